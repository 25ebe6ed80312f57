import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brand } from '../../shared/brand';
import { failing } from '../../stories/fixtures';
import { panelInterviews } from '../../stories/interview-fixtures';
import { reviewer } from '../../stories/jury-fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never } from '../../stories/story-services';
import { panelMessages as m } from './panel-interviews.messages';
import { Component } from './panel-interviews.route';

const meta = {
  title: 'Pages/Panel interviews',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/interviews', route: '/interviews', parts: ['panel'], user: reviewer, ports: { interview: { panelInterviews: async () => panelInterviews } } }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A panel member's interviews by day in the school's zone: each links to its page, with its link or address, needs and what is left to do. */
export const ByDay: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.listTitle) })).toBeVisible();
    const days = canvas.getAllByRole('heading', { level: 2 });
    await expect(days).toHaveLength(3);
    await expect(days[0]).toHaveTextContent(intl.formatDate(panelInterviews[0]?.starts_at, { dateStyle: 'full', timeZone: brand.timeZone }));
    await expect(canvas.getByRole('link', { name: intl.formatMessage(m.open, { name: 'Amelia Hart' }) })).toHaveAttribute('href', '/interviews/301');
    const first = within(canvas.getAllByRole('listitem')[0] as HTMLElement);
    await expect(first.getByText(intl.formatMessage(m.toScore))).toBeVisible();
    await expect(first.getByRole('link', { name: new RegExp(intl.formatMessage(m.videoLink)) })).toHaveAttribute('href', 'https://meet.example/mim-301');
    await expect(canvas.getByText(intl.formatMessage(m.address, { address: '1 Campus Road' }))).toBeVisible();
  },
};

/** On no panel: said so, with how one gets on one. */
export const NoInterviews: Story = {
  ...pageParameters({ ports: { interview: { panelInterviews: async () => [] } } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 2, name: intl.formatMessage(m.empty) })).toBeVisible();
  },
};

export const Loading: Story = {
  ...pageParameters({ ports: { interview: { panelInterviews: never } } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('progressbar', { name: intl.formatMessage(m.loading) })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...pageParameters({ ports: { interview: { panelInterviews: failing() } } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.failedTitle), {}, { timeout: 8_000 })).toBeVisible();
  },
};
