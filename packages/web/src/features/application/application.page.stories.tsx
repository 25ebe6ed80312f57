import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { applicationDetail, applicationPage, applicationPorts, failing, portError, rejectedApplicationDetail, withdrawal, withdrawnApplicationPorts } from '../../stories/fixtures';
import { never } from '../../stories/story-services';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { Component } from './application.route';
import { applicationMessages as m } from './application.messages';
import { workflowMessages as w } from './workflow.messages';
import { commonMessages } from '../../shared/messages';
import { reasonsDialogMessages as rd } from '../../shared/reasons-dialog.messages';
import type { IntlShape } from 'react-intl';

/** Closes the toast that says `title` and waits for it and any dialog to go: the page's last look no longer depends on timing. */
async function settle(body: ReturnType<typeof within>, intl: IntlShape, title: string, userEvent: { click: (element: Element) => Promise<void> }) {
  await body.findByText(title);
  const region = body.getByRole('region', { name: intl.formatMessage(commonMessages.notificationsLabel) });
  await userEvent.click(within(region).getByRole('button', { name: intl.formatMessage(commonMessages.close) }));
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
}

const meta = {
  title: 'Pages/Application',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations(applicationPage()),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

const candidateName = `${applicationDetail.user.first_name} ${applicationDetail.user.last_name}`;

/** Opens on the Documents tab: each document with View and Download; the admin's status buttons. */
export const DocumentsTab: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: candidateName })).toBeVisible();
    await expect(await canvas.findByText('passport-amelia-hart.pdf')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: new RegExp(intl.formatMessage(m.documentsTab)) })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The Quiz Results tab: score, outcome and each question with its answer. */
export const QuizTab: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: new RegExp(intl.formatMessage(m.quizTab)) }));
    await waitFor(() => expect(canvas.getByText(new RegExp(intl.formatMessage(m.noAnswer)))).toBeVisible());
  },
};

/** The Finances tab: self-financed or not, and the payers. */
export const FinancesTab: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: new RegExp(intl.formatMessage(m.financesTab)) }));
    await waitFor(() => expect(canvas.getByText('margaret.hart@example.com')).toBeVisible());
  },
};

/** The Timeline tab: each change with who made it and when, newest first, the portal's emails among them. */
export const TimelineTab: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(w.timelineTab) }));
    const list = await canvas.findByRole('list', { name: intl.formatMessage(w.timelineListLabel) });
    const entries = within(list).getAllByRole('listitem');
    await expect(entries).toHaveLength(5);
    const admin = intl.formatMessage(w.actorStaff, { name: 'Alice Admin', role: intl.formatMessage(w.roleAdmin) });
    await expect(entries[0]).toHaveTextContent(intl.formatMessage(w.noteAdded, { actor: admin }));
    // The portal's own email, by its template.
    await expect(entries[3]).toHaveTextContent(intl.formatMessage(w.emailReminder, { actor: intl.formatMessage(w.actorSystem) }));
    await expect(entries[4]).toHaveTextContent(intl.formatMessage(w.uploaded, { actor: intl.formatMessage(w.actorCandidate), name: 'passport-amelia-hart.pdf' }));
  },
};

/** The Notes tab: a note as typed (line breaks kept, markup shown as text), Delete on the reader's own only; an empty note is refused in words. */
export const NotesTab: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(w.notesTab) }));
    await expect(await canvas.findByText('<b>Not markup</b>: shown as typed.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: new RegExp(intl.formatMessage(w.deleteNote)) })).toHaveLength(1);
    const field = canvas.getByRole('textbox', { name: intl.formatMessage(w.newNote) });
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(w.addNote) }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(intl.formatMessage(w.noteEmpty)));
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'Seen.');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** The timeline on its way. */
export const TimelineLoading: Story = {
  ...pageParameters({ ports: { workflow: { timeline: never } } }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(w.timelineTab) }));
    await expect(await canvas.findByText(intl.formatMessage(w.timelineLoading))).toBeVisible();
  },
};

/** Nothing recorded yet (an application from before the timeline existed). */
export const TimelineEmpty: Story = {
  ...pageParameters({ ports: { workflow: { timeline: async () => [] } } }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(w.timelineTab) }));
    await expect(await canvas.findByRole('heading', { name: intl.formatMessage(w.timelineEmpty) })).toBeVisible();
  },
};

/** The timeline could not be read: said in the tab, with a way to try again. */
export const TimelineFailed: Story = {
  ...pageParameters({ ports: { workflow: { timeline: failing() } } }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(w.timelineTab) }));
    await expect(await canvas.findByText(intl.formatMessage(w.timelineFailed))).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(w.retry) })).toBeEnabled();
  },
};

/** No note yet: the form is there, the list says so. */
export const NotesEmpty: Story = {
  ...pageParameters({ ports: { workflow: { notes: async () => [] } } }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(w.notesTab) }));
    await expect(await canvas.findByRole('heading', { name: intl.formatMessage(w.notesNone) })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: intl.formatMessage(w.newNote) })).toBeEnabled();
  },
};

/** The notes could not be read: said with a way to try again; a new note can still be written. */
export const NotesFailed: Story = {
  ...pageParameters({ ports: { workflow: { notes: failing() } } }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(w.notesTab) }));
    await expect(await canvas.findByText(intl.formatMessage(w.notesFailed))).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(w.retry) })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: intl.formatMessage(w.newNote) })).toBeEnabled();
  },
};

