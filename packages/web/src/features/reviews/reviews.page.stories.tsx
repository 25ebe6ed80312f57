import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing } from '../../stories/fixtures';
import { queueWithEnded, reviewer, reviewPorts, reviewQueue } from '../../stories/jury-fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never } from '../../stories/story-services';
import { Component } from './reviews.route';
import { reviewsMessages as m } from './reviews.messages';

const meta = {
  title: 'Pages/Reviews queue',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/reviews', route: '/reviews', parts: ['reviews'], user: reviewer, ports: reviewPorts() }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reviewer's assignments by pseudonym: program, due date (one overdue), their state and the application's reviews done. */
export const Queue: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.queueTitle) })).toBeVisible();
    const list = await canvas.findByRole('list', { name: intl.formatMessage(m.queueLabel) });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(reviewQueue.length);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByRole('link', { name: intl.formatMessage(m.open, { pseudonym: '4F7K' }) })).toHaveAttribute('href', '/reviews/71');
    await expect(first.getByText(new RegExp(intl.formatMessage(m.overdue, { date: '' }).trim()))).toBeVisible();
    await expect(first.getByText(intl.formatMessage(m.reviewsDone, { done: 1, required: 2 }))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.myProgress, { done: 1, total: 3 }))).toBeVisible();
    // Blind: the queue names nobody.
    await expect(list.textContent).not.toContain('@');
  },
};

/**
 * Two assignments ended before the reviewer submitted: apart, below the open ones, under "Ended", each with why (a
 * decided application's draft kept; a withdrawn one with no draft) and when; none counts as to do or overdue.
 */
export const WithEnded: Story = {
  ...pageParameters({ ports: { review: { ...reviewPorts().review, queue: async () => queueWithEnded } } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    const open = await canvas.findByRole('list', { name: intl.formatMessage(m.queueLabel) });
    await expect(within(open).getAllByRole('listitem')).toHaveLength(reviewQueue.length);
    await expect(canvas.getByText(intl.formatMessage(m.myProgress, { done: 1, total: 3 }))).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 2, name: intl.formatMessage(m.endedTitle) });
    const section = canvas.getByRole('region', { name: intl.formatMessage(m.endedTitle) });
    await expect(section).toContainElement(heading);
    // Below the open ones.
    await expect(open.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const ended = within(within(section).getByRole('list', { name: intl.formatMessage(m.endedLabel) })).getAllByRole('listitem');
    await expect(ended).toHaveLength(2);
    // The latest end first: the decided one, its draft kept.
    const decided = within(ended[0] as HTMLElement);
    await expect(decided.getByRole('heading', { level: 3, name: intl.formatMessage(m.candidate, { pseudonym: 'D5CV' }) })).toBeVisible();
    await expect(decided.getByText(intl.formatMessage(m.endedDecidedDraft))).toBeVisible();
    await expect(decided.getByText(intl.formatMessage(m.endedBadge))).toBeVisible();
    await expect(within(ended[1] as HTMLElement).getByText(intl.formatMessage(m.endedWithdrew))).toBeVisible();
    // Nothing to do on them: no link, no due date, no overdue line.
    const overdue = intl.formatMessage(m.overdue, { date: '' }).trim();
    for (const item of ended) {
      await expect(within(item).queryByRole('link')).toBeNull();
      await expect(item.textContent).not.toContain(overdue);
    }
    await expect(section.textContent).not.toContain('@');
  },
};

/**
 * The list shows once the clock is known too: an overdue assignment says so from the list's first draw, never "Due"
 * first (its longer line would then push the cards below it down: a layout shift).
 */
export const OverdueFromTheFirstDraw: Story = {
  play: async ({ canvas, canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    const due = intl.formatMessage(m.due, { date: '' }).trim();
    const drawn: string[] = [];
    const record = () => {
      const first = canvasElement.querySelector('ul > li');
      if (first?.textContent) drawn.push(first.textContent);
    };
    const observer = new MutationObserver(record);
    observer.observe(canvasElement, { childList: true, subtree: true, characterData: true });
    record();
    const list = await canvas.findByRole('list', { name: intl.formatMessage(m.queueLabel) });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(intl.formatMessage(m.overdue, { date: '' }).trim());
    observer.disconnect();
    await expect(drawn.length).toBeGreaterThan(0);
    await expect(drawn.filter((text) => text.includes(due))).toEqual([]);
  },
};

export const Empty: Story = {
  ...pageParameters({ ports: { review: { queue: async () => [] } } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { name: intl.formatMessage(m.queueEmpty) })).toBeVisible();
  },
};

export const Loading: Story = {
  ...pageParameters({ ports: { review: { queue: never } } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.queueLoading))).toBeInTheDocument();
  },
};

/** The queue could not be read: said, with a way to try again. */
export const Failed: Story = {
  ...pageParameters({ ports: { review: { queue: failing() } } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.queueFailedTitle))).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.retry) })).toBeVisible();
  },
};
