import { useEffect, useMemo, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StatusBadge } from '../StatusBadge';
import { coveringElements, isTouchSized } from '../testing/layout';
import { ToastRegion, createToastQueue, showToast } from '../Toast';
import { ContactButton } from './ContactButton';

const meta = {
  title: 'Overlays/ContactButton',
  component: ContactButton,
  args: {
    buttonLabel: 'Contact us',
    title: 'Contact Information',
    intro: 'Questions about your application? Write to us.',
    emailLabel: 'Admissions email',
    email: 'admissions@northbridge.example',
    closeLabel: 'Close',
  },
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'viewport' },
    fr: { buttonLabel: 'Nous contacter', title: 'Coordonnées', intro: 'Une question sur votre candidature ? Écrivez-nous.', emailLabel: 'E-mail des admissions', closeLabel: 'Fermer' },
  },
} satisfies Meta<typeof ContactButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};

export const OpenWithEmail: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Contact Information' });
    await expect(within(dialog).getByRole('link', { name: /admissions@northbridge.example/ })).toHaveAttribute('href', 'mailto:admissions@northbridge.example');
    await expect(within(dialog).queryByText('Phone')).toBeNull();
  },
};

export const OpenWithPhone: Story = {
  args: { defaultOpen: true, email: 'admissions@lumiere.example', phoneLabel: 'Phone', phone: '+33 1 84 88 00 00' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Contact Information' });
    await expect(within(dialog).getByRole('link', { name: /\+33 1 84 88 00 00/ })).toHaveAttribute('href', 'tel:+33184880000');
  },
};

export const KeyboardOpenClose: Story = {
  parameters: { visual: { target: 'story' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const fab = canvas.getByRole('button', { name: 'Contact us' });
    await expect(fab).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Contact Information' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fab).toHaveFocus());
  },
};

/** A page's last row, full width, with a badge at its right end, where a floating button would sit. */
function PageEnd({ children, rows = 3 }: { readonly children: ReactNode; readonly rows?: number }) {
  return (
    <>
      <div style={{ padding: 16 }}>
        {Array.from({ length: rows }, (_, index) => (
          <p key={index}>Row {index + 1} of the page</p>
        ))}
        <div data-testid="last-row" style={{ display: 'flex', justifyContent: 'space-between', padding: 8, border: '1px solid #94a3b8' }}>
          <span>Last row</span>
          <StatusBadge kind="complete" label="Complete" />
        </div>
      </div>
      {children}
    </>
  );
}

/** A toast that stays (its own queue: stories share no toasts). */
function OneToast() {
  const queue = useMemo(() => createToastQueue(), []);
  useEffect(() => {
    const key = showToast({ tone: 'success', title: 'Status updated', description: 'The application is now Admissible.' }, { timeout: 0 }, queue);
    return () => queue.close(key);
  }, [queue]);
  return <ToastRegion queue={queue} label="Notifications" closeLabel="Close" />;
}

/** On a phone the button is part of the page, after its content: it covers nothing, and says what it is. */
export const PhoneAtTheEndOfThePage: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  parameters: { visual: { target: 'story' } },
  decorators: [(Story) => <PageEnd><Story /></PageEnd>],
  play: async ({ canvas }) => {
    const fab = canvas.getByRole('button', { name: 'Contact us' });
    await expect(getComputedStyle(fab).position).not.toBe('fixed');
    await expect(canvas.getByText('Contact us')).toBeVisible();
    await expect(isTouchSized(fab)).toBe(true);
    const lastRow = canvas.getByTestId('last-row');
    await expect(fab.getBoundingClientRect().top).toBeGreaterThanOrEqual(lastRow.getBoundingClientRect().bottom);
    for (const block of [lastRow, canvas.getByText('Complete')]) {
      block.scrollIntoView({ block: 'end' });
      await expect(coveringElements(block)).toEqual([]);
    }
  },
};

/** From a tablet up it floats, with room kept for it at the end of the page: scrolled there, the last row's badge shows beside it. */
export const DesktopFloatingWithRoomAtTheEnd: Story = {
  // No screenshot: a page taller than the screen.
  tags: ['no-visual'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [(Story) => <PageEnd rows={30}><Story /></PageEnd>],
  play: async ({ canvas, canvasElement }) => {
    const fab = canvas.getByRole('button', { name: 'Contact us' });
    await expect(getComputedStyle(fab).position).toBe('fixed');
    const page = canvasElement.ownerDocument.scrollingElement ?? canvasElement.ownerDocument.documentElement;
    page.scrollTop = page.scrollHeight;
    await expect(coveringElements(canvas.getByText('Complete'))).toEqual([]);
    await expect(coveringElements(canvas.getByTestId('last-row'))).toEqual([]);
  },
};

/** A toast stacks above the floating button: neither hides the other, and its close button is finger-sized. */
export const ToastAboveTheButton: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <OneToast />
      </>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const fab = canvas.getByRole('button', { name: 'Contact us' });
    const toast = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(coveringElements(fab)).toEqual([]);
    await expect(coveringElements(toast)).toEqual([]);
    await expect(isTouchSized(within(toast).getByRole('button', { name: 'Close' }))).toBe(true);
  },
};
