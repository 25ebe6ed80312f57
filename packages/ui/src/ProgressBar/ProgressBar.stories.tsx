import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading...', value: 45 },
  parameters: { fr: { label: 'Téléversement...' } },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading...' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('45%')).toBeVisible();
  },
};
export const Playground: Story = { args: { value: 80, tone: 'success' } };
export const Starting: Story = { args: { value: 5 } };
export const Complete: Story = { args: { value: 100, tone: 'success' } };
