import type { BookingRequest } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { brand } from '../../shared/brand';
import { interviewMessages as words } from '../../shared/interview.messages';
import { candidate, failing } from '../../stories/fixtures';
import { bookedPage, bookingPage, forbidden, freeSlots, slotTaken } from '../../stories/interview-fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never } from '../../stories/story-services';
import { bookingFormMessages as formWords } from '../../shared/booking-form.messages';
import { interviewBookingMessages as m } from './interview-booking.messages';
import { Component } from './interview.route';

const bookingPorts = (overrides: Record<string, unknown> = {}) => ({
  interview: {
    candidateInterview: async () => bookingPage(),
    book: fn(async (_id: number, request: BookingRequest) => bookedPage({ booking: { ...(bookedPage().booking as NonNullable<ReturnType<typeof bookedPage>['booking']>), adjustments: request.adjustments } })),
    move: fn(async () => bookedPage()),
    cancel: fn(async () => bookingPage()),
    ...overrides,
  },
});

const meta = {
  title: 'Pages/Interview booking',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/interview/501', route: '/interview/:applicationId', parts: ['interview'], user: candidate, ports: bookingPorts() }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;
type Spies = { ports: { interview: Record<'book' | 'move' | 'cancel', ReturnType<typeof fn>> } };

/** The free times by day in the school's zone (named), each with its mode; picking one and a need, then booking, focuses the booking. */
export const Book: Story = {
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.title) })).toBeVisible();
    const wednesday = await canvas.findByRole('radiogroup', { name: intl.formatDate(freeSlots[0]?.starts_at, { dateStyle: 'full', timeZone: brand.timeZone }) });
    const radios = within(wednesday).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    // One radio group a day, inside the free times (the header's language switch, at desktop widths, is another).
    const freeTimes = canvas.getByRole('group', { name: intl.formatMessage(formWords.freeSlots) });
    await expect(within(freeTimes).getAllByRole('radiogroup')).toHaveLength(2);
    await expect(canvas.getByText(new RegExp(intl.formatMessage(words.zoneNote, { zone: '' }).slice(0, 20)))).toBeVisible();
    // Booking without a time says what is missing.
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.confirm) }));
    await expect((await canvas.findAllByText(intl.formatMessage(formWords.pickSlot)))[0]).toBeVisible();
    await userEvent.click(radios[1] as HTMLElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: intl.formatMessage(words.adjustment_other) }));
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(intl.formatMessage(formWords.adjustmentOtherLabel)) }), 'A quiet room');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.confirm) }));
    const { book } = (parameters.page as Spies).ports.interview;
    await waitFor(() => expect(book).toHaveBeenCalledWith(501, { slot_id: 202, adjustments: { kinds: ['other'], other: 'A quiet room' } }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: intl.formatMessage(m.bookedTitle) })).toHaveFocus());
    await expect(canvas.getByText(intl.formatMessage(m.emailSent))).toBeVisible();
  },
};

/** Another candidate took the time first: the refusal takes the focus beside the refreshed times, and the words typed stay. */
export const SlotTaken: Story = {
  ...pageParameters({ ports: bookingPorts({ book: fn(() => Promise.reject(slotTaken(freeSlots.slice(2)))) }) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const freeTimes = await canvas.findByRole('group', { name: intl.formatMessage(formWords.freeSlots) });
    const radios = within(freeTimes).getAllByRole('radio');
    await userEvent.click(radios[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: intl.formatMessage(words.adjustment_other) }));
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(intl.formatMessage(formWords.adjustmentOtherLabel)) }), 'A quiet room');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.confirm) }));
    const refusal = await canvas.findByText(intl.formatMessage(m.slotTaken));
    await waitFor(() => expect(refusal.closest('[tabindex="-1"]')).toHaveFocus());
    const refreshed = () => within(canvas.getByRole('group', { name: intl.formatMessage(formWords.freeSlots) })).getAllByRole('radio');
    await waitFor(() => expect(refreshed()).toHaveLength(2));
    for (const radio of refreshed()) await expect(radio).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: new RegExp(intl.formatMessage(formWords.adjustmentOtherLabel)) })).toHaveValue('A quiet room');
    await expect(canvas.getByRole('checkbox', { name: intl.formatMessage(words.adjustment_other) })).toBeChecked();
  },
};

