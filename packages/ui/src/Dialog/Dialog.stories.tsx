import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { Stack } from '../Layout';
import { Text } from '../Typography';
import { AlertDialog, Dialog, type DialogProps } from './Dialog';

/** Opens the dialog from a button, as a screen does. */
function DialogDemo({ defaultOpen = false, ...props }: Omit<DialogProps, 'isOpen' | 'onOpenChange'> & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Dialog {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: DialogDemo,
  args: {
    title: 'Account Not Found',
    children: <Text>You don&apos;t have an account. To apply, please visit the school&apos;s main site.</Text>,
    actions: <Button>Apply now</Button>,
    closeLabel: 'Close',
    defaultOpen: true,
  },
  parameters: { fr: { title: 'Compte introuvable', closeLabel: 'Fermer' }, visual: { target: 'viewport' } },
  argTypes: { children: { control: false }, actions: { control: false }, footer: { control: false } },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Account Not Found' })).toBeVisible());
  },
};

export const Playground: Story = { args: { isDismissable: true } };

export const KeyboardOpenAndEscape: Story = {
  args: { defaultOpen: false },
  parameters: { visual: { target: 'story' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Account Not Found' });
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    // Tab stays trapped inside the dialog.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const QuizIntroduction: Story = {
  args: {
    title: 'Admission Test',
    closeLabel: 'Cancel',
    actions: <Button>Start</Button>,
    children: (
      <Stack gap={2}>
        <Text weight="semibold">The test can be taken only once and cannot be paused.</Text>
        <Text>It has multiple-choice questions and lasts 40 minutes. Wrong answers carry no negative points.</Text>
        <Text>Correct answers make the questions harder and worth more.</Text>
        <Text tone="muted">Use a computer with Chrome or Safari. Have a pen and paper ready.</Text>
      </Stack>
    ),
  },
};

export const PaymentRequired: Story = {
  args: {
    title: 'Complete Your Application',
    closeLabel: 'Pay Later',
    actions: <Button>Go to payment</Button>,
    footer: 'You can return to complete payment from your dashboard.',
    children: (
      <Stack gap={2}>
        <Text weight="semibold">Application Fee</Text>
        <Text>The application fee supports the careful and timely review of all applications.</Text>
        <Text size="lg" weight="bold">
          €50.00
        </Text>
        <Text size="sm" tone="muted">
          Secure payment processed by Stripe
        </Text>
      </Stack>
    ),
  },
};

export const WithLink: Story = {
  args: {
    children: (
      <Text>
        Visit <Link href="https://apply.northbridge.example">the application page</Link> to start.
      </Text>
    ),
  },
};

const confirm = fn();

export const ConfirmDelete: StoryObj<typeof AlertDialog> = {
  render: (args) => {
    function Demo() {
      const [open, setOpen] = useState(true);
      return <AlertDialog {...args} isOpen={open} onOpenChange={setOpen} />;
    }
    return <Demo />;
  },
  args: {
    title: 'Delete document?',
    message: 'Are you sure you want to delete "passport.pdf"?',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    variant: 'danger',
    onConfirm: confirm,
  },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete document?' });
    // Cancel has focus first: Enter never destroys by accident.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(confirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const ConfirmReopen: StoryObj<typeof AlertDialog> = {
  ...ConfirmDelete,
  args: {
    title: 'Re-open Application?',
    message: 'The candidate will have to validate their application again.',
    confirmLabel: 'Re-open Application',
    cancelLabel: 'Cancel',
    variant: 'primary',
    onConfirm: fn(),
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog', { name: 'Re-open Application?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
