import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checklist, ChecklistRow } from './ChecklistRow';

const meta = {
  title: 'Documents/ChecklistRow',
  component: ChecklistRow,
  args: { label: 'Nationality Information', isComplete: false, completeLabel: 'Completed', requiredLabel: 'Required', actionLabel: 'Complete Now', onAction: fn() },
  parameters: { fr: { label: 'Nationalité', completeLabel: 'Complété', requiredLabel: 'Requis', actionLabel: 'Compléter' } },
  decorators: [(Story) => <Checklist>{Story()}</Checklist>],
} satisfies Meta<typeof ChecklistRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Required')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
export const Playground: Story = {};
export const Completed: Story = {
  args: { isComplete: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const DisabilityAnswer: Story = { args: { label: 'Disability declaration', actionLabel: undefined } };
