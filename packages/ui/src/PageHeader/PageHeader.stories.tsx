import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { NativeButton } from '../Button';
import { AlertDialog } from '../Dialog';
import { Icon } from '../Icon';
import { LanguageToggle } from '../LanguageToggle';
import { emailAddressElement, emailLinesBrokenMidWord, isTouchSized, renderedLines, textClipped } from '../testing/layout';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Admission Portal', email: 'jane.doe@example.com', emailLabel: 'Signed in as', signOutLabel: 'Sign out', onSignOut: fn() },
  parameters: { layout: 'fullscreen', fr: { title: "Portail d'admission", emailLabel: 'Connecté en tant que', signOutLabel: 'Se déconnecter' } },
  argTypes: { start: { control: false }, end: { control: false } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // From a tablet up every account control is in the bar (on a phone: Phone Account Menu).
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('jane.doe@example.com');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};
export const Playground: Story = {};
export const LongEmail: Story = { args: { email: 'marie-antoinette.de-la-fontaine-saint-hilaire@etudiants.lumiere.example' } };

/** A long address on the narrowest phone, next to the language switch and Sign out: it wraps only between its parts, and every control is finger-sized. */
export const PhoneLongEmail: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: { email: 'marie-antoinette.delafontaine@etudiants.lumiere.example', end: <LanguageToggle value="fr" onChange={fn()} label="Langue" /> },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    const email = emailAddressElement(canvasElement, 'marie-antoinette.delafontaine@etudiants.lumiere.example');
    await expect(emailLinesBrokenMidWord(renderedLines(email))).toEqual([]);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    for (const control of [canvas.getByRole('button', { name: 'Sign out' }), ...canvas.getAllByRole('radio').map((radio) => radio.closest('label') as Element)]) {
      await expect(isTouchSized(control)).toBe(true);
    }
  },
};
export const SignedOut: Story = { args: { email: undefined, onSignOut: undefined } };
export const WithLanguageToggle: Story = {
  args: { end: <LanguageToggle value="en" onChange={fn()} label="Language" /> },
};

/** On a phone: one line, the account controls behind the Account button, opened and closed by keyboard. */
export const PhoneAccountMenu: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { end: <LanguageToggle value="en" onChange={fn()} label="Language" />, menuLabel: 'Account' },
  play: async ({ canvas, args, userEvent }) => {
    const banner = canvas.getByRole('banner');
    // One line: no taller than the 44 px button and its padding.
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(64);
    await expect(canvas.queryByRole('button', { name: 'Sign out' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Account' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('jane.doe@example.com')).toBeVisible();
    // The controls follow the button in the tab order.
    await userEvent.tab();
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('button', { name: 'Sign out' })).toBeNull();
  },
};

/** Escape closes the phone's account menu, the focus back on its button; a control after it goes on as usual. */
export const PhoneAccountMenuEscape: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { end: <LanguageToggle value="en" onChange={fn()} label="Language" />, menuLabel: 'Account' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Account' });
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await expect(toggle).toHaveFocus();
  },
};

/** An account action that opens a dialog: the menu closes behind it, and the focus comes back to its button after. */
function WithAccountDialog(props: ComponentProps<typeof PageHeader>) {
  const [open, setOpen] = useState(false);
  return (
    <PageHeader
      {...props}
      actions={
        <>
          <NativeButton variant="secondary" size="sm" onClick={() => setOpen(true)}>
            Ask for account deletion
          </NativeButton>
          <AlertDialog isOpen={open} onOpenChange={setOpen} title="Delete your account?" message="Your account goes." confirmLabel="Delete" cancelLabel="Cancel" onConfirm={() => setOpen(false)} />
        </>
      }
    />
  );
}

export const PhoneAccountMenuDialog: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { menuLabel: 'Account' },
  render: (args) => <WithAccountDialog {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toggle = canvas.getByRole('button', { name: 'Account' });
    await userEvent.click(toggle);
    canvas.getByRole('button', { name: 'Ask for account deletion' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Delete your account?' });
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    // The menu no longer stands open behind the dialog.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

/**
 * The longest school name, after a Back button, on the narrowest phone: the title takes two lines and the bar keeps
 * its height; the school's name shows whole, only what follows it may end in an ellipsis.
 */
export const PhoneLongTitle: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: {
    title: 'Northbridge Business School · Candidate Portal',
    start: (
      <NativeButton variant="ghost" size="sm" icon={<Icon name="arrowLeft" />}>
        Back to dashboard
      </NativeButton>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(64);
    await expect(textClipped(canvasElement, 'Northbridge Business School')).toBe(false);
  },
};

/** A Back button before the title on the narrowest phone, in French: its icon alone (its label stays its name), the bar on one line. */
export const PhoneWithBackButton: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: {
    title: 'École Lumière · Portail candidat',
    menuLabel: 'Compte',
    start: (
      <NativeButton variant="ghost" size="sm" icon={<Icon name="arrowLeft" />}>
        Retour au tableau de bord
      </NativeButton>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(64);
    const back = canvas.getByRole('button', { name: 'Retour au tableau de bord' });
    await expect(isTouchSized(back)).toBe(true);
    await expect(isTouchSized(canvas.getByRole('button', { name: 'Compte' }))).toBe(true);
  },
};

/** A long page under the sticky header (from a tablet up): controls far apart, one screen or more. */
function LongPage(props: ComponentProps<typeof PageHeader>) {
  return (
    <>
      <PageHeader {...props} />
      {['First', 'Second', 'Third'].map((name) => (
        <p key={name} style={{ margin: '0 1rem', paddingTop: '120vh' }}>
          <button type="button">{name} control</button>
        </p>
      ))}
    </>
  );
}

/** Keyboard focus scrolls a control into view below the sticky header, never behind it (WCAG 2.4.11). */
export const FocusClearsTheStickyHeader: Story = {
  tags: ['no-visual'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => <LongPage {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const banner = canvas.getByRole('banner');
    // The header's height reaches the page's scroll padding with the first frame after it shows (ResizeObserver).
    const root = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(root.style.getPropertyValue('--page-header-height')).not.toBe(''));
    const second = canvas.getByRole('button', { name: 'Second control' });
    canvas.getByRole('button', { name: 'Third control' }).focus();
    // The previous control lies just under the header's bar: on the screen, but hidden behind it.
    const view = canvasElement.ownerDocument.defaultView ?? window;
    view.scrollTo(0, second.getBoundingClientRect().top + view.scrollY - 10);
    await expect(second.getBoundingClientRect().top).toBeLessThan(banner.getBoundingClientRect().bottom);
    await userEvent.tab({ shift: true });
    await expect(second).toHaveFocus();
    // The focus scrolled it clear of the header.
    await expect(second.getBoundingClientRect().top).toBeGreaterThanOrEqual(banner.getBoundingClientRect().bottom);
    await expect(banner.getBoundingClientRect().top).toBe(0);
  },
};
