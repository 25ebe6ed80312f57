import { memo, useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ESTIMATED_ROW_PX, useRowWindow, type RowWindow } from './row-window';
import type { TableColumn, TableSort } from './table-column';
import { TableCards } from './TableCards';
import { useBelow } from '../theme/use-below';
import { NativeButton } from '../Button';
import { focusRing } from '../theme/media';

export type { TableColumn, TableSort } from './table-column';

export interface TablePaging {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** e.g. 'Page 2 of 5'. */
  statusLabel: string;
}

export interface TableProps<T extends { id: string }> {
  /** Accessible name of the table (e.g. 'Applications'). */
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** Row activation by click, Enter or Space (e.g. open the application). */
  onRowAction?: (id: string) => void;
  /** Shown in the body when there are no rows (an EmptyState). */
  emptyState: ReactNode;
  /** Paging controls under the table. */
  paging?: TablePaging;
  /**
   * From this many rows on, only the rows on screen (and a few around) are in the DOM; the others are
   * spacers of their measured or estimated height. Default 40.
   */
  virtualFrom?: number;
  /**
   * Below this breakpoint each row is a card (row header first, the other columns as label and value, the
   * action columns full width): a phone then scrolls nothing sideways. Without it, always a table.
   */
  cardsBelow?: 'sm' | 'md' | 'lg';
  /** Sortable columns' headers become sort buttons (aria-sort on the header); on cards, a row of sort buttons. */
  sort?: TableSort;
}

const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface.raised};
  &:focus-visible { ${focusRing}; }
`;

// One styled element for the whole table: its rows and cells are plain elements (no styled wrapper a cell).
const StyledTable = styled.table`
  width: 100%;
  min-width: 40rem;
  border-collapse: collapse;
  /* Virtualised: the columns keep their widths whichever rows are drawn. */
  &[data-virtual] { table-layout: fixed; }
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  th, td { padding: ${({ theme }) => theme.space[3]}; text-align: left; vertical-align: top; }
  thead th {
    background: ${({ theme }) => theme.colors.surface.sunken};
    color: ${({ theme }) => theme.colors.text.muted};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    white-space: nowrap;
  }
  tbody th { font-weight: inherit; }
  tbody td, tbody th { color: ${({ theme }) => theme.colors.text.default}; }
  tbody tr { border-top: 1px solid ${({ theme }) => theme.colors.border.subtle}; outline: none; }
  tbody tr[data-action] { cursor: pointer; }
  tbody tr[data-action]:hover { background: ${({ theme }) => theme.colors.primary.subtle}; }
  tbody tr:focus-visible { ${focusRing}; outline-offset: -3px; }
`;

// The header's sort button: the header's text, full height of a touch target, the arrow of the sort after it.
const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  margin: -${({ theme }) => theme.space[3]} 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text.default}; text-decoration: underline; }
  &:focus-visible { ${focusRing}; }
`;

const SortBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const arrowOf = (sort: TableSort, columnId: string): string =>
  sort.columnId !== columnId ? '↕' : sort.direction === 'ascending' ? '▲' : '▼';

/** A sortable header: a button naming the column, its state in the header's aria-sort. */
function SortHeader({ sort, columnId, header }: { readonly sort: TableSort; readonly columnId: string; readonly header: string }) {
  return (
    <SortButton type="button" onClick={() => sort.onSortChange(columnId)}>
      {header}
      <span aria-hidden="true">{arrowOf(sort, columnId)}</span>
    </SortButton>
  );
}

/** On a phone's cards there are no headers: one button a sortable column, the sorted one pressed. */
function CardsSortBar<T>({ sort, columns }: { readonly sort: TableSort; readonly columns: readonly TableColumn<T>[] }) {
  return (
    <SortBar role="group" aria-label={sort.label}>
      <span aria-hidden="true">{sort.label}</span>
      {columns
        .filter((column) => column.sortable)
        .map((column) => {
          const sorted = sort.columnId === column.id;
          return (
            <NativeButton
              key={column.id}
              size="sm"
              variant={sorted ? 'primary' : 'secondary'}
              aria-pressed={sorted}
              aria-label={sorted ? `${column.header}, ${sort.direction === 'ascending' ? sort.ascendingLabel : sort.descendingLabel}` : column.header}
              onClick={() => sort.onSortChange(column.id)}
            >
              {column.header} <span aria-hidden="true">{arrowOf(sort, column.id)}</span>
            </NativeButton>
          );
        })}
    </SortBar>
  );
}

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

