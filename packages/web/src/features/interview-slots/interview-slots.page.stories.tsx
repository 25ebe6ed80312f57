import { instantOfLocalTime, type InterviewSlotView, type SlotBatchRequest } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { IntlShape } from 'react-intl';
import { brand } from '../../shared/brand';
import { slotDay, slotHours } from '../../shared/interview-times';
import { admin, failing } from '../../stories/fixtures';
import { aSlot, interviewRefusal, programInterviewsPage, programSlots } from '../../stories/interview-slots-fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never } from '../../stories/story-services';
import { interviewSlotsMessages as m } from './interview-slots.messages';
import { Component } from './interview-slots.route';

const programs = async () => [
  { id: 3, name: 'Master in Finance', brand: brand.id },
  { id: 4, name: 'MSc in Marketing', brand: brand.id },
];

/** The created slots of a batch on 10 March from 09:00 to 10:00, as the server answers. */
const created = (batch: SlotBatchRequest): InterviewSlotView[] => [aSlot(301, 9, 0, { mode: batch.mode, location: batch.location }), aSlot(302, 9, 0.5, { mode: batch.mode, location: batch.location })];

const slotPorts = (overrides: Record<string, unknown> = {}) => ({
  review: { programs },
  interview: {
    programInterviews: async () => programInterviewsPage(),
    updateInterviewSettings: fn(async (_programId: number, update: object) => ({ ...programInterviewsPage().settings, ...update })),
    createSlots: fn(async (_programId: number, batch: SlotBatchRequest) => created(batch)),
    updateSlot: fn(async (slotId: number) => aSlot(slotId, 3, 0.5)),
    removeSlots: fn(async (slotIds: readonly number[]) => ({ removed: slotIds, refused: [] })),
    ...overrides,
  },
});

const meta = {
  title: 'Pages/Interview slots',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/admin/interviews?program=3', route: '/admin/interviews', parts: ['staff'], user: admin, ports: slotPorts() }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

type Spies = { ports: { interview: { createSlots: ReturnType<typeof fn>; removeSlots: ReturnType<typeof fn>; updateInterviewSettings: ReturnType<typeof fn> } } };

/** A slot's checkbox name, as the list gives it. */
const selectName = (intl: IntlShape, slot: InterviewSlotView) => intl.formatMessage(m.select, { day: slotDay(intl, slot, brand.timeZone), hours: slotHours(intl, slot, brand.timeZone) });

/** The element an alert's title or text sits in that takes the focus (the Alert, tabIndex -1). */
const alertOf = (element: HTMLElement) => element.closest<HTMLElement>('[tabindex="-1"]');

/** The slots by day in the school's zone, named: a booked one links to its application and cannot be selected, saying why. */
export const Loaded: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.title) })).toBeVisible();
    const days = await canvas.findAllByRole('heading', { level: 3 });
    await expect(days).toHaveLength(2);
    await expect(days[0]).toHaveTextContent(slotDay(intl, programSlots[0] as InterviewSlotView, brand.timeZone));
    await expect(canvas.getByRole('link', { name: intl.formatMessage(m.booked, { name: 'Amelia Hart' }) })).toHaveAttribute('href', '/application/501');
    const booked = canvas.getByRole('checkbox', { name: selectName(intl, programSlots[0] as InterviewSlotView) });
    await expect(booked).toBeDisabled();
    await expect(booked).toHaveAccessibleDescription(intl.formatMessage(m.bookedNote));
    await expect(canvas.getByRole('checkbox', { name: selectName(intl, programSlots[1] as InterviewSlotView) })).toBeEnabled();
    await expect(canvas.getByLabelText(intl.formatMessage(m.weight))).toHaveValue('50');
  },
};

/** No slot yet: said so, pointing at the batch form. */
export const Empty: Story = {
  ...pageParameters({ ports: slotPorts({ programInterviews: async () => programInterviewsPage({ slots: [] }) }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 3, name: intl.formatMessage(m.emptyTitle) })).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.emptyText))).toBeVisible();
  },
};

