import { REJECTION_REASON_WORDING } from '@admission/wording';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { admin, failing } from '../../stories/fixtures';
import { rankingRows } from '../../stories/jury-fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never } from '../../stories/story-services';
import { Component } from './ranking.route';
import { rankingMessages as m } from './ranking.messages';

const PROGRAMS = [
  { id: 3, name: 'Master in Management' },
  { id: 4, name: 'MSc in Finance' },
];

const rankingPorts = (overrides: Record<string, unknown> = {}) => ({
  review: {
    programs: async () => PROGRAMS,
    ranking: async (programId: number) => ({ program_id: programId, rows: rankingRows }),
    decide: fn(async ({ application_ids }: { application_ids: readonly number[] }) => ({ decided: application_ids, refused: [] })),
    exportRanking: async () => ({ fileName: 'ranking.csv', contentType: 'text/csv', bytes: new Uint8Array() }),
    ...overrides,
  },
});

const meta = {
  title: 'Pages/Ranking',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/admin/ranking?program=3', route: '/admin/ranking', parts: ['staff'], user: admin, ports: rankingPorts() }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

type Spies = { ports: { review: { decide: ReturnType<typeof fn> } } };

/** The program's applications by mean score: reviews done, the disagreement mark, the status; none selected. */
export const Ranking: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.title) })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Amelia Hart' })).toHaveAttribute('href', '/application/42');
    await expect(canvas.getByText(intl.formatMessage(m.selected, { count: 0 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.admit) })).toBeDisabled();
    await expect(canvas.getByText(intl.formatMessage(m.noMean))).toBeVisible();
  },
};

/** Three rows selected, set REJECTED with a structured reason in one confirmed step; the outcome takes the focus. */
export const DecideThreeAtOnce: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    for (const name of ['Amelia Hart', 'Bruno Costa', 'Chloé Martin']) await userEvent.click(await canvas.findByRole('checkbox', { name: intl.formatMessage(m.selectRow, { name }) }));
    await expect(canvas.getByText(intl.formatMessage(m.selected, { count: 3 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.reject) }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: intl.formatMessage(m.rejectTitle, { count: 3 }) });
    const language = intl.locale === 'fr' ? 'fr' : 'en';
    await userEvent.click(within(dialog).getByRole('checkbox', { name: REJECTION_REASON_WORDING['places-filled'][language].label }));
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(m.rejectConfirm) }));
    const { decide } = (parameters.page as Spies).ports.review;
    await waitFor(() => expect(decide).toHaveBeenCalledWith({ application_ids: [42, 43, 44], status: 'REJECTED', reasons: [expect.objectContaining({ id: 'places-filled' })] }));
    const outcome = await canvas.findByText(new RegExp(intl.formatMessage(m.decided, { count: 3 }).slice(0, 12)));
    await waitFor(() => expect(outcome.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.getByText(intl.formatMessage(m.selected, { count: 0 }))).toBeVisible();
  },
};

/** ADMISSIBLE asks for a confirmation naming each candidate. */
export const ConfirmAdmissible: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('checkbox', { name: intl.formatMessage(m.selectRow, { name: 'Amelia Hart' }) }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.admit) }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: intl.formatMessage(m.admitTitle, { count: 1 }) });
    await expect(dialog).toHaveTextContent(intl.formatMessage(m.admitText, { names: 'Amelia Hart' }));
  },
};

export const Loading: Story = {
  ...pageParameters({ ports: rankingPorts({ ranking: never }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.loading))).toBeInTheDocument();
  },
};

export const Empty: Story = {
  ...pageParameters({ ports: rankingPorts({ ranking: async () => ({ program_id: 3, rows: [] }) }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { name: intl.formatMessage(m.empty) })).toBeVisible();
  },
};

export const Failed: Story = {
  ...pageParameters({ ports: rankingPorts({ ranking: failing() }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.failedTitle))).toBeVisible();
  },
};