interface RowProps<T extends { id: string }> {
  readonly row: T;
  /** Its 1-based position among all rows, header included (aria-rowindex), when the table is virtualised. */
  readonly rowIndex?: number;
  readonly measure?: (element: HTMLTableRowElement | null) => void;
  readonly columns: readonly TableColumn<T>[];
  /** The one row in the tab order (roving focus). */
  readonly tabbable: boolean;
  readonly actionable: boolean;
}

/** A row is drawn again only when its data, its columns or its tab stop change. */
const TableRow = memo(function TableRow<T extends { id: string }>({ row, rowIndex, measure, columns, tabbable, actionable }: RowProps<T>) {
  return (
    <tr
      ref={measure}
      data-key={row.id}
      data-index={rowIndex === undefined ? undefined : rowIndex - 2}
      aria-rowindex={rowIndex}
      tabIndex={tabbable ? 0 : -1}
      data-action={actionable ? '' : undefined}
    >
      {columns.map((column) =>
        column.isRowHeader ? (
          <th key={column.id} scope="row">
            {column.cell(row, 'row')}
          </th>
        ) : (
          <td key={column.id}>{column.cell(row, 'row')}</td>
        ),
      )}
    </tr>
  );
}) as <T extends { id: string }>(props: RowProps<T>) => ReactNode;

const INTERACTIVE = 'button, a, input, select, textarea, label';

/**
 * A data grid on a plain <table>: one tab stop, arrow keys (and Home, End) move between rows, Enter or
 * Space or a click activates a row; column and row headers are real headers; scrolls sideways on a phone.
 * Rows are memoised and events are handled once on the body, so a long page draws fast and a new result
 * draws only what changed.
 */
export function Table<T extends { id: string }>({ cardsBelow, ...props }: TableProps<T>) {
  const cards = useBelow(cardsBelow ?? 'sm') && cardsBelow !== undefined;
  const { label, columns, rows, emptyState, paging, virtualFrom = 40, sort } = props;
  return (
    <div>
      {!cards ? (
        <GridTable {...props} />
      ) : rows.length === 0 ? (
        emptyState
      ) : (
        <>
          {sort ? <CardsSortBar sort={sort} columns={columns} /> : null}
          <TableCards label={label} columns={columns} rows={rows} virtualFrom={virtualFrom} />
        </>
      )}
      {paging && paging.pageCount > 1 ? <Paging paging={paging} /> : null}
    </div>
  );
}

/** The previous and next page buttons under the rows or cards. */
function Paging({ paging }: { readonly paging: TablePaging }) {
  return (
    <Pager aria-label={paging.statusLabel}>
      <NativeButton variant="secondary" size="sm" disabled={paging.page <= 1} onClick={() => paging.onPageChange(paging.page - 1)}>
        {paging.previousLabel}
      </NativeButton>
      <span aria-live="polite">{paging.statusLabel}</span>
      <NativeButton variant="secondary" size="sm" disabled={paging.page >= paging.pageCount} onClick={() => paging.onPageChange(paging.page + 1)}>
        {paging.nextLabel}
      </NativeButton>
    </Pager>
  );
}

