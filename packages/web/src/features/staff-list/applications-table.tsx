import { ADMIN_SORT_COLUMNS, type AdminApplicationListItem, type AdminSort, type AdminSortColumn } from '@admission/domain';
import { EmailAddress, EmptyState, NativeButton, Stack, StatusBadge, Table, Text, type TableColumn, type TablePaging, type TableSort } from '@admission/ui';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { dealStatusBadge, fullName, quizOutcomeBadge } from '../../shared/staff-labels';
import { adminMessages as m } from './admin.messages';
import { assignMessages } from './assign-selection.messages';
import { openApplicationInNewTab } from './open-application';
import type { RowSelection } from '../../shared/row-selection';
import { SelectionCheckbox } from '../../shared/select-checkbox';

interface Row {
  readonly id: string;
  readonly item: AdminApplicationListItem;
}

interface Props {
  readonly items: readonly AdminApplicationListItem[];
  /** Whether a search or filter narrows the list (which empty text to show). */
  readonly narrowed: boolean;
  readonly paging: TablePaging;
  /** The list's sort and what a sortable header does (stable between renders of one sort). */
  readonly sorting: { readonly sort: AdminSort; readonly onSort: (column: AdminSortColumn) => void };
  /** An admin's selection for the jury (a first column of checkboxes); none for an agent. Stable between renders. */
  readonly selection?: ListSelection;
}

/** The list's selection and the id of the text saying which applications it takes. */
export interface ListSelection {
  readonly store: RowSelection;
  readonly hintId: string;
}

/** Only a complete application the candidate has not withdrawn can go to the jury. */
const assignable = (item: AdminApplicationListItem): boolean => item.deal_status === 'COMPLETE' && !item.withdrawn_at;

// The table's columns by the sort they stand for: the candidate column sorts by name (last, then first).
const COLUMN_OF_SORT: Readonly<Record<AdminSortColumn, string>> = { applied: 'applied', name: 'candidate', status: 'status', quiz: 'quiz' };
const sortOfColumn = (columnId: string): AdminSortColumn | undefined => ADMIN_SORT_COLUMNS.find((sort) => COLUMN_OF_SORT[sort] === columnId);

/**
 * The applications, one row each (one card each on a phone); a row (click, Enter or Space) or its button opens it in a new tab.
 * Columns and rows keep their identity between renders, so the table draws again only for a new result.
 */
export function ApplicationsTable({ items, narrowed, paging, sorting, selection }: Props) {
  const intl = useIntl();
  const tableSort = useMemo<TableSort>(
    () => ({
      columnId: COLUMN_OF_SORT[sorting.sort.column],
      direction: sorting.sort.direction === 'asc' ? 'ascending' : 'descending',
      onSortChange: (columnId) => {
        const column = sortOfColumn(columnId);
        if (column !== undefined) sorting.onSort(column);
      },
      label: intl.formatMessage(m.sortLabel),
      ascendingLabel: intl.formatMessage(m.sortAscending),
      descendingLabel: intl.formatMessage(m.sortDescending),
    }),
    [sorting, intl],
  );
  const columns = useMemo<readonly TableColumn<Row>[]>(() => [
    ...(selection === undefined ? [] : [selectColumn(selection, intl)]),
    {
      id: 'candidate',
      header: intl.formatMessage(m.colCandidate),
      isRowHeader: true,
      sortable: true,
      width: '24%',
      cell: ({ item }) => (
        <Stack gap={0}>
          <Text as="span" weight="semibold">{fullName(intl.formatMessage, item)}</Text>
          <Text as="span" size="sm" tone="muted"><EmailAddress email={item.email} /></Text>
          {item.phone ? <Text as="span" size="sm" tone="muted">{item.phone}</Text> : null}
        </Stack>
      ),
    },
    { id: 'program', header: intl.formatMessage(m.colProgram), width: '17%', cell: ({ item }) => item.program_name },
    {
      id: 'status',
      header: intl.formatMessage(m.colStatus),
      sortable: true,
      width: '12%',
      cell: ({ item }) => {
        const badge = dealStatusBadge(item.deal_status, item.withdrawn_at);
        return <StatusBadge kind={badge.kind} label={intl.formatMessage(badge.message)} />;
      },
    },
    {
      id: 'quiz',
      header: intl.formatMessage(m.colQuiz),
      sortable: true,
      width: '13%',
      cell: ({ item }) => {
        const badge = quizOutcomeBadge(item.quiz_outcome ?? undefined);
        return (
          <Stack gap={1} align="start">
            <StatusBadge kind={badge.kind} label={intl.formatMessage(badge.message)} />
            {typeof item.quiz_score === 'number' ? (
              <Text as="span" size="sm" tone="muted">{intl.formatMessage(m.score, { score: intl.formatNumber(item.quiz_score) })}</Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      id: 'documents',
      header: intl.formatMessage(m.colDocuments),
      width: '11%',
      cell: ({ item }) => intl.formatMessage(m.docsAndPayers, { documents: item.document_count, payers: item.payer_count }),
    },
    { id: 'applied', header: intl.formatMessage(m.colApplied), sortable: true, width: '10%', cell: ({ item }) => intl.formatDate(item.created_at, { dateStyle: 'medium' }) },
    {
      id: 'actions',
      header: intl.formatMessage(m.colActions),
      width: '13%',
      isAction: true,
      cell: ({ item }, layout) => (
        // In the table the row is the keyboard's way in (Enter) and the button is for the pointer and screen
        // readers; on a phone's card the button is the card's one control.
        <NativeButton
          size="sm"
          variant="secondary"
          tabIndex={layout === 'row' ? -1 : undefined}
          fullWidth={layout === 'card'}
          aria-label={intl.formatMessage(m.viewApplicationOf, { name: fullName(intl.formatMessage, item) })}
          onClick={() => openApplicationInNewTab(item.deal_id)}
        >
          {intl.formatMessage(m.viewApplication)}
        </NativeButton>
      ),
    },
  ], [intl, selection]);
  const rows = useMemo(() => items.map((item) => ({ id: String(item.deal_id), item })), [items]);
  return (
    <Table
      label={intl.formatMessage(m.tableLabel)}
      columns={columns}
      rows={rows}
      onRowAction={(id) => {
        const row = rows.find((candidate) => candidate.id === id);
        if (row !== undefined) openApplicationInNewTab(row.item.deal_id);
      }}
      paging={paging}
      sort={tableSort}
      cardsBelow="md"
      emptyState={
        <EmptyState
          title={intl.formatMessage(m.emptyTitle)}
          description={intl.formatMessage(narrowed ? m.emptySearch : m.emptyNone)}
          headingLevel={2}
        />
      }
    />
  );
}

/** The checkboxes of an admin's selection: each follows its own row of the selection, so a toggle draws no row. */
function selectColumn({ store, hintId }: ListSelection, intl: IntlShape): TableColumn<Row> {
  return {
    id: 'select',
    header: intl.formatMessage(assignMessages.selectColumn),
    width: '4.5rem',
    cell: ({ item }) => {
      const name = fullName(intl.formatMessage, item);
      return (
        <SelectionCheckbox
          selection={store}
          application={{ id: item.deal_id, name }}
          label={intl.formatMessage(assignMessages.selectRow, { name })}
          disabled={!assignable(item)}
          describedBy={hintId}
        />
      );
    },
  };
}
