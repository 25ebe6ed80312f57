import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
  parameters: { fr: { label: 'E-mail', placeholder: 'vous@exemple.com' } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Jane@Example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('Jane@Example.com');
  },
};
export const Playground: Story = { args: { description: 'We send a sign-in link to this address.' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please enter your email address.', defaultValue: '' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please enter your email address.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Please enter your email address.');
  },
};
export const WithDescriptionAndError: Story = {
  args: { description: 'We send a sign-in link to this address.', isInvalid: true, errorMessage: 'Enter an address like name@example.com.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send a sign-in link to this address. Enter an address like name@example.com.',
    );
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'jane.doe@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};