/** No application behind the address. */
export const NotFound: Story = {
  ...pageParameters({ path: '/application/404', ports: { admin: { detail: failing(portError('NOT_FOUND', 'Not found')), documents: failing(portError('NOT_FOUND', 'Not found')) } } }),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: pageIntl({ loaded }).formatMessage(m.notFound) })).toBeVisible();
  },
};

const setStatus = fn(async () => undefined);

/**
 * Reject asks for the reasons: confirming with none is refused in words and sends nothing; "Other"
 * asks for its text; two reasons go with the rejection.
 */
export const RejectWithReasons: Story = {
  ...pageParameters({ ports: { ...applicationPorts(), admin: { ...applicationPorts().admin, setStatus } } }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const body = within(canvasElement.ownerDocument.body);
    setStatus.mockClear();
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.reject) }));
    const dialog = await body.findByRole('dialog', { name: intl.formatMessage(w.rejectTitle) });
    const confirm = within(dialog).getByRole('button', { name: intl.formatMessage(w.rejectConfirm) });
    await userEvent.click(confirm);
    await expect(within(dialog).getByRole('group', { name: intl.formatMessage(w.rejectGroup) })).toHaveAccessibleDescription(intl.formatMessage(rd.reasonsNone));
    const boxes = within(dialog).getAllByRole('checkbox');
    await userEvent.click(boxes[3] as HTMLElement);
    await userEvent.click(boxes[4] as HTMLElement);
    await userEvent.click(confirm);
    const other = within(dialog).getByRole('textbox', { name: intl.formatMessage(rd.otherReasonLabel) });
    await expect(other).toHaveAttribute('aria-invalid', 'true');
    await expect(setStatus).not.toHaveBeenCalled();
    await userEvent.type(other, 'Portfolio missing');
    await userEvent.click(confirm);
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith(42, 'REJECTED', [{ id: 'places-filled' }, { id: 'other', text: 'Portfolio missing' }]));
    await settle(body, intl, intl.formatMessage(m.statusUpdatedTitle), userEvent);
  },
};

/** A rejected application: the reasons given to the candidate, in the staff member's language. */
export const Rejected: Story = {
  ...pageParameters({ ports: { ...applicationPorts(), admin: { ...applicationPorts().admin, detail: async () => rejectedApplicationDetail } } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(w.rejectionReasons))).toBeVisible();
    await expect(canvas.getByText('Portfolio missing')).toBeVisible();
  },
};

const reviewDocument = fn(applicationPorts().workflow?.reviewDocument);

/** Each document's review: accepted, sent back with its reason, to review; asking for a new file takes one reason. */
export const ReviewDocuments: Story = {
  ...pageParameters({ ports: { ...applicationPorts(), workflow: { ...applicationPorts().workflow, reviewDocument } } }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const body = within(canvasElement.ownerDocument.body);
    reviewDocument.mockClear();
    await expect(await canvas.findByText(intl.formatMessage(w.reviewToReview))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(w.reviewNeedsNewFile))).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(w.reviewAcceptLabel, { name: 'passport-amelia-hart.pdf' }) })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(w.reviewSendBackLabel, { name: 'transcript-2025.pdf' }) }));
    const dialog = await body.findByRole('dialog', { name: intl.formatMessage(w.sendBackTitle) });
    const confirm = within(dialog).getByRole('button', { name: intl.formatMessage(w.sendBackTitle) });
    await userEvent.click(confirm);
    await expect(within(dialog).getByRole('radiogroup')).toHaveAccessibleDescription(intl.formatMessage(rd.reasonNone));
    await userEvent.click(within(dialog).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(confirm);
    await waitFor(() => expect(reviewDocument).toHaveBeenCalledWith(42, 23, { state: 'needs-new-file', reason: { id: 'unreadable' } }));
    await settle(body, intl, intl.formatMessage(w.reviewSaved), userEvent);
  },
};

/**
 * Withdrawn by the candidate: the status card says Withdrawn and why the buttons are off (when, the
 * candidate's reasons in the staff member's language); the timeline's newest entry is the candidate's withdrawal.
 */
export const Withdrawn: Story = {
  ...pageParameters({ ports: withdrawnApplicationPorts() }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const note = intl.formatMessage(w.withdrawnNote, { date: intl.formatDate(withdrawal.withdrawn_at, { dateStyle: 'long' }) });
    await expect(await canvas.findByText(note)).toBeVisible();
    const reasons = canvas.getByRole('list', { name: intl.formatMessage(w.withdrawalReasons) });
    await expect(within(reasons).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(reasons).getByText('Moving abroad')).toBeVisible();
    // COMPLETE gives an admin all three, each refused.
    for (const action of [m.setAdmissible, m.reject, m.reopen]) await expect(canvas.getByRole('button', { name: intl.formatMessage(action) })).toBeDisabled();
    // The tabs draw once the cards have been painted (shared/after-first-paint.tsx).
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(w.timelineTab) }));
    const list = await canvas.findByRole('list', { name: intl.formatMessage(w.timelineListLabel) });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(intl.formatMessage(w.actorCandidate));
  },
};
