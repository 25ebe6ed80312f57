import { fail, ok } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { candidate } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { advanceStoryClock } from '../../stories/story-guards';
import { Component } from './auth.route';
import { authMessages as m } from './auth.messages';

/** The wait GoTrue asked for ("...you can only request this after 37 seconds"); the story moves the clock through it. */
const WAIT_SECONDS = 37;

const meta = {
  title: 'Pages/Sign-in',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/auth', route: '/auth', parts: ['auth'], user: null, ports: { auth: { sendMagicLink: async () => ok(undefined) } } }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form: the school's welcome, the address field, the link button and where to apply. */
export const SignIn: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: intl.formatMessage(m.emailLabel) })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.send) })).toBeEnabled();
  },
};

/** Send with no address: the field says so in the words of spec §5 ('Email required', 'Please enter your email address.'), and takes the focus. */
export const EmailRequired: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const field = await canvas.findByRole('textbox', { name: intl.formatMessage(m.emailLabel) });
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.send) }));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const words = intl.locale.startsWith('fr') ? 'Adresse e-mail requise. Veuillez saisir votre adresse e-mail.' : 'Email required. Please enter your email address.';
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(words));
    await expect(canvas.getByText(words)).toBeVisible();
  },
};

/** After Send: the 'check your email' message takes the focus, with the code form for another device. */
export const LinkSent: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.type(await canvas.findByRole('textbox', { name: intl.formatMessage(m.emailLabel) }), candidate.email);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.send) }));
    const sent = await canvas.findByText(intl.formatMessage(m.linkSentText, { email: candidate.email }));
    await waitFor(() => expect(sent.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: intl.formatMessage(m.codeLabel) })).toBeVisible();
  },
};

/** An address with no account: the dialog points to the school's application page. */
export const AccountNotFound: Story = {
  ...pageParameters({ ports: { auth: { sendMagicLink: async () => fail({ code: 'ACCOUNT_NOT_FOUND', applyUrl: null }) } } }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.type(await canvas.findByRole('textbox', { name: intl.formatMessage(m.emailLabel) }), 'someone.else@example.com');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.send) }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: intl.formatMessage(m.notFoundTitle) });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/**
 * A second link asked for too soon: the refusal stays under the field with the seconds left, the address typed
 * stays, and the button works again when the wait is over (the message then goes).
 */
export const SendRateLimited: Story = {
  // Its end state is the form (SignIn's shot); the seconds left tick, so no shot of them.
  tags: ['no-visual'],
  ...pageParameters({ ports: { auth: { sendMagicLink: async () => fail({ code: 'RATE_LIMITED', retryAfterSeconds: WAIT_SECONDS }) } } }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const field = await canvas.findByRole('textbox', { name: intl.formatMessage(m.emailLabel) });
    await userEvent.type(field, candidate.email);
    const send = canvas.getByRole('button', { name: intl.formatMessage(m.send) });
    await userEvent.click(send);
    const refusal = await canvas.findByRole('alert');
    await expect(refusal).toHaveTextContent(intl.formatMessage(m.rateLimitedTitle));
    const box = refusal.closest<HTMLElement>('[tabindex="-1"]') ?? refusal;
    await waitFor(() => expect(box).toHaveFocus());
    const timer = within(box).getByRole('timer');
    await expect(timer).toHaveTextContent(String(WAIT_SECONDS));
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(expect.stringContaining(intl.formatMessage(m.rateLimitedTitle)));
    await expect(field).toHaveValue(candidate.email);
    // Seven seconds on: the seconds left tick, and screen readers hear the 30 seconds left once (politely).
    advanceStoryClock(7_000);
    await waitFor(() => expect(timer).toHaveTextContent('30'));
    await expect(within(box).getByRole('status')).toHaveTextContent('30');
    await expect(send).toBeDisabled();
    // The wait over: the message goes and the button, which takes the focus back, sends again.
    advanceStoryClock(30_000);
    await waitFor(() => expect(send).toBeEnabled());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(send).toHaveFocus();
    await expect(send).not.toHaveAttribute('aria-describedby');
    await expect(field).toHaveValue(candidate.email);
  },
};

/** Refused with no wait given: the message stays until the next press, which is allowed at once. */
export const SendRefusedWithoutWait: Story = {
  ...pageParameters({ ports: { auth: { sendMagicLink: async () => fail({ code: 'RATE_LIMITED' }) } } }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.type(await canvas.findByRole('textbox', { name: intl.formatMessage(m.emailLabel) }), candidate.email);
    const send = canvas.getByRole('button', { name: intl.formatMessage(m.send) });
    await userEvent.click(send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(intl.formatMessage(m.rateLimitedTitle));
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(send).toBeEnabled();
    await expect(send).toHaveAccessibleDescription(expect.stringContaining(intl.formatMessage(m.rateLimitedTitle)));
  },
};

/** Too many codes tried: the refusal stays by the code button, counted down, and the code typed stays. */
export const CodeRateLimited: Story = {
  // The seconds left tick while the shot is taken: the Alert's stories in packages/ui show the countdown still.
  tags: ['no-visual'],
  ...pageParameters({
    ports: {
      auth: {
        sendMagicLink: async () => ok(undefined),
        verifyEmailCode: async () => fail({ code: 'RATE_LIMITED', retryAfterSeconds: 40 }),
      },
    },
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.type(await canvas.findByRole('textbox', { name: intl.formatMessage(m.emailLabel) }), candidate.email);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.send) }));
    const codeField = await canvas.findByRole('textbox', { name: intl.formatMessage(m.codeLabel) });
    await userEvent.type(codeField, '123456');
    const submit = canvas.getByRole('button', { name: intl.formatMessage(m.codeSubmit) });
    await userEvent.click(submit);
    const refusal = await canvas.findByRole('alert');
    await expect(refusal).toHaveTextContent(intl.formatMessage(m.rateLimitedTitle));
    await expect(canvas.getByRole('timer')).toHaveTextContent('40');
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(expect.stringContaining(intl.formatMessage(m.rateLimitedTitle)));
    await expect(codeField).toHaveValue('123456');
  },
};
