import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { iconNames } from '../Icon';
import { Stack } from '../Layout';
import { Badge } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: '3 docs, 1 payer', tone: 'neutral' },
  parameters: { fr: { children: '3 docs, 1 payeur' } },
  argTypes: {
    tone: { control: 'inline-radio', options: ['primary', 'neutral', 'success', 'warning', 'danger', 'info'] },
    icon: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { tone: 'info', icon: 'info' } };

export const Tones: Story = {
  render: (args) => (
    <Stack direction="row" gap={2} wrap>
      {(['primary', 'neutral', 'success', 'warning', 'danger', 'info'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
      <Badge {...args} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('danger')).toBeVisible();
  },
};
