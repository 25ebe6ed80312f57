import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'New note', description: '0 of 2,000 characters', onChange: fn() },
  parameters: { fr: { label: 'Nouvelle note', description: '0 sur 2 000 caractères' } },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: args.label });
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('Called the candidate.{Enter}Diploma on Monday.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Called the candidate.\nDiploma on Monday.');
    await expect(area).toHaveAccessibleDescription(args.description ?? '');
  },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'A note cannot be empty.', defaultValue: '' },
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('textbox', { name: args.label });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(`${args.description ?? ''} ${args.errorMessage ?? ''}`);
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Saving…' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: args.label })).toBeDisabled();
  },
};
