import { REJECTION_REASON_WORDING } from '@admission/wording';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { admin, failing } from '../../stories/fixtures';
import { aRankingEntry } from '@admission/domain/testing';
import { rankingRows } from '../../stories/jury-fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never } from '../../stories/story-services';
import { brand } from '../../shared/brand';
import { Component } from './ranking.route';
import { backOfficeMessages } from '../../shared/back-office.messages';
import { rankingMessages as m } from './ranking.messages';

const PROGRAMS = [
  { id: 3, name: 'Master in Management' },
  { id: 4, name: 'MSc in Finance' },
];
/** The shown brand's programs, after one of the other school's (the picker still opens on the staff member's own). */
const programsOfBothSchools = () => [
  { id: 9, name: 'Programme of the other school', brand: brand.id === 'lumiere' ? 'northbridge' : 'lumiere' },
  ...PROGRAMS.map((program) => ({ ...program, brand: brand.id })),
];

const rankingPorts = (overrides: Record<string, unknown> = {}) => ({
  review: {
    programs: async () => programsOfBothSchools(),
    ranking: async (programId: number) => ({ program_id: programId, rows: rankingRows, interview_weight: 0.5 }),
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

/** Beside the reviews' mean, the interview score (or "not interviewed") and the combined score, its weights named above. */
export const InterviewAndCombinedScores: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
    // French puts a no-break space before the percent sign: compare the words with every space read alike.
    const spaced = (text: string | null | undefined) => (text ?? '').split(/\s+/u).join(' ');
    const weights = spaced(intl.formatMessage(m.combinedWeights, { reviews: percent(0.5), interview: percent(0.5) }));
    await expect(await canvas.findByText((_, element) => element?.tagName === 'P' && spaced(element.textContent) === weights)).toBeVisible();
    const amelia = (await canvas.findByRole('link', { name: 'Amelia Hart' })).closest('tr, li') as HTMLElement;
    await expect(within(amelia).getByText(intl.formatNumber(4, { minimumFractionDigits: 2 }))).toBeVisible();
    await expect(within(amelia).getByText(intl.formatNumber(4.19, { minimumFractionDigits: 2 }))).toBeVisible();
    const chloe = canvas.getByRole('link', { name: 'Chloé Martin' }).closest('tr, li') as HTMLElement;
    await expect(within(chloe).getByText(intl.formatMessage(m.notInterviewed))).toBeVisible();
    await expect(within(chloe).getByText(intl.formatMessage(m.noCombined))).toBeVisible();
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
    // Every review of hers is in: nothing to warn of.
    await expect(dialog).not.toHaveTextContent(intl.formatMessage(m.reviewsMissing, { reviews: 1, applications: 1 }).slice(0, 12));
  },
};

/** A selection with an application whose reviews are not all in: the confirmation says how many are missing, before either decision. */
export const DecideIncomplete: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    for (const name of ['Amelia Hart', 'Dev Patel']) await userEvent.click(await canvas.findByRole('checkbox', { name: intl.formatMessage(m.selectRow, { name }) }));
    const warning = intl.formatMessage(m.reviewsMissing, { reviews: 2, applications: 1 });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.admit) }));
    const admit = await body.findByRole('alertdialog', { name: intl.formatMessage(m.admitTitle, { count: 2 }) });
    await expect(admit).toHaveTextContent(warning);
    await userEvent.click(within(admit).getByRole('button', { name: intl.formatMessage(m.cancel) }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.reject) }));
    await expect(await body.findByRole('dialog', { name: intl.formatMessage(m.rejectTitle, { count: 2 }) })).toHaveTextContent(warning);
  },
};

/** A program of 120 applications: ranks 1-120, by mean score, in the order the server ranks them. */
const longRanking = Array.from({ length: 120 }, (_, index) =>
  aRankingEntry({ application_id: 1000 + index, candidate_name: `Candidate ${String(index + 1).padStart(3, '0')}`, mean: 5 - index / 30, disagreement: false, reviews_done: 2, reviews_assigned: 2 }),
);

/**
 * 120 applications, 50 a page: ranks stay the ranking's (row 51 is rank 51), the selection is kept across pages and
 * the decision names every selected application; after a page change the focus goes to the line of the ranks shown.
 */
export const SelectAcrossPages: Story = {
  ...pageParameters({ ports: rankingPorts({ ranking: async (programId: number) => ({ program_id: programId, rows: longRanking, interview_weight: 0.5 }) }) }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const select = (name: string) => canvas.findByRole('checkbox', { name: intl.formatMessage(m.selectRow, { name }) });
    await userEvent.click(await select('Candidate 001'));
    await expect(canvas.getByText(intl.formatMessage(m.range, { first: intl.formatNumber(1), last: intl.formatNumber(50), total: intl.formatNumber(120) }))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Candidate 051' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(backOfficeMessages.nextPage) }));
    const range = canvas.getByText(intl.formatMessage(m.range, { first: intl.formatNumber(51), last: intl.formatNumber(100), total: intl.formatNumber(120) }));
    await waitFor(() => expect(range).toHaveFocus());
    const first = await canvas.findByRole('link', { name: 'Candidate 051' });
    await expect(first.closest('tr, li')).toHaveTextContent(intl.formatNumber(51));
    await userEvent.click(await select('Candidate 052'));
    await expect(canvas.getByText(intl.formatMessage(m.selected, { count: 2 }))).toBeVisible();
    // The last page: Next is disabled there, and the focus still has a place.
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(backOfficeMessages.nextPage) }));
    await waitFor(() => expect(canvas.getByText(intl.formatMessage(m.range, { first: intl.formatNumber(101), last: intl.formatNumber(120), total: intl.formatNumber(120) }))).toHaveFocus());
    await expect(canvas.getByRole('button', { name: intl.formatMessage(backOfficeMessages.nextPage) })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(backOfficeMessages.previousPage) }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(backOfficeMessages.previousPage) }));
    await expect(await select('Candidate 001')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.admit) }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: intl.formatMessage(m.admitTitle, { count: 2 }) });
    await expect(dialog).toHaveTextContent(intl.formatMessage(m.admitText, { names: intl.formatList(['Candidate 001', 'Candidate 052'], { type: 'conjunction' }) }));
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
  ...pageParameters({ ports: rankingPorts({ ranking: async () => ({ program_id: 3, rows: [], interview_weight: 0.5 }) }) }),
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
