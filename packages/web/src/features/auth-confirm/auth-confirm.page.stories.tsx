import { fail } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { candidate } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { advanceStoryClock } from '../../stories/story-guards';
import { Component } from './auth-confirm.route';
import { confirmMessages as m } from './auth-confirm.messages';

const meta = {
  title: 'Pages/Sign-in confirm',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/auth/confirm?token_hash=f3a9c0d1e2b34a5b6c7d&type=email', route: '/auth/confirm', parts: ['confirm', 'auth'], user: null }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the email's link lands: one button spends the link (a mail scanner opening the page spends nothing). */
export const Confirm: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.signIn) })).toBeEnabled();
  },
};

/** An incomplete link: the page offers a new link by email. */
export const BrokenLink: Story = {
  ...pageParameters({ path: '/auth/confirm?token_hash=cut' }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.malformed))).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.sendNewLink) })).toBeEnabled();
  },
};

/** A used link, and a new one asked for too soon: the refusal stays by the button, counted down, then goes. */
export const NewLinkRateLimited: Story = {
  // The seconds left tick while the shot is taken: the Alert's stories in packages/ui show the countdown still.
  tags: ['no-visual'],
  ...pageParameters({
    path: '/auth/confirm?token_hash=cut',
    ports: { auth: { sendMagicLink: async () => fail({ code: 'RATE_LIMITED', retryAfterSeconds: 20 }) } },
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const field = await canvas.findByRole('textbox', { name: intl.formatMessage(m.emailLabel) });
    await userEvent.type(field, candidate.email);
    const send = canvas.getByRole('button', { name: intl.formatMessage(m.sendNewLink) });
    await userEvent.click(send);
    const refusal = await canvas.findByRole('alert');
    await expect(refusal).toHaveTextContent(intl.formatMessage(m.rateLimitedTitle));
    const box = refusal.closest<HTMLElement>('[tabindex="-1"]') ?? refusal;
    await waitFor(() => expect(box).toHaveFocus());
    await expect(within(box).getByRole('timer')).toHaveTextContent('20');
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(expect.stringContaining(intl.formatMessage(m.rateLimitedTitle)));
    await expect(field).toHaveValue(candidate.email);
    advanceStoryClock(20_000);
    await waitFor(() => expect(send).toBeEnabled());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(send).toHaveFocus();
  },
};

/** The sign-in failed for a reason of the service: the message stays by the button until it is pressed again. */
export const ConfirmFailed: Story = {
  ...pageParameters({ ports: { auth: { verifyLinkToken: async () => fail({ code: 'VERIFICATION_FAILED' }) } } }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const signIn = await canvas.findByRole('button', { name: intl.formatMessage(m.signIn) });
    await userEvent.click(signIn);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(intl.formatMessage(m.failed));
    await expect(signIn).toBeEnabled();
    await expect(signIn).toHaveAccessibleDescription(intl.formatMessage(m.failed));
  },
};
