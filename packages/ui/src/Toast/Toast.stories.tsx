import { useEffect, useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog } from '../Dialog';
import { Stack } from '../Layout';
import { ToastRegion } from './ToastRegion';
import { createToastQueue, showToast, type ToastContent } from './toastQueue';

interface DemoProps {
  /** Toasts shown when the story opens (kept until closed, for screenshots). */
  initial: ToastContent[];
}

/** A region with its own queue (stories do not share toasts) and buttons calling the imperative API. */
function ToastDemo({ initial }: DemoProps) {
  const queue = useMemo(() => createToastQueue(), []);
  useEffect(() => {
    const keys = initial.map((content) => showToast(content, { timeout: 0 }, queue));
    return () => keys.forEach((key) => queue.close(key));
  }, [initial, queue]);
  return (
    <>
      <Stack direction="row" gap={2} wrap>
        <Button variant="secondary" onPress={() => showToast({ tone: 'success', title: 'Upload successful' }, {}, queue)}>
          Success
        </Button>
        <Button variant="secondary" onPress={() => showToast({ tone: 'error', title: 'Failed to load data', description: 'Please refresh the page and try again.' }, {}, queue)}>
          Error
        </Button>
        <Button variant="danger" onPress={() => showToast({ tone: 'destructive', title: 'Email required', description: 'Please enter your email address.' }, {}, queue)}>
          Destructive
        </Button>
      </Stack>
      <ToastRegion queue={queue} label="Notifications" closeLabel="Close" />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: { initial: [] },
  parameters: { visual: { target: 'viewport' } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { initial: [{ tone: 'success', title: 'Status updated', description: 'The application is now Admissible.' }] },
};

export const Playground: Story = {};

export const PoliteSuccess: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    // Keyboard, not a click: no hover state is left for the screenshot.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Success' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const status = await body.findByRole('status');
    await expect(status).toHaveTextContent('Upload successful');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const AssertiveError: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Error' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load data');
    await expect(alert).toHaveTextContent('Please refresh the page and try again.');
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('alert')).toBeNull());
  },
};

export const Destructive: Story = {
  args: { initial: [{ tone: 'destructive', title: 'Access Denied', description: "You don't have permission to access the admin panel" }] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent('Access Denied');
  },
};

export const Stacked: Story = {
  args: {
    initial: [
      { tone: 'info', title: 'Quiz Not Required', description: 'Your program does not require a math assessment.' },
      { tone: 'error', title: 'Please Slow Down', description: 'Please wait 12 seconds before attempting again.' },
      { tone: 'success', title: 'Upload successful' },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('region', { name: /Notifications/ })).toBeVisible();
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(3));
  },
};

/** A confirmation dialog (a sheet at the bottom of a phone's screen) with a toast shown while it is open. */
function ToastOverDialog() {
  const queue = useMemo(() => createToastQueue(), []);
  useEffect(() => {
    const key = showToast({ tone: 'error', title: 'Failed to delete the note', description: 'Please try again.' }, { timeout: 0 }, queue);
    return () => queue.close(key);
  }, [queue]);
  return (
    <>
      <AlertDialog isOpen onOpenChange={() => undefined} title="Delete this note?" message="The note is deleted for every staff member." confirmLabel="Delete" cancelLabel="Cancel" onConfirm={() => undefined} />
      <ToastRegion queue={queue} label="Notifications" closeLabel="Close" />
    </>
  );
}

/** On a phone the toasts show at the top while a dialog is open: its buttons stay in view and can be pressed. */
export const OverADialog: StoryObj<typeof ToastOverDialog> = {
  render: () => <ToastOverDialog />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this note?' });
    const toast = await body.findByRole('alertdialog', { name: /Failed to delete the note/ });
    const toastBox = toast.getBoundingClientRect();
    for (const button of within(dialog).getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      const overlaps = box.left < toastBox.right && toastBox.left < box.right && box.top < toastBox.bottom && toastBox.top < box.bottom;
      await expect(overlaps, `the toast covers ${button.textContent ?? ''}`).toBe(false);
    }
  },
};
