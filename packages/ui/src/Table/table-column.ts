import type { ReactNode } from 'react';

/** A column of `Table` (its own module: the table and its phone cards both read it). */
export interface TableColumn<T> {
  id: string;
  /** Column header text. */
  header: string;
  /**
   * The cell content of a row, in a table row or on a phone's card (`layout`). Keep the column list stable
   * (useMemo) so unchanged rows are not drawn again.
   */
  cell: (row: T, layout: 'row' | 'card') => ReactNode;
  /** Marks the column naming the row (read first by screen readers; a card's heading block). */
  isRowHeader?: boolean;
  /** A column of controls (a card shows it last, full width). */
  isAction?: boolean;
  width?: string;
  /** Its header is a sort button when the table has a `sort`. */
  sortable?: boolean;
}

/** The table's sort, kept by its owner (e.g. in the URL): a sortable column's header sorts by that column. */
export interface TableSort {
  /** The sorted column's id. */
  columnId: string;
  direction: 'ascending' | 'descending';
  /** A sortable header pressed: the owner decides the next sort. */
  onSortChange: (columnId: string) => void;
  /** On a phone's cards, the name of the sort buttons' group (e.g. 'Sort by'). */
  label: string;
  /** Said after the sorted column's name on a phone's sort buttons (e.g. 'ascending', 'descending'). */
  ascendingLabel: string;
  descendingLabel: string;
}
