import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
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
