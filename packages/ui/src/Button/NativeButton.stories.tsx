import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { isTouchSized } from '../testing/layout';
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

const sent = fn();

/** The sign-in form's case: Enter submits, the button waits with its focus, then the form moves on. */
function SendForm() {
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  if (state === 'done') return <p>Check your inbox</p>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent();
        setState('pending');
        setTimeout(() => setState('done'), 400);
      }}
    >
      <NativeButton type="submit" isPending={state === 'pending'} pendingLabel="Sending magic link...">
        Send magic link
      </NativeButton>
    </form>
  );
}

export const PendingWhileFocused: Story = {
  render: () => <SendForm />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Send magic link' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expect(button).toHaveTextContent('Sending magic link...');
    // Pressed again while pending: nothing more is sent.
    await userEvent.keyboard('{Enter}');
    await expect(sent).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByText('Check your inbox')).toBeVisible());
  },
};

/** On a phone (or any touch screen) even a small button is finger-sized: 44 px high. With a mouse it stays dense. */
export const PhoneFingerSized: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(isTouchSized(canvas.getByRole('button', { name: 'View Application' }))).toBe(true);
  },
};

/** A long French label in a narrow row wraps, and the button grows with it: no text outside or against its edge. */
export const LongLabelWraps: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: { variant: 'primary', size: 'md', children: 'Téléverser les documents manquants maintenant' },
  decorators: [(Story) => <div style={{ width: '10rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    const label = canvas.getByText('Téléverser les documents manquants maintenant');
    const [outer, inner] = [button.getBoundingClientRect(), label.getBoundingClientRect()];
    await expect(inner.height).toBeGreaterThan(30);
    await expect(inner.top - outer.top).toBeGreaterThanOrEqual(4);
    await expect(outer.bottom - inner.bottom).toBeGreaterThanOrEqual(4);
    await expect(button.scrollHeight).toBeLessThanOrEqual(button.clientHeight);
  },
};
