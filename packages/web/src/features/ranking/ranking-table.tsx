import type { RankingEntry } from '@admission/domain';
import { EmptyState, Link, Stack, StatusBadge, Table, Text, type TableColumn, type TablePaging } from '@admission/ui';
import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DisagreementBadge } from '../../shared/review-labels';
import { dealStatusBadge } from '../../shared/staff-labels';
import { rankingMessages as m } from './ranking.messages';
import type { RowSelection } from '../../shared/row-selection';
import { SelectionCheckbox } from '../../shared/select-checkbox';
import { pathTo } from '../../app/routes';

/** A row of the table: the entry, its place, and whether it may still be decided. */
export interface RankingRow {
  readonly id: string;
  readonly rank: number;
  readonly entry: RankingEntry;
  readonly decidable: boolean;
}

interface Props {
  readonly program: string;
  /** The rows of the page shown. */
  readonly rows: readonly RankingRow[];
  readonly selection: RowSelection;
  readonly paging: TablePaging;
  /** The interview score's weight in the combined score (0 to 1); the reviews' mean has the rest. */
  readonly interviewWeight: number;
}

const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * One page of the ranking: select, rank, candidate (a link to the application), mean score, interview score, combined
 * score (the weights named above the table), reviews done, agreement, status. Its columns do not change with the selection, so a checkbox toggled draws no row again.
 */
export const RankingTable = memo(function RankingTable({ program, rows, selection, paging, interviewWeight }: Props) {
  const intl = useIntl();
  const columns = useMemo<readonly TableColumn<RankingRow>[]>(
    () => [
      {
        id: 'select',
        header: intl.formatMessage(m.select),
        width: '4.5rem',
        cell: ({ entry, decidable }) => (
          <SelectionCheckbox
            selection={selection}
            application={{ id: entry.application_id, name: entry.candidate_name }}
            label={intl.formatMessage(m.selectRow, { name: entry.candidate_name })}
            disabled={!decidable}
          />
        ),
      },
      { id: 'rank', header: intl.formatMessage(m.rank), width: '4rem', cell: ({ rank }) => intl.formatNumber(rank) },
      {
        id: 'candidate',
        header: intl.formatMessage(m.candidate),
        isRowHeader: true,
        cell: ({ entry }) => <Link href={pathTo('application', { applicationId: entry.application_id })}>{entry.candidate_name}</Link>,
      },
      {
        id: 'mean',
        header: intl.formatMessage(m.mean),
        cell: ({ entry }) =>
          entry.mean === null ? <Text as="span" tone="muted">{intl.formatMessage(m.noMean)}</Text> : intl.formatNumber(entry.mean, twoDecimals),
      },
      {
        id: 'interview',
        header: intl.formatMessage(m.interview),
        cell: ({ entry }) =>
          entry.interview_score === null ? <Text as="span" tone="muted">{intl.formatMessage(m.notInterviewed)}</Text> : intl.formatNumber(entry.interview_score, twoDecimals),
      },
      {
        id: 'combined',
        header: intl.formatMessage(m.combined),
        cell: ({ entry }) =>
          entry.combined_score === null ? <Text as="span" tone="muted">{intl.formatMessage(m.noCombined)}</Text> : <Text as="span" weight="semibold">{intl.formatNumber(entry.combined_score, twoDecimals)}</Text>,
      },
      { id: 'reviews', header: intl.formatMessage(m.reviews), cell: ({ entry }) => intl.formatMessage(m.reviewsDone, { done: entry.reviews_done, assigned: entry.reviews_assigned }) },
      {
        id: 'agreement',
        header: intl.formatMessage(m.agreement),
        cell: ({ entry }) => (entry.disagreement ? <DisagreementBadge /> : entry.reviews_done >= 2 ? <Text as="span" size="sm" tone="muted">{intl.formatMessage(m.agreed)}</Text> : null),
      },
      {
        id: 'status',
        header: intl.formatMessage(m.status),
        cell: ({ entry }) => {
          const badge = dealStatusBadge(entry.status);
          return <StatusBadge kind={badge.kind} label={intl.formatMessage(badge.message)} />;
        },
      },
    ],
    [intl, selection],
  );
  return (
    <Stack gap={2}>
      <Text size="sm" tone="muted">
        {intl.formatMessage(m.combinedWeights, {
          reviews: intl.formatNumber(1 - interviewWeight, { style: 'percent', maximumFractionDigits: 0 }),
          interview: intl.formatNumber(interviewWeight, { style: 'percent', maximumFractionDigits: 0 }),
        })}
      </Text>
      <Table
        label={intl.formatMessage(m.tableLabel, { program })}
        columns={columns}
        rows={rows}
        paging={paging}
        cardsBelow="md"
        emptyState={<EmptyState title={intl.formatMessage(m.empty)} headingLevel={2} />}
      />
    </Stack>
  );
});
