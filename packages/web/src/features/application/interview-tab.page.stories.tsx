import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { bookingFormMessages as formWords } from '../../shared/booking-form.messages';
import { interviewMessages as words } from '../../shared/interview.messages';
import { applicationDetail, applicationPage, applicationPorts, failing } from '../../stories/fixtures';
import { freeSlots, interviewRefusal, scoredStaffInterview, slotTaken, staffBooking, staffInterview } from '../../stories/interview-fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never } from '../../stories/story-services';
import { Component } from './application.route';
import { interviewTabMessages as m } from './interview-tab.messages';
import { reviewsTabMessages as reviewWords } from './reviews-tab.messages';

const admissible = { ...applicationDetail, deal: { ...applicationDetail.deal, deal_status: 'ADMISSIBLE' as const } };
const booked = () => staffInterview({ booking: staffBooking(3), free_slots: freeSlots.slice(1) });

const interviewPorts = (overrides: Record<string, unknown> = {}) => {
  const ports = applicationPorts();
  return {
    ...ports,
    admin: { ...ports.admin, detail: async () => admissible },
    interview: {
      staffInterview: async () => staffInterview(),
      staffBook: fn(async () => booked()),
      staffMove: fn(async () => booked()),
      staffCancel: fn(async () => staffInterview()),
      allowRebook: fn(async () => staffInterview({ booking: staffBooking(-1, { attendance: 'no_show' }), rebook_allowed: true })),
      ...overrides,
    },
  };
};

const meta = {
  title: 'Pages/Application interview',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ ...applicationPage(), ports: interviewPorts() }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

type Spies = { ports: { interview: Record<'staffBook' | 'staffMove' | 'staffCancel' | 'allowRebook', ReturnType<typeof fn>> } };
type Canvas = ReturnType<typeof within>;

/** The tab's result line (done, or refused outside the form) holds the focus. */
const expectFocusOn = async (canvas: Canvas, text: string) => {
  const result = await canvas.findByText(text);
  await waitFor(() => expect(result.closest('[tabindex="-1"]')).toHaveFocus());
};

/** Held and scored: when (the zone named), how, the panel, the adjustments, attendance, each score with its comment, the mean, the history. */
export const BookedAndScored: Story = {
  ...pageParameters({ ports: interviewPorts({ staffInterview: async () => scoredStaffInterview() }) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(m.tab) }));
    await expect(await canvas.findByRole('heading', { name: intl.formatMessage(m.bookingTitle) })).toBeVisible();
    await expect(canvas.getByText(intl.formatList([intl.formatMessage(words.adjustment_extra_time), 'A quiet room'], { type: 'conjunction' }))).toBeVisible();
    await expect(canvas.getByText(intl.formatList(['Alice Admin', 'Ada Reviewer'], { type: 'conjunction' }))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.attendance_attended))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(reviewWords.outOfFive, { score: intl.formatNumber(4) }))).toBeVisible();
    await expect(canvas.getByText('Clear and well prepared.')).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(reviewWords.noComment))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.history_scored))).toBeVisible();
    // Nothing to change once it was held.
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.move) })).toBeNull();
  },
};

/** Not booked: staff open the free times (which take the focus), pick one and book; the result, e-mail said, takes the focus. */
export const BookForTheCandidate: Story = {
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(m.tab) }));
    await expect(await canvas.findByRole('heading', { name: intl.formatMessage(m.notBookedTitle) })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.book) }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: intl.formatMessage(formWords.freeSlots) })).toHaveFocus());
    const freeTimes = canvas.getByRole('group', { name: intl.formatMessage(formWords.freeSlots) });
    await userEvent.click(within(freeTimes).getAllByRole('radio')[1] as HTMLElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: intl.formatMessage(words.adjustment_step_free_access) }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.confirmBook) }));
    const { staffBook } = (parameters.page as Spies).ports.interview;
    await waitFor(() => expect(staffBook).toHaveBeenCalledWith(42, { slot_id: 202, adjustments: { kinds: ['step_free_access'], other: '' } }));
    await expectFocusOn(canvas, intl.formatMessage(m.done_booked));
    await expect(canvas.getByRole('heading', { name: intl.formatMessage(m.bookingTitle) })).toBeVisible();
  },
};

