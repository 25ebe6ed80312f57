import type { ReactNode } from 'react';
import { Cell, Column, Row, Table as AriaTable, TableBody, TableHeader, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button';
import { focusRing } from '../theme/media';

export interface TableColumn<T> {
  id: string;
  /** Column header text. */
  header: string;
  /** The cell content of a row. */
  cell: (row: T) => ReactNode;
  /** Marks the column naming the row (read first by screen readers). */
  isRowHeader?: boolean;
  /** Hide the header text visually but keep it for screen readers (e.g. an Actions column). */
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

const StyledTable = styled(AriaTable)`
  width: 100%;
  min-width: 40rem;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  outline: none;
`;

const Th = styled(Column)`
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface.sunken};
  color: ${({ theme }) => theme.colors.text.muted};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-align: left;
  white-space: nowrap;
  outline: none;
  &[data-focus-visible] { ${focusRing}; outline-offset: -3px; }
`;

const Tr = styled(Row)`
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  outline: none;
  &[data-href], &[data-action] { cursor: pointer; }
  &[data-hovered] { background: ${({ theme }) => theme.colors.primary.subtle}; }
  &[data-focus-visible] { ${focusRing}; outline-offset: -3px; }
` as typeof Row;

const Td = styled(Cell)`
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.default};
  vertical-align: top;
  outline: none;
  &[data-focus-visible] { ${focusRing}; outline-offset: -3px; }
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

/**
 * A data table on react-aria's Table: arrow keys move between rows and cells, Enter activates a row,
 * column headers are real headers; scrolls sideways on a phone.
 */
export function Table<T extends { id: string }>({ label, columns, rows, onRowAction, emptyState, paging }: TableProps<T>) {
  return (
    <div>
      <Scroller>
        <StyledTable aria-label={label} onRowAction={onRowAction ? (key: Key) => onRowAction(String(key)) : undefined}>
          <TableHeader columns={columns}>
            {(column) => (
              <Th id={column.id} isRowHeader={column.isRowHeader} style={column.width ? { width: column.width } : undefined}>
                {column.header}
              </Th>
            )}
          </TableHeader>
          <TableBody items={rows} renderEmptyState={() => emptyState}>
            {(row) => (
              <Tr id={row.id} columns={columns}>
                {(column) => <Td>{column.cell(row)}</Td>}
              </Tr>
            )}
          </TableBody>
        </StyledTable>
      </Scroller>
      {paging && paging.pageCount > 1 ? (
        <Pager aria-label={paging.statusLabel}>
          <Button variant="secondary" size="sm" isDisabled={paging.page <= 1} onPress={() => paging.onPageChange(paging.page - 1)}>
            {paging.previousLabel}
          </Button>
          <span aria-live="polite">{paging.statusLabel}</span>
          <Button variant="secondary" size="sm" isDisabled={paging.page >= paging.pageCount} onPress={() => paging.onPageChange(paging.page + 1)}>
            {paging.nextLabel}
          </Button>
        </Pager>
      ) : null}
    </div>
  );
}
