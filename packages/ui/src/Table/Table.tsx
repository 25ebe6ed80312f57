import { memo, useCallback, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { NativeButton } from '../Button';
import { focusRing } from '../theme/media';

export interface TableColumn<T> {
  id: string;
  /** Column header text. */
  header: string;
  /** The cell content of a row. Keep the column list stable (useMemo) so unchanged rows are not drawn again. */
  cell: (row: T) => ReactNode;
  /** Marks the column naming the row (read first by screen readers). */
  isRowHeader?: boolean;
  width?: string;
}

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
}

const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface.raised};
`;

// One styled element for the whole table: its rows and cells are plain elements (no styled wrapper a cell).
const StyledTable = styled.table`
  width: 100%;
  min-width: 40rem;
  border-collapse: collapse;
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
  readonly columns: readonly TableColumn<T>[];
  /** The one row in the tab order (roving focus). */
  readonly tabbable: boolean;
  readonly actionable: boolean;
}

/** A row is drawn again only when its data, its columns or its tab stop change. */
const TableRow = memo(function TableRow<T extends { id: string }>({ row, columns, tabbable, actionable }: RowProps<T>) {
  return (
    <tr data-key={row.id} tabIndex={tabbable ? 0 : -1} data-action={actionable ? '' : undefined}>
      {columns.map((column) =>
        column.isRowHeader ? (
          <th key={column.id} scope="row">
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.id}>{column.cell(row)}</td>
        ),
      )}
    </tr>
  );
}) as <T extends { id: string }>(props: RowProps<T>) => ReactNode;

const INTERACTIVE = 'button, a, input, select, textarea';

/**
 * A data grid on a plain <table>: one tab stop, arrow keys (and Home, End) move between rows, Enter or
 * Space or a click activates a row; column and row headers are real headers; scrolls sideways on a phone.
 * Rows are memoised and events are handled once on the body, so a long page draws fast and a new result
 * draws only what changed.
 */
export function Table<T extends { id: string }>({ label, columns, rows, onRowAction, emptyState, paging }: TableProps<T>) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const tabbableId = rows.some((row) => row.id === focusedId) ? focusedId : (rows[0]?.id ?? null);

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
    const all = Array.from(body.current?.querySelectorAll<HTMLTableRowElement>(':scope > tr[data-key]') ?? []);
    const index = all.indexOf(row);
    const moves: Record<string, number | undefined> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      focusRow(all[Math.max(0, Math.min(all.length - 1, next))]);
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

  return (
    <div>
      <Scroller>
        <StyledTable role="grid" aria-label={label} aria-rowcount={rows.length + 1}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" style={column.width ? { width: column.width } : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          {/* Row keys and clicks are handled once here; each row is focusable and carries its key. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the rows inside are the focusable grid rows */}
          <tbody ref={body} onKeyDown={onKeyDown} onClick={onClick}>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{emptyState}</td>
              </tr>
            ) : (
              rows.map((row) => <TableRow key={row.id} row={row} columns={columns} tabbable={row.id === tabbableId} actionable={onRowAction !== undefined} />)
            )}
          </tbody>
        </StyledTable>
      </Scroller>
      {paging && paging.pageCount > 1 ? (
        <Pager aria-label={paging.statusLabel}>
          <NativeButton variant="secondary" size="sm" disabled={paging.page <= 1} onClick={() => paging.onPageChange(paging.page - 1)}>
            {paging.previousLabel}
          </NativeButton>
          <span aria-live="polite">{paging.statusLabel}</span>
          <NativeButton variant="secondary" size="sm" disabled={paging.page >= paging.pageCount} onClick={() => paging.onPageChange(paging.page + 1)}>
            {paging.nextLabel}
          </NativeButton>
        </Pager>
      ) : null}
    </div>
  );
}
