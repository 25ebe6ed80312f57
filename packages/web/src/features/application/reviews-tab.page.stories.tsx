import { aReviewSettingsView } from '@admission/domain/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { applicationPage, applicationPorts } from '../../stories/fixtures';
import { disagreeingReviews } from '../../stories/jury-fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never } from '../../stories/story-services';
import { Component } from './application.route';
import { reviewsTabMessages as m } from './reviews-tab.messages';

const juryPorts = (overrides: Record<string, unknown> = {}) => ({
  ...applicationPorts(),
  review: {
    applicationReviews: async () => disagreeingReviews,
    settings: async () =>
      aReviewSettingsView({
        reviewers: [
          { id: 'reviewer-1', name: 'Ada Reviewer', email: 'reviewer1@northbridge.example' },
          { id: 'reviewer-2', name: 'Basil Reviewer', email: 'reviewer2@northbridge.example' },
          { id: 'reviewer-4', name: 'Dora Reviewer', email: 'reviewer4@northbridge.example' },
        ],
      }),
    reopenReview: fn(async () => undefined),
    reassign: fn(async () => undefined),
    ...overrides,
  },
});

const meta = {
  title: 'Pages/Application reviews',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ ...applicationPage(), ports: juryPorts() }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

type Spies = { ports: { review: { reopenReview: ReturnType<typeof fn>; reassign: ReturnType<typeof fn> } } };

/** Two reviews far apart: each with its reviewer, scores, total and comment, the mean, the spread and the disagreement mark; a conflict. */
export const Disagreement: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(m.tab) }));
    await expect(await canvas.findByText(intl.formatMessage(m.done, { done: 2, assigned: 2 }))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.disagreementText, { threshold: 1.5 }))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.outOfFive, { score: intl.formatNumber(3.07) }))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Ada Reviewer' })).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.reviewTotal, { total: intl.formatNumber(2.13) }))).toBeVisible();
    await expect(canvas.getByText('The motivation letter does not say why this program.')).toBeVisible();
    await expect(canvas.getByText(/I taught this candidate last year\./u)).toBeVisible();
  },
};

/** Whether the text's line break is drawn: the character after it starts a line below the one before it. */
const breaksAtNewline = (element: HTMLElement): boolean => {
  const node = element.firstChild;
  const text = node?.textContent ?? '';
  const at = text.indexOf('\n');
  if (node === null || at < 1) return false;
  const topOf = (offset: number) => {
    const range = document.createRange();
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    return range.getBoundingClientRect().top;
  };
  return topOf(at + 1) > topOf(at - 1);
};

const COMMENT_ON_LINES = 'Strong grades.\nWeak letter.';
const REASON_ON_LINES = 'I taught this candidate.\nLast year, in Lyon.';

/** A comment and a conflict's reason written on several lines show on several lines, as written. */
export const TextsOnSeveralLines: Story = {
  ...pageParameters({
    ports: juryPorts({
      applicationReviews: async () => ({
        ...disagreeingReviews,
        reviews: disagreeingReviews.reviews.map((review, index) => (index === 1 ? { ...review, comment: COMMENT_ON_LINES } : review)),
        conflicts: disagreeingReviews.conflicts.map((conflict) => ({ ...conflict, reason: REASON_ON_LINES })),
      }),
    }),
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(m.tab) }));
    const comment = await canvas.findByText((_, element) => element?.textContent === COMMENT_ON_LINES && element.tagName === 'P');
    await expect(breaksAtNewline(comment)).toBe(true);
    const conflict = canvas.getByText((_, element) => element?.tagName === 'P' && (element.textContent ?? '').includes(REASON_ON_LINES));
    await expect(breaksAtNewline(conflict)).toBe(true);
  },
};

/** An admin re-opens a review with a reason; the focus then goes to the reviewers' card. */
export const Reopen: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(m.tab) }));
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.reopen, { name: 'Basil Reviewer' }) }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: intl.formatMessage(m.reason) });
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(m.reopenShort) }));
    await expect(reason).toHaveAccessibleDescription(new RegExp(intl.formatMessage(m.reasonMissing)));
    await userEvent.type(reason, 'Scores do not match the comment.');
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(m.reopenShort) }));
    const { reopenReview } = (parameters.page as Spies).ports.review;
    await waitFor(() => expect(reopenReview).toHaveBeenCalledWith(42, 72, 'Scores do not match the comment.'));
    await expect(await body.findByText(intl.formatMessage(m.reopened, { name: 'Basil Reviewer' }))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: intl.formatMessage(m.assignmentsTitle) }).closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/** An agent reads the reviews but acts on none. */
export const AsAgent: Story = {
  ...pageParameters({ user: { email: 'agent@example.com', role: 'agent' } }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(m.tab) }));
    await expect(await canvas.findByRole('heading', { name: 'Ada Reviewer' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.reopen, { name: 'Ada Reviewer' }) })).toBeNull();
  },
};

export const Loading: Story = {
  ...pageParameters({ ports: juryPorts({ applicationReviews: never }) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(m.tab) }));
    await expect(await canvas.findByText(intl.formatMessage(m.loading))).toBeInTheDocument();
  },
};
