import { PortError, type SavedReviewDraft } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { draftWorkspace, forbidden, reviewEnded, reviewer, reviewPorts, submittedWorkspace } from '../../stories/jury-fixtures';
import { secondsFromNow } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { RECOMMENDATION_LABELS } from '../../shared/review-labels';
import type { IntlShape } from 'react-intl';
import { Component } from './review.route';
import { reviewsMessages as m } from './reviews.messages';

const meta = {
  title: 'Pages/Review',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/reviews/71', route: '/reviews/:assignmentId', parts: ['reviews'], user: reviewer, ports: reviewPorts(draftWorkspace) }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A criterion's name in the story's language, as the rubric gives it. */
const criterion = (intl: IntlShape, id: string): string => {
  const found = draftWorkspace.rubric.criteria.find((candidate) => candidate.id === id);
  return found?.label[intl.locale === 'fr' ? 'fr' : 'en'] ?? id;
};

/** A draft saved earlier: the candidate as a pseudonym, documents named by type beside the rubric, none open yet, the scores kept. */
export const Draft: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(canvas.getByRole('heading', { level: 1, name: intl.formatMessage(m.reviewTitle) })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: intl.formatMessage(m.candidate, { pseudonym: '4F7K' }) })).toBeVisible();
    // The documents the program shows its reviewers, and what of the candidate may remain in them.
    const seen = intl.formatList(['CV', 'Transcript', 'Recommendation letters'], { type: 'conjunction' });
    await expect(canvas.getByText(intl.formatMessage(m.documentsSeen))).toBeVisible();
    await expect(canvas.getByText(seen)).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.documentsBlind))).toBeVisible();
    // No preview opens by itself (a PDF would start the browser's viewer): each document has its Show button.
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.showDocument, { name: 'CV 1' }) })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('img', { name: 'CV 1' })).toBeNull();
    const academic = canvas.getByRole('radiogroup', { name: criterion(intl, 'academic_record') });
    await expect(within(academic).getByRole('radio', { name: new RegExp(`^4 – `) })).toBeChecked();
    const savedAt = draftWorkspace.draft?.saved_at ?? '';
    // Until the page's clock is read (a moment after the first draw), the line gives the day too: then "at" alone.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(m.saveSaved, { time: intl.formatTime(savedAt, { timeStyle: 'short' }) })));
  },
};

/**
 * Submit with criteria left: each says so by its field and the focus goes to the first missing one; once all are
 * scored the review is submitted and the focus goes to the message that says so.
 */
export const SubmitChecksEveryCriterion: Story = {
  ...pageParameters({ ports: { review: { ...reviewPorts(draftWorkspace).review, submit: fn(async () => ({ submitted_at: '2026-03-01T09:00:00.000Z' })) } } }),
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.submit) }));
    const experience = canvas.getByRole('radiogroup', { name: criterion(intl, 'experience') });
    await expect(within(experience).getByText(intl.formatMessage(m.criterionMissing))).toBeVisible();
    await waitFor(() => expect(within(experience).getAllByRole('radio')[0]).toHaveFocus());
    await expect(canvas.getByRole('radiogroup', { name: criterion(intl, 'languages') })).toHaveTextContent(intl.formatMessage(m.criterionMissing));
    // By keyboard: the arrows choose within a group.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(experience).getAllByRole('radio')[2]).toBeChecked();
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: criterion(intl, 'languages') })).getByRole('radio', { name: /^5 – / }));
    await userEvent.click(canvas.getByRole('radio', { name: intl.formatMessage(RECOMMENDATION_LABELS.admit) }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.submit) }));
    const done = await canvas.findByText(intl.formatMessage(m.submittedTitle));
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
    const submit = (parameters.page as { ports: { review: { submit: ReturnType<typeof fn> } } }).ports.review.submit;
    await expect(submit).toHaveBeenCalledWith(71, expect.objectContaining({ scores: { academic_record: 4, motivation: 3, experience: 3, languages: 5 }, recommendation: 'admit' }));
  },
};

/** A document opens on demand, below its button, which keeps the focus and says it is expanded; it closes the same way. */
export const OpenADocument: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const show = await canvas.findByRole('button', { name: intl.formatMessage(m.showDocument, { name: 'CV 1' }) });
    await userEvent.click(show);
    await expect(await canvas.findByRole('img', { name: 'CV 1' })).toBeVisible();
    const hide = canvas.getByRole('button', { name: intl.formatMessage(m.hideDocument, { name: 'CV 1' }) });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(hide).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('img', { name: 'CV 1' })).toBeNull();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.showDocument, { name: 'CV 1' }) })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A submitted review is locked: no form, no conflict to declare; what was submitted reads back, and when. */
