import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Layout';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'upload', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Playground: Story = { args: { name: 'mail', label: 'Email' } };

export const Labelled: Story = {
  args: { name: 'alert', label: 'Warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};

export const AllIcons: Story = {
  render: () => (
    <Stack direction="row" gap={3} wrap>
      {iconNames.map((name) => (
        <Icon key={name} name={name} size={24} label={name} />
      ))}
    </Stack>
  ),
};