/** A batch on one day: the preview counts its slots by the server's rule; once opened, the status takes the focus and the slots join the list. */
export const BatchOpened: Story = {
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    const day = await canvas.findByLabelText(intl.formatMessage(m.day, { number: 1 }));
    await userEvent.type(day, '2026-03-10');
    const to = canvas.getByLabelText(intl.formatMessage(m.to));
    await userEvent.clear(to);
    await userEvent.type(to, '10:00');
    await userEvent.type(canvas.getByLabelText(intl.formatMessage(m.address)), '1 Campus Road');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Marc Lefèvre/ }));
    const at = (time: string) => intl.formatDate(instantOfLocalTime('2026-03-10', time, brand.timeZone) ?? '', { dateStyle: 'full', timeStyle: 'short', timeZone: brand.timeZone });
    await expect(canvas.getByText(intl.formatMessage(m.preview, { count: 2, first: at('09:00'), last: at('10:00') }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.openSlots) }));
    const status = await canvas.findByText(intl.formatMessage(m.opened, { count: 2 }));
    await waitFor(() => expect(alertOf(status)).toHaveFocus());
    const { createSlots } = (parameters.page as Spies).ports.interview;
    await expect(createSlots).toHaveBeenCalledWith(3, expect.objectContaining({ dates: ['2026-03-10'], from: '09:00', to: '10:00', length_minutes: 30, gap_minutes: 0, mode: 'on_site', location: '1 Campus Road', panel_ids: ['rev-1'] }));
    await expect(await canvas.findAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** The end before the start: that field says so and takes the focus; nothing is sent, nothing typed is lost. */
export const BatchFieldError: Story = {
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    await userEvent.type(await canvas.findByLabelText(intl.formatMessage(m.day, { number: 1 })), '2026-03-10');
    const to = canvas.getByLabelText(intl.formatMessage(m.to));
    await userEvent.clear(to);
    await userEvent.type(to, '08:00');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.openSlots) }));
    await waitFor(() => expect(to).toHaveFocus());
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveValue('08:00');
    await expect(canvas.getByText(intl.formatMessage(m.timeOrder))).toBeVisible();
    await expect((parameters.page as Spies).ports.interview.createSlots).not.toHaveBeenCalled();
  },
};

/** The server finds a panel member in two slots at once: an alert names who and when, in the school's zone, and takes the focus; the form keeps what was typed. */
export const BatchPanelOverlap: Story = {
  ...pageParameters({
    ports: slotPorts({
      createSlots: async () =>
        Promise.reject(
          interviewRefusal(409, {
            code: 'PANEL_OVERLAP',
            conflicts: [{ member_id: 'rev-1', member_name: 'Marc Lefèvre', starts_at: programSlots[2]?.starts_at, other_slot_id: 203, other_starts_at: programSlots[2]?.starts_at }],
          }),
        ),
    }),
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const day = await canvas.findByLabelText(intl.formatMessage(m.day, { number: 1 }));
    await userEvent.type(day, '2026-03-05');
    await userEvent.type(canvas.getByLabelText(intl.formatMessage(m.address)), '1 Campus Road');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Marc Lefèvre/ }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.openSlots) }));
    const title = await canvas.findByText(intl.formatMessage(m.overlapTitle));
    await waitFor(() => expect(alertOf(title)).toHaveFocus());
    const when = intl.formatDate(programSlots[2]?.starts_at, { dateStyle: 'full', timeStyle: 'short', timeZone: brand.timeZone });
    await expect(alertOf(title)).toHaveTextContent(intl.formatMessage(m.overlapLine, { name: 'Marc Lefèvre', start: when, other: when }));
    await expect(day).toHaveValue('2026-03-05');
    await expect(canvas.getByLabelText(intl.formatMessage(m.address))).toHaveValue('1 Campus Road');
  },
};

/** The server refuses the booking site's link: that field says so, takes the focus, and keeps it. */
export const SettingsFieldError: Story = {
  ...pageParameters({ ports: slotPorts({ updateInterviewSettings: async () => Promise.reject(interviewRefusal(422, { code: 'INTERVIEW_SETTINGS_INVALID', field: 'outside_url', reason: 'INVALID' })) }) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const link = await canvas.findByLabelText(intl.formatMessage(m.outsideUrl));
    await userEvent.type(link, 'https://book.example/finance');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.saveSettings) }));
    await waitFor(() => expect(link).toHaveFocus());
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await expect(link).toHaveValue('https://book.example/finance');
  },
};