/** Another candidate took the time first: the refusal takes the focus beside the refreshed times, and the words typed stay. */
export const MoveRefusedSlotTaken: Story = {
  ...pageParameters({ ports: interviewPorts({ staffInterview: async () => booked(), staffMove: fn(() => Promise.reject(slotTaken(freeSlots.slice(3)))) }) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(m.tab) }));
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.move) }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: intl.formatMessage(formWords.freeSlots) })).toHaveFocus());
    const other = canvas.getByRole('textbox', { name: new RegExp(intl.formatMessage(formWords.adjustmentOtherLabel)) });
    await expect(other).toHaveValue('A quiet room');
    await userEvent.type(other, ' near the lift');
    const freeTimes = canvas.getByRole('group', { name: intl.formatMessage(formWords.freeSlots) });
    await userEvent.click(within(freeTimes).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.confirmMove) }));
    await expectFocusOn(canvas, intl.formatMessage(m.refused_SLOT_TAKEN));
    const refreshed = () => within(canvas.getByRole('group', { name: intl.formatMessage(formWords.freeSlots) })).getAllByRole('radio');
    await waitFor(() => expect(refreshed()).toHaveLength(1));
    await expect(canvas.getByRole('textbox', { name: new RegExp(intl.formatMessage(formWords.adjustmentOtherLabel)) })).toHaveValue('A quiet room near the lift');
    // Closing the form gives the focus back to the button that opened it.
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.closeForm) }));
    await waitFor(() => expect(canvas.getByRole('button', { name: intl.formatMessage(m.move) })).toHaveFocus());
  },
};

/** Cancelling asks for a reason: without one the field says so and keeps the focus; with one, the result takes it. */
export const CancelWithReason: Story = {
  ...pageParameters({ ports: interviewPorts({ staffInterview: async () => booked() }) }),
  play: async ({ canvas, canvasElement, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(m.tab) }));
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.cancel) }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: intl.formatMessage(m.cancelTitle) });
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(intl.formatMessage(m.cancelReason)) });
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(m.cancelConfirm) }));
    await expect(reason).toHaveAccessibleDescription(new RegExp(intl.formatMessage(m.cancelReasonMissing)));
    await waitFor(() => expect(reason).toHaveFocus());
    const { staffCancel } = (parameters.page as Spies).ports.interview;
    await expect(staffCancel).not.toHaveBeenCalled();
    await userEvent.type(reason, 'The panel is ill that day.');
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(m.cancelConfirm) }));
    await waitFor(() => expect(staffCancel).toHaveBeenCalledWith(42, 'The panel is ill that day.'));
    await expectFocusOn(canvas, intl.formatMessage(m.done_cancelled));
  },
};

/** The server refuses a cancellation without a reason: its words show in the dialog, which keeps what was typed. */
export const CancelRefusedByTheServer: Story = {
  ...pageParameters({ ports: interviewPorts({ staffInterview: async () => booked(), staffCancel: fn(() => Promise.reject(interviewRefusal('REASON_REQUIRED', 422))) }) }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(m.tab) }));
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.cancel) }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: intl.formatMessage(m.cancelTitle) });
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(intl.formatMessage(m.cancelReason)) });
    await userEvent.type(reason, 'Moved abroad.');
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(m.cancelConfirm) }));
    await expect(await within(dialog).findByText(intl.formatMessage(m.refused_REASON_REQUIRED))).toBeVisible();
    await expect(reason).toHaveValue('Moved abroad.');
    // Keeping the interview closes the dialog and gives the focus back to the button that opened it.
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(m.cancelKeep) }));
    await waitFor(() => expect(canvas.getByRole('button', { name: intl.formatMessage(m.cancel) })).toHaveFocus());
  },
};

/** A no-show: staff may book again at once or allow the candidate one new booking; the result takes the focus. */
export const NoShow: Story = {
  ...pageParameters({ ports: interviewPorts({ staffInterview: async () => staffInterview({ booking: staffBooking(-1, { attendance: 'no_show' }) }) }) }),
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(m.tab) }));
    await expect(await canvas.findByText(intl.formatMessage(m.attendance_no_show))).toBeVisible();
    await expect(await canvas.findByRole('button', { name: intl.formatMessage(m.book) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.allowRebook) }));
    await waitFor(() => expect((parameters.page as Spies).ports.interview.allowRebook).toHaveBeenCalledWith(42));
    await expectFocusOn(canvas, intl.formatMessage(m['done_rebook-allowed']));
    await expect(canvas.getByText(intl.formatMessage(m.rebookAllowed))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.allowRebook) })).toBeNull();
  },
};

/** A complete application, not admissible yet: no interview at this status, nothing to book. */
export const NotAdmissible: Story = {
  ...pageParameters({ ports: { ...interviewPorts(), admin: applicationPorts().admin } }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(m.tab) }));
    await expect(await canvas.findByText(intl.formatMessage(m.notAdmissible))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.book) })).toBeNull();
  },
};

export const Loading: Story = {
  ...pageParameters({ ports: interviewPorts({ staffInterview: never }) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(m.tab) }));
    await expect(await canvas.findByText(intl.formatMessage(m.loading))).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  ...pageParameters({ ports: interviewPorts({ staffInterview: failing() }) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(m.tab) }));
    await expect(await canvas.findByText(intl.formatMessage(m.failed), {}, { timeout: 5_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.retry) })).toBeVisible();
  },
};
