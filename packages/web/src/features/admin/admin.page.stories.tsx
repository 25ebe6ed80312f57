import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { admin, applications } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never } from '../../stories/story-services';
import { Component } from './admin.route';
import { adminMessages as m } from './admin.messages';

const meta = {
  title: 'Pages/Admin',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({
    path: '/admin?status=all',
    route: '/admin',
    parts: ['staff'],
    user: admin,
    ports: { admin: { list: async () => ({ items: applications, total: applications.length }) } },
  }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, one row (or, on a phone, one card) per application. The heading takes the focus. */
export const WithResults: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    const heading = await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.title) });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(await canvas.findByText(intl.formatMessage(m.count, { count: applications.length }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.viewApplicationOf, { name: 'Amelia Hart' }) })).toBeVisible();
  },
};

/** No application yet. */
export const Empty: Story = {
  ...pageParameters({ ports: { admin: { list: async () => ({ items: [], total: 0 }) } } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.emptyNone))).toBeVisible();
  },
};

/** Waiting for the list. */
export const Loading: Story = {
  ...pageParameters({ ports: { admin: { list: never } } }),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(pageIntl({ loaded }).formatMessage(m.loading))).toBeVisible();
  },
};
