import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NativeButton } from './NativeButton';

const meta = {
  title: 'Actions/NativeButton',
  component: NativeButton,
  tags: ['autodocs'],
  args: { children: 'View Application', variant: 'secondary', size: 'sm', onClick: fn() },
  parameters: { fr: { children: 'Voir la candidature' } },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
    icon: { control: false },
  },
} satisfies Meta<typeof NativeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'View Application' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // The keyboard presses it as the browser does: Enter and Space.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Playground: Story = {};

export const Primary: Story = { args: { variant: 'primary', size: 'md', children: 'Send magic link' } };

export const Disabled: Story = {
  args: { disabled: true, children: 'Next' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
