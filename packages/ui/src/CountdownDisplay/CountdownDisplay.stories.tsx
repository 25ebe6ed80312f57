import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CountdownDisplay } from './CountdownDisplay';

const announce = (s: number) => (s >= 60 ? `${Math.round(s / 60)} minutes remaining` : `${s} seconds remaining`);

const meta = {
  title: 'Quiz/CountdownDisplay',
  component: CountdownDisplay,
  args: { secondsLeft: 1834, label: 'Time remaining', announce },
  parameters: { fr: { label: 'Temps restant', announce: (s: number) => `${Math.round(s / 60)} minutes restantes` } },
  argTypes: { secondsLeft: { control: { type: 'number', min: 0, max: 2400 } }, announce: { control: false } },
} satisfies Meta<typeof CountdownDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('30:34');
    await expect(canvasElement.querySelector('[data-warning]')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
export const Playground: Story = {};
export const FullTime: Story = { args: { secondsLeft: 2400 } };

export const Warning: Story = {
  args: { secondsLeft: 300 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('5:00');
    await expect(canvasElement.querySelector('[data-warning]')).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('5 minutes remaining');
  },
};

export const LastSeconds: Story = { args: { secondsLeft: 9 } };
