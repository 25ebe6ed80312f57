import { fail, ok } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { candidate } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { Component } from './auth.route';
import { authMessages as m } from './auth.messages';

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
