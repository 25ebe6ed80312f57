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
}
