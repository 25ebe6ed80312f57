import type { StaffNote } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { commonMessages } from '../../shared/messages';
import { reasonsDialogMessages as rd } from '../../shared/reasons-dialog.messages';
import { dealStatusMessage } from '../../shared/staff-labels';
import { applicationNotes, applicationPage, applicationPorts, quizUnderWayDetail, rejectedApplicationDetail } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { closeToast } from '../../stories/toasts';
import { applicationMessages as m } from './application.messages';
import { Component } from './application.route';
import { workflowMessages as w } from './workflow.messages';

// The staff's actions on /application/{id} that ask first or move the focus: a status change that emails the
// candidate, a note's deletion; and the quiz tab while the candidate is taking the quiz.
const meta = {
  title: 'Pages/Application actions',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations(applicationPage()),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

const setStatus = fn(async () => undefined);

/** Re-open on a rejected application asks first, saying the status change and the email; Cancel sends nothing and leaves the focus on the button. */
export const ReopenAsksFirst: Story = {
  ...pageParameters({ ports: { ...applicationPorts(), admin: { ...applicationPorts().admin, detail: async () => rejectedApplicationDetail, setStatus } } }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const body = within(canvasElement.ownerDocument.body);
    setStatus.mockClear();
    // The page has arrived (its heading took the focus) before the button is pressed.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
    const reopen = await canvas.findByRole('button', { name: intl.formatMessage(m.reopen) });
    await userEvent.click(reopen);
    const dialog = await body.findByRole('alertdialog', { name: intl.formatMessage(m.reopenConfirmTitle) });
    const status = (value: 'REJECTED' | 'IN_PROGRESS') => intl.formatMessage(dealStatusMessage(value));
    await expect(dialog).toHaveTextContent(intl.formatMessage(m.changeFromTo, { from: status('REJECTED'), to: status('IN_PROGRESS') }));
    await expect(dialog).toHaveTextContent(intl.formatMessage(m.emailReopened));
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(commonMessages.cancel) }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(reopen).toHaveFocus());
    await expect(setStatus).not.toHaveBeenCalled();
  },
};

/** The quiz tab while the candidate is taking it: in progress, the time left and when it ends (the story's clock is stopped). */
export const QuizUnderWay: Story = {
  ...pageParameters({ ports: { ...applicationPorts(), admin: { ...applicationPorts().admin, detail: async () => quizUnderWayDetail } } }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: new RegExp(intl.formatMessage(m.quizTab)) }));
    await expect(await canvas.findByText(intl.formatMessage(m.quizInProgress))).toBeVisible();
    const left = intl.formatNumber(25, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
    const end = intl.formatTime(quizUnderWayDetail.quiz?.end_time ?? '', { timeStyle: 'short' });
    await expect(canvas.getByText(intl.formatMessage(m.quizInProgressText, { left, end }))).toBeVisible();
    await expect(canvas.queryByText(intl.formatMessage(m.outcome))).toBeNull();
  },
};

let notes: readonly StaffNote[] = applicationNotes;
const deleteNote = fn(async (_id: number, noteId: number) => {
  notes = notes.filter((note) => note.id !== noteId);
});

/** Delete on one's own note asks first; once it is gone, the focus is on the note that took its place. */
export const DeleteNoteAsksFirst: Story = {
  ...pageParameters({ ports: { ...applicationPorts(), workflow: { ...applicationPorts().workflow, notes: async () => notes, deleteNote } } }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const body = within(canvasElement.ownerDocument.body);
    notes = applicationNotes;
    deleteNote.mockClear();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(w.notesTab) }));
    const date = intl.formatDate(applicationNotes[0]?.created_at, { dateStyle: 'medium', timeStyle: 'short' });
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(w.deleteNoteLabel, { date }) }));
    const dialog = await body.findByRole('alertdialog', { name: intl.formatMessage(w.deleteNoteTitle) });
    await expect(dialog).toHaveTextContent(intl.formatMessage(w.deleteNoteText, { date }));
    await expect(deleteNote).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(w.deleteNoteConfirm) }));
    await waitFor(() => expect(deleteNote).toHaveBeenCalledWith(42, 7));
    const remaining = await canvas.findByRole('listitem');
    await waitFor(() => expect(remaining).toHaveFocus());
    await expect(remaining).toHaveTextContent('Aaron Agent');
    await closeToast(canvasElement, intl, intl.formatMessage(w.noteRemoved));
  },
};

/** Asking for a new file with "Other" chosen and no text: the error names the radio buttons as they are. */
export const SendBackOtherWithoutText: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(w.reviewSendBackLabel, { name: 'transcript-2025.pdf' }) }));
    const dialog = await body.findByRole('dialog', { name: intl.formatMessage(w.sendBackTitle) });
    const radios = within(dialog).getAllByRole('radio');
    await userEvent.click(radios[radios.length - 1] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(w.sendBackTitle) }));
    const other = within(dialog).getByRole('textbox', { name: intl.formatMessage(rd.otherReasonLabel) });
    await expect(other).toHaveAccessibleDescription(expect.stringContaining(intl.formatMessage(rd.otherReasonMissingOne)));
  },
};