/** Booked: when, how, the link, what was asked for and until when it can change; cancelling asks for a reason in a dialog. */
export const Booked: Story = {
  ...pageParameters({ ports: bookingPorts({ candidateInterview: async () => bookedPage() }) }),
  play: async ({ canvas, canvasElement, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 2, name: intl.formatMessage(m.bookedTitle) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(intl.formatMessage(m.videoLink)) })).toHaveAttribute('href', 'https://meet.example/mim-201');
    await expect(canvas.getByText(intl.formatMessage(m.yourAdjustments, { list: intl.formatMessage(words.adjustment_extra_time) }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.cancel) }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: intl.formatMessage(m.cancelTitle) });
    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(intl.formatMessage(m.cancelReason)) }), 'I am ill that week.');
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(m.cancelConfirm) }));
    const { cancel } = (parameters.page as Spies).ports.interview;
    await waitFor(() => expect(cancel).toHaveBeenCalledWith(501, 'I am ill that week.'));
    const done = await canvas.findByText(intl.formatMessage(m.cancelled));
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/** Moving: the other free times (never the booked one), the needs asked for kept; moving focuses the booking again. */
export const Move: Story = {
  ...pageParameters({ ports: bookingPorts({ candidateInterview: async () => bookedPage() }) }),
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.move) }));
    const section = canvas.getByRole('region', { name: intl.formatMessage(m.moveTitle) });
    await expect(within(section).getAllByRole('radio')).toHaveLength(3);
    await expect(within(section).getByRole('checkbox', { name: intl.formatMessage(words.adjustment_extra_time) })).toBeChecked();
    await userEvent.click(within(section).getAllByRole('radio')[2] as HTMLElement);
    await userEvent.click(within(section).getByRole('button', { name: intl.formatMessage(m.confirmMove) }));
    const { move } = (parameters.page as Spies).ports.interview;
    await waitFor(() => expect(move).toHaveBeenCalledWith(501, { slot_id: 204, adjustments: { kinds: ['extra_time'], other: '' } }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: intl.formatMessage(m.bookedTitle) })).toHaveFocus());
  },
};

/** Within the cut-off: no change online; the page says whom to contact. */
export const Locked: Story = {
  ...pageParameters({ ports: bookingPorts({ candidateInterview: async () => bookedPage({ lock: 'CHANGE_CLOSED', free_slots: [] }) }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.closedTitle))).toBeVisible();
    await expect(canvas.getByRole('link', { name: brand.contact.email })).toHaveAttribute('href', `mailto:${brand.contact.email}`);
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.move) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.cancel) })).toBeNull();
  },
};

/** No free time: said so, with the school's address; nothing to book. */
export const NoFreeSlots: Story = {
  ...pageParameters({ ports: bookingPorts({ candidateInterview: async () => bookingPage({ free_slots: [] }) }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { name: intl.formatMessage(formWords.noSlotsTitle) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.confirm) })).toBeDisabled();
  },
};

/** The program books elsewhere: the page links there. */
export const Outside: Story = {
  ...pageParameters({ ports: bookingPorts({ candidateInterview: async () => bookingPage({ booking_place: 'outside', outside_url: 'https://apply.example/interview', free_slots: [] }) }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('link', { name: new RegExp(intl.formatMessage(m.outsideLink)) })).toHaveAttribute('href', 'https://apply.example/interview');
    await expect(canvas.queryByRole('group', { name: intl.formatMessage(formWords.freeSlots) })).toBeNull();
  },
};

export const Loading: Story = {
  ...pageParameters({ ports: bookingPorts({ candidateInterview: never }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('progressbar', { name: intl.formatMessage(m.loading) })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...pageParameters({ ports: bookingPorts({ candidateInterview: failing() }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.failedTitle), {}, { timeout: 8_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.retry) })).toBeVisible();
  },
};

/** Another candidate's application: not found, with the way home. */
export const NotTheirs: Story = {
  ...pageParameters({ ports: bookingPorts({ candidateInterview: failing(forbidden()) }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.notFoundTitle) })).toBeVisible();
  },
};
