import { PortError } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { draftWorkspace, forbidden, reviewer, reviewPorts, submittedWorkspace } from '../../stories/jury-fixtures';
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
    await expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(m.saveSaved, { time: intl.formatTime(savedAt, { timeStyle: 'short' }) }));
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

/** A submitted review is locked: no form, no conflict to declare. */
export const Submitted: Story = {
  ...pageParameters({ ports: reviewPorts(submittedWorkspace) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.submittedTitle))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.submit) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.conflict) })).toBeNull();
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
