import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Button } from './Button';

const sent = fn();

/** The sign-in page's case: pressing starts a request, the button waits, then the screen moves on without it. */
function SendLink({ label, pendingLabel, doneText }: { label: string; pendingLabel: string; doneText: string }) {
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  if (state === 'done') return <p>{doneText}</p>;
  return (
    <Button
      isPending={state === 'pending'}
      pendingLabel={pendingLabel}
      onPress={() => {
        sent();
        setState('pending');
        setTimeout(() => setState('done'), 400);
      }}
    >
      {label}
    </Button>
  );
}

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Upload Documents', variant: 'primary', size: 'md', onPress: fn() },
  parameters: { fr: { children: 'Téléverser les documents' } },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { isDisabled: false, isPending: false, fullWidth: false },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'View Documents' }, parameters: { fr: { children: 'Voir les documents' } } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Back to Dashboard' }, parameters: { fr: { children: 'Retour au tableau de bord' } } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' }, parameters: { fr: { children: 'Supprimer' } } };
export const WithIcon: Story = { args: { variant: 'secondary', children: 'Download', icon: <Icon name="download" /> }, parameters: { fr: { children: 'Télécharger' } } };
export const Small: Story = { args: { size: 'sm', children: 'View Application' } };
export const FullWidth: Story = { args: { fullWidth: true } };

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Quiz completed' },
  parameters: { fr: { children: 'Quiz terminé' } },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Quiz completed' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Send magic link', pendingLabel: 'Sending magic link...' },
  parameters: { fr: { children: 'Envoyer le lien', pendingLabel: 'Envoi du lien...' } },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Sending magic link/ });
    // Pending: still focusable (so focus is not lost), but announced as unavailable and deaf to presses.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toBeDisabled();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * The focused button goes pending (screen readers hear the pending label), ignores a second press, then is
 * replaced by the result; the a11y check then runs on a page where the button is gone.
 */
export const PendingWhileFocused: Story = {
  tags: ['no-visual'],
  args: { children: 'Send magic link' },
  render: () => <SendLink label="Send magic link" pendingLabel="Sending magic link..." doneText="Check your inbox." />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Send magic link' });
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await expect(button).toHaveAccessibleName('Sending magic link...');
    const said = await body.findByText('Sending magic link...', { selector: '[aria-live="assertive"] > *' });
    await expect(said).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(sent).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText('Check your inbox.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const KeyboardPress: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Upload Documents' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
