import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language';
import { pageAnnotations, pageIntl } from '../../stories/page-story';
import { Component } from './cookies.route';
import { cookiesMessages as m } from './cookies.messages';

const meta = {
  title: 'Pages/Cookies and storage',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/cookies', route: '/cookies', parts: ['rights'], user: null }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No cookies, nothing for tracking: each item kept in local storage, with its purpose. */
export const Storage: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.title) })).toBeVisible();
    await expect(canvas.getByText(/^sb-.+-auth-token$/)).toBeVisible();
    await expect(canvas.getByText(LANGUAGE_STORAGE_KEY)).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.session))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: intl.formatMessage(m.trackingHeading) })).toBeVisible();
  },
};