/** The rows as a grid on a <table>. */
function GridTable<T extends { id: string }>({ label, columns, rows, onRowAction, emptyState, virtualFrom = 40, sort }: TableProps<T>) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const focusedIndex = rows.findIndex((row) => row.id === focusedId);
  const tabbableIndex = focusedIndex >= 0 ? focusedIndex : 0;
  const tabbableId = rows[tabbableIndex]?.id ?? null;
  const rowWindow = useRowWindow({ rows, body, enabled: rows.length >= virtualFrom, keep: tabbableIndex, estimatedSize: ESTIMATED_ROW_PX });
  // A row the keyboard moved to that was not drawn yet takes focus once it is.
  const pendingFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (id === null) return;
    const element = body.current?.querySelector<HTMLTableRowElement>(`:scope > tr[data-key="${CSS.escape(id)}"]`);
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  const rowOf = (target: EventTarget | null): HTMLTableRowElement | null =>
    target instanceof Element ? (target.closest('tbody > tr[data-key]') as HTMLTableRowElement | null) : null;

  const focusRow = useCallback((element: Element | null | undefined) => {
    if (!(element instanceof HTMLTableRowElement) || !element.dataset.key) return;
    setFocusedId(element.dataset.key);
    element.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = rowOf(event.target);
    if (row === null || event.target !== row) return;
    const index = rows.findIndex((candidate) => candidate.id === row.dataset.key);
    const moves: Record<string, number | undefined> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 };
    const next = moves[event.key];
    const target = next === undefined ? undefined : rows[Math.max(0, Math.min(rows.length - 1, next))];
    if (target !== undefined) {
      event.preventDefault();
      const element = body.current?.querySelector(`:scope > tr[data-key="${CSS.escape(target.id)}"]`);
      if (element) focusRow(element);
      else {
        // Not drawn (virtualised): scroll it into view; the effect above focuses it once drawn.
        setFocusedId(target.id);
        pendingFocus.current = target.id;
        rowWindow?.scrollToIndex(rows.indexOf(target));
      }
    } else if ((event.key === 'Enter' || event.key === ' ') && onRowAction && row.dataset.key) {
      event.preventDefault();
      onRowAction(row.dataset.key);
    }
  };

  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const row = rowOf(event.target);
    if (row === null || !row.dataset.key) return;
    setFocusedId(row.dataset.key);
    // A control inside the row does its own thing.
    if (onRowAction && !(event.target instanceof Element && event.target.closest(INTERACTIVE))) onRowAction(row.dataset.key);
  };

  // An empty table still scrolls sideways on a narrow screen (its columns keep their width) and then has nothing to
  // focus: the scrolling area itself takes the focus, named like the table, so a keyboard can scroll it (WCAG 2.1.1).
  const emptyRegion = rows.length === 0 ? ({ role: 'region', 'aria-label': label, tabIndex: 0 } as const) : {};
  return (
    <Scroller {...emptyRegion}>
      <StyledTable role="grid" aria-label={label} aria-rowcount={rows.length + 1} data-virtual={rowWindow ? '' : undefined}>
        <thead>
          <tr aria-rowindex={rowWindow ? 1 : undefined}>
            {columns.map((column) => {
              const sortable = sort !== undefined && column.sortable === true;
              return (
                <th
                  key={column.id}
                  scope="col"
                  style={column.width ? { width: column.width } : undefined}
                  aria-sort={!sortable ? undefined : sort.columnId === column.id ? sort.direction : 'none'}
                >
                  {sortable ? <SortHeader sort={sort} columnId={column.id} header={column.header} /> : column.header}
                </th>
              );
            })}
          </tr>
        </thead>
        {/* Row keys and clicks are handled once here; each row is focusable and carries its key. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the rows inside are the focusable grid rows */}
        <tbody ref={body} onKeyDown={onKeyDown} onClick={onClick}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{emptyState}</td>
            </tr>
          ) : rowWindow ? (
            <WindowRows rowWindow={rowWindow} rows={rows} columns={columns} tabbableId={tabbableId} actionable={onRowAction !== undefined} />
          ) : (
            rows.map((row) => <TableRow key={row.id} row={row} columns={columns} tabbable={row.id === tabbableId} actionable={onRowAction !== undefined} />)
          )}
        </tbody>
      </StyledTable>
    </Scroller>
  );
}

/** A spacer standing for rows that are not drawn, so the scroll height stays that of the whole list. */
function Spacer({ height, span }: { readonly height: number; readonly span: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" style={{ height, border: 0 }}>
      <td colSpan={span} style={{ padding: 0 }} />
    </tr>
  );
}

interface WindowRowsProps<T extends { id: string }> {
  readonly rowWindow: RowWindow;
  readonly rows: readonly T[];
  readonly columns: readonly TableColumn<T>[];
  readonly tabbableId: string | null;
  readonly actionable: boolean;
}

/** The drawn rows of a virtualised body, with spacers before, between (a kept focused row) and after them. */
function WindowRows<T extends { id: string }>({ rowWindow, rows, columns, tabbableId, actionable }: WindowRowsProps<T>) {
  let end = 0;
  const drawn: ReactNode[] = [];
  for (const item of rowWindow.items) {
    const row = rows[item.index];
    if (row === undefined) continue;
    drawn.push(<Spacer key={`gap-${row.id}`} height={item.start - end} span={columns.length} />);
    drawn.push(
      <TableRow key={row.id} row={row} rowIndex={item.index + 2} measure={rowWindow.measure} columns={columns} tabbable={row.id === tabbableId} actionable={actionable} />,
    );
    end = item.end;
  }
  return (
    <>
      {drawn}
      <Spacer height={rowWindow.totalSize - end} span={columns.length} />
    </>
  );
}