export const Submitted: Story = {
  ...pageParameters({ ports: reviewPorts(submittedWorkspace) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.submittedTitle))).toBeVisible();
    // No criterion is offered to score again.
    await expect(canvas.queryByRole('radiogroup', { name: criterion(intl, 'languages') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.submit) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.conflict) })).toBeNull();
    const review = canvas.getByRole('region', { name: intl.formatMessage(m.submittedReview) });
    const languages = draftWorkspace.rubric.criteria.find((candidate) => candidate.id === 'languages');
    const words = languages?.levels[4]?.[intl.locale === 'fr' ? 'fr' : 'en'] ?? '';
    await expect(review).toHaveTextContent(criterion(intl, 'languages') + intl.formatMessage(m.submittedScore, { score: 5, words }));
    await expect(review).toHaveTextContent(intl.formatMessage(RECOMMENDATION_LABELS.admit));
    await expect(review).toHaveTextContent('Strong grades.');
    const when = intl.formatDate(submittedWorkspace.submitted_at_review ?? '', { dateStyle: 'long', timeStyle: 'short' });
    await expect(review).toHaveTextContent(intl.formatMessage(m.submittedText, { date: when }));
  },
};

/** Overdue: the page says "Overdue since", as the queue does for the same assignment. */
export const Overdue: Story = {
  ...pageParameters({ ports: reviewPorts({ ...draftWorkspace, due_at: secondsFromNow(-2 * 86_400) }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    const date = intl.formatDate(secondsFromNow(-2 * 86_400), { dateStyle: 'medium' });
    await expect(await canvas.findByText(intl.formatMessage(m.overdue, { date }))).toBeVisible();
    await expect(canvas.queryByText(intl.formatMessage(m.due, { date }))).toBeNull();
  },
};

/** A draft saved on another day says its day, not its time alone. */
export const SavedAnotherDay: Story = {
  ...pageParameters({ ports: reviewPorts({ ...draftWorkspace, draft: draftWorkspace.draft && { ...draftWorkspace.draft, saved_at: secondsFromNow(-3 * 86_400) } }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    const savedAt = secondsFromNow(-3 * 86_400);
    const words = intl.formatMessage(m.saveSavedOn, { date: intl.formatDate(savedAt, { dateStyle: 'medium' }), time: intl.formatTime(savedAt, { timeStyle: 'short' }) });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(words));
  },
};

/** Re-opened two days ago by an admin, with a reason on two lines: a draft again. */
const reopenedAt = secondsFromNow(-2 * 86_400);
const reopenedWorkspace = { ...draftWorkspace, reopened: { by: 'Alex Admin', at: reopenedAt, reason: 'Score the interview too.\nThen submit it again.' } };

/**
 * A review an admin re-opened says so above the rubric, in a status (not an alert, nothing takes the focus): who, on
 * which day, and their reason with its line breaks.
 */
export const Reopened: Story = {
  ...pageParameters({ ports: reviewPorts(reopenedWorkspace) }),
  play: async ({ canvas, canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    const date = intl.formatDate(reopenedAt, { dateStyle: 'medium' });
    const time = intl.formatTime(reopenedAt, { timeStyle: 'short' });
    const words = intl.formatMessage(m.reopenedOn, { name: 'Alex Admin', date, time, reason: 'Score the interview too.\nThen submit it again.' });
    const notice = await canvas.findByText((_content, element) => element?.textContent === words && element.tagName === 'P');
    await expect(notice).toBeVisible();
    // The two lines show as two lines.
    await expect(getComputedStyle(notice).whiteSpace).toBe('pre-wrap');
    const region = notice.closest('[role="status"]');
    await expect(region).not.toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Above the rubric, and it takes no focus.
    const rubric = canvas.getByRole('radiogroup', { name: criterion(intl, 'academic_record') });
    await expect(region?.compareDocumentPosition(rubric)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(region?.contains(canvasElement.ownerDocument.activeElement)).toBe(false);
  },
};

/** A comment too long: the rest is saved, the page says what was not and why, and the text stays in its field. */
export const CommentTooLong: Story = {
  ...pageParameters({
    ports: {
      review: {
        ...reviewPorts(draftWorkspace).review,
        saveDraft: fn(async (_id: number, draft: { version: number; comment: string }) => ({
          version: draft.version + 1,
          saved_at: secondsFromNow(0),
          not_saved: draft.comment.length > 4000 ? [{ field: 'comment' as const, code: 'COMMENT_TOO_LONG' as const, max: 4000, length: draft.comment.length }] : [],
        })),
      },
    },
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const comment = await canvas.findByRole('textbox', { name: intl.formatMessage(m.comment) });
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(4001));
    const length = 'Strong grades.'.length + 4001;
    // The catalog's number spacing (a narrow no-break space in French) as the matcher reads it: any space as one.
    const notSaved = intl.formatMessage(m.saveCommentNotSaved, { length, max: 4000 }).replace(/\s+/g, ' ');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(notSaved), { timeout: 3_000 });
    await expect(canvas.getByRole('status')).not.toHaveTextContent(intl.formatMessage(m.saveFailed));
    await expect(comment).toHaveValue(`Strong grades.${'x'.repeat(4001)}`);
  },
};

const otherTab: SavedReviewDraft = {
  scores: { academic_record: 2, motivation: 3 },
  recommendation: 'reject',
  comment: 'Written in the other tab.',
  version: 4,
  saved_at: secondsFromNow(-60),
};

/** Whether the other tab has saved yet: the story's server answers with its version from then on. */
let otherTabSaved = false;

/** Saved in another tab meanwhile: the page shows both versions where they differ and the reviewer keeps theirs. */
export const ChangedInAnotherTab: Story = {
  ...pageParameters({
    ports: {
      review: {
        ...reviewPorts(draftWorkspace).review,
        workspace: fn(async () => (otherTabSaved ? { ...draftWorkspace, draft: otherTab } : draftWorkspace)),
        // A save based on a version older than the other tab's is refused, as the server does.
        saveDraft: fn(async (_id: number, draft: { version: number }) => {
          if (draft.version < otherTab.version) {
            otherTabSaved = true;
            throw new PortError('CONFLICT', 'Conflict', { status: 409, detail: { code: 'STALE_DRAFT', version: otherTab.version } });
          }
          return { version: draft.version + 1, saved_at: secondsFromNow(0), not_saved: [] };
        }),
      },
    },
  }),
  beforeEach: () => {
    otherTabSaved = false;
  },
  play: async ({ canvas, canvasElement, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    const languages = await canvas.findByRole('radiogroup', { name: criterion(intl, 'languages') });
    await userEvent.click(within(languages).getByRole('radio', { name: /^2 – / }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: intl.formatMessage(m.staleTitle) }, { timeout: 3_000 });
    await expect(within(dialog).getByRole('row', { name: new RegExp(`^${criterion(intl, 'academic_record')}`) })).toHaveTextContent(/4 – .*2 – /);
    await expect(within(dialog).getByRole('row', { name: new RegExp(`^${criterion(intl, 'languages')}`) })).toHaveTextContent(intl.formatMessage(m.staleNone));
    await expect(within(dialog).getByRole('row', { name: new RegExp(`^${intl.formatMessage(m.comment)}`) })).toHaveTextContent('Written in the other tab.');
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(m.staleKeepMine) }));
    const kept = await canvas.findByText(intl.formatMessage(m.staleKeptMine));
    await waitFor(() => expect(kept.closest('[tabindex="-1"]')).toHaveFocus());
    const save = (parameters.page as { ports: { review: { saveDraft: ReturnType<typeof fn> } } }).ports.review.saveDraft;
    await expect(save).toHaveBeenLastCalledWith(71, expect.objectContaining({ version: 4, comment: 'Strong grades.', scores: { academic_record: 4, motivation: 3, languages: 2 } }));
    await expect(within(languages).getByRole('radio', { name: /^2 – / })).toBeChecked();
  },
};

/** No connection: the change stays on the page and the status says it will be saved when the connection is back. */
export const Offline: Story = {
  ...pageParameters({
    ports: { review: { ...reviewPorts(draftWorkspace).review, saveDraft: () => Promise.reject(new PortError('NETWORK', 'Network Error')) } },
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const languages = await canvas.findByRole('radiogroup', { name: criterion(intl, 'languages') });
    await userEvent.click(within(languages).getByRole('radio', { name: /^2 – / }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(m.saveOffline)), { timeout: 3_000 });
    await expect(within(languages).getByRole('radio', { name: /^2 – / })).toBeChecked();
  },
};

/** Declaring a conflict asks for a reason first (the focus goes to the field), then passes the application on. */
export const DeclareConflict: Story = {
  ...pageParameters({ ports: { review: { ...reviewPorts(draftWorkspace).review, declareConflict: fn(async () => undefined) } } }),
  play: async ({ canvas, canvasElement, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.conflict) }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: intl.formatMessage(m.conflictTitle) });
    const reason = within(dialog).getByRole('textbox', { name: intl.formatMessage(m.conflictReason) });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(m.conflictConfirm) }));
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(new RegExp(intl.formatMessage(m.conflictReasonMissing)));
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, 'I taught this candidate.');
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(m.conflictConfirm) }));
    const declare = (parameters.page as { ports: { review: { declareConflict: ReturnType<typeof fn> } } }).ports.review.declareConflict;
    await waitFor(() => expect(declare).toHaveBeenCalledWith(71, 'I taught this candidate.'));
    await expect(await body.findByText(intl.formatMessage(m.conflictDone, { pseudonym: '4F7K' }))).toBeVisible();
  },
};

/** Another reviewer's assignment (403) looks like an unknown one: nothing says whose it is. */
export const NotFound: Story = {
  ...pageParameters({ ports: { review: { workspace: forbidden } } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.notFoundTitle) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: intl.formatMessage(m.backToQueue) })).toHaveAttribute('href', '/reviews');
  },
};

/** An assignment that ended before it was submitted (decided, the draft kept): says so and why, with the way back, not "not found". */
export const Ended: Story = {
  ...pageParameters({ ports: { review: { workspace: reviewEnded } } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.endedPageTitle) })).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.endedPageText, { reason: intl.formatMessage(m.endedDecidedDraft) }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: intl.formatMessage(m.backToQueue) })).toHaveAttribute('href', '/reviews');
    await expect(canvas.queryByRole('heading', { name: intl.formatMessage(m.notFoundTitle) })).toBeNull();
  },
};
