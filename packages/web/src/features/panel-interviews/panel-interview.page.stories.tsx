import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { admin } from '../../stories/fixtures';
import { forbidden, panelInterview } from '../../stories/interview-fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { secondsFromNow } from '../../stories/fixtures';
import { panelMessages as m } from './panel-interviews.messages';
import { Component } from './panel-interview.route';

const panelPorts = (overrides: Record<string, unknown> = {}) => ({
  interview: {
    panelInterview: async () => panelInterview({ attendance: null }),
    recordAttendance: fn(async () => panelInterview({ attendance: 'attended' })),
    scoreInterview: fn(async () => panelInterview({ attendance: 'attended', scored: true, my_score: { scores: { motivation: 4, communication: 5, program_fit: 3 }, comment: 'Clear.', submitted_at: secondsFromNow(0) } })),
    ...overrides,
  },
});

const meta = {
  title: 'Pages/Panel interview',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/interviews/301', route: '/interviews/:bookingId', parts: ['panel'], user: admin, ports: panelPorts() }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;
type Spies = { ports: { interview: Record<'recordAttendance' | 'scoreInterview', ReturnType<typeof fn>> } };

/** Held yesterday: recording the attendance, then the score waits for it; the outcome takes the focus. */
export const RecordAttendance: Story = {
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.detailTitle, { name: 'Amelia Hart' }) })).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.scoreNeedsAttendance))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: intl.formatMessage(m.attended) }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.saveAttendance) }));
    const { recordAttendance } = (parameters.page as Spies).ports.interview;
    await waitFor(() => expect(recordAttendance).toHaveBeenCalledWith(301, 'attended'));
    const saved = await canvas.findByText(intl.formatMessage(m.attendanceSaved));
    await waitFor(() => expect(saved.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(await canvas.findByRole('button', { name: intl.formatMessage(m.submit) })).toBeVisible();
  },
};

/** Attended: each criterion scored on the rubric (a missing one is named), then the comment; submitting says when. */
export const Score: Story = {
  ...pageParameters({ ports: panelPorts({ panelInterview: async () => panelInterview({ attendance: 'attended' }) }) }),
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.submit) }));
    await expect((await canvas.findAllByText(intl.formatMessage(m.criterionMissing)))).toHaveLength(3);
    const groups = within(canvas.getByRole('region', { name: intl.formatMessage(m.scoreTitle) })).getAllByRole('radiogroup');
    await expect(groups).toHaveLength(3);
    for (const [index, group] of groups.entries()) await userEvent.click(within(group).getAllByRole('radio')[[3, 4, 2][index] ?? 0] as HTMLElement);
    await userEvent.type(canvas.getByRole('textbox', { name: intl.formatMessage(m.comment) }), 'Clear.');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.submit) }));
    const { scoreInterview } = (parameters.page as Spies).ports.interview;
    await waitFor(() => expect(scoreInterview).toHaveBeenCalledWith(301, { scores: { motivation: 4, communication: 5, program_fit: 3 }, comment: 'Clear.' }));
    const done = await canvas.findByRole('status');
    await waitFor(() => expect(done).toHaveFocus());
  },
};

/** Not on its panel: not found, with the way back to the list. */
export const NotOnThePanel: Story = {
  ...pageParameters({ ports: panelPorts({ panelInterview: () => Promise.reject(forbidden()) }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.notFoundTitle) })).toBeVisible();
  },
};