/** Candidates book in the portal: a link typed in the booking site's field is not checked nor saved, and stays typed. */
export const SettingsPortalKeepsNoLink: Story = {
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    const link = await canvas.findByLabelText(intl.formatMessage(m.outsideUrl));
    await userEvent.type(link, 'http://book.example/finance');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.saveSettings) }));
    await expect(await canvas.findByText(intl.formatMessage(m.settingsSaved))).toBeInTheDocument();
    await expect(link).not.toHaveAttribute('aria-invalid', 'true');
    await expect(link).toHaveValue('http://book.example/finance');
    await expect((parameters.page as Spies).ports.interview.updateInterviewSettings).toHaveBeenCalledWith(expect.any(Number), expect.objectContaining({ booking_place: 'portal', outside_url: null }));
  },
};

/** A free slot booked meanwhile: the server refuses to remove it, the page says to cancel its booking first and reads the slots again. */
export const RemoveRefusedBooked: Story = {
  ...pageParameters({ ports: slotPorts({ removeSlots: async (slotIds: readonly number[]) => ({ removed: [], refused: slotIds.map((slot_id) => ({ slot_id, code: 'SLOT_BOOKED' })) }) }) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('checkbox', { name: selectName(intl, programSlots[1] as InterviewSlotView) }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.removeSelected, { count: 1 }) }));
    const said = await canvas.findByText(new RegExp(intl.formatMessage(m.removeRefused, { count: 1 }).slice(0, 20)));
    await waitFor(() => expect(alertOf(said)).toHaveFocus());
    await expect(canvas.getByRole('checkbox', { name: selectName(intl, programSlots[1] as InterviewSlotView) })).toBeInTheDocument();
  },
};

/** Two free slots removed: the status says so and takes the focus; the booked one stays. */
export const RemoveSelected: Story = {
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('checkbox', { name: selectName(intl, programSlots[1] as InterviewSlotView) }));
    await userEvent.click(canvas.getByRole('checkbox', { name: selectName(intl, programSlots[2] as InterviewSlotView) }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.removeSelected, { count: 2 }) }));
    const said = await canvas.findByText(intl.formatMessage(m.removed, { count: 2 }));
    await waitFor(() => expect(alertOf(said)).toHaveFocus());
    await expect((parameters.page as Spies).ports.interview.removeSlots).toHaveBeenCalledWith([202, 203]);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  },
};

/** A slot changed onto a panel member's other slot: the dialog names who and when, takes the focus there, and keeps what was typed. */
export const EditPanelOverlap: Story = {
  ...pageParameters({
    ports: slotPorts({
      updateSlot: async () =>
        Promise.reject(
          interviewRefusal(409, {
            code: 'PANEL_OVERLAP',
            conflicts: [{ member_id: 'rev-1', member_name: 'Marc Lefèvre', starts_at: programSlots[1]?.starts_at, other_slot_id: 201, other_starts_at: programSlots[0]?.starts_at }],
          }),
        ),
    }),
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const slot = programSlots[1] as InterviewSlotView;
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.edit, { day: slotDay(intl, slot, brand.timeZone), hours: slotHours(intl, slot, brand.timeZone) }) }));
    const dialog = within(document.body).getByRole('dialog', { name: intl.formatMessage(m.editTitle) });
    const link = within(dialog).getByLabelText(intl.formatMessage(m.videoLink));
    await userEvent.clear(link);
    await userEvent.type(link, 'https://meet.example/other');
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(m.editSave) }));
    const title = await within(dialog).findByText(intl.formatMessage(m.overlapEditTitle));
    await waitFor(() => expect(alertOf(title)).toHaveFocus());
    await expect(alertOf(title)).toHaveTextContent('Marc Lefèvre');
    await expect(link).toHaveValue('https://meet.example/other');
  },
};

export const Loading: Story = {
  ...pageParameters({ ports: slotPorts({ programInterviews: never }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.loading))).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  ...pageParameters({ ports: slotPorts({ programInterviews: failing() }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.failedTitle), {}, { timeout: 8_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.retry) })).toBeVisible();
  },
};

/** The program is gone (404): said so, with a way to read the programs again. */
export const ProgramMissing: Story = {
  ...pageParameters({ ports: slotPorts({ programInterviews: async () => Promise.reject(interviewRefusal(404, { code: 'NOT_FOUND' })) }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.missingTitle))).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.reloadPrograms) })).toBeVisible();
  },
};
