import { memo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useRowWindow, type RowWindow } from './row-window';
import type { TableColumn } from './table-column';

/** A first guess at a card's height (name, email, four facts, the action); cards are measured once drawn. */
const ESTIMATED_CARD_PX = 300;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The space under a card is part of its item, so a measured item is a whole step of the virtualised list.
const Item = styled.li`
  padding-bottom: ${({ theme }) => theme.space[3]};
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface.raised};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  /* Facts as label / value pairs, two a line when they fit. */
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 8rem), 1fr));
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.text.muted};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  dd { margin: 0; min-width: 0; }
`;

/** The card's actions, full width: a finger finds them at once. */
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  > * { width: 100%; }
`;

interface CardProps<T extends { id: string }> {
  readonly row: T;
  /** 1-based position in the whole list (a virtualised list draws only some of it). */
  readonly position: number;
  readonly setSize: number;
  readonly measure?: (element: HTMLElement | null) => void;
  readonly columns: readonly TableColumn<T>[];
}

/** One card: the row header's content first, the other columns as facts, the action columns last. Drawn again only when its row or columns change. */
const RowCard = memo(function RowCard<T extends { id: string }>({ row, position, setSize, measure, columns }: CardProps<T>) {
  const facts = columns.filter((column) => !column.isRowHeader && !column.isAction);
  return (
    <Item ref={measure} data-index={position - 1} data-key={row.id} aria-posinset={position} aria-setsize={setSize}>
      <Card>
        {columns
          .filter((column) => column.isRowHeader)
          .map((column) => (
            <div key={column.id}>{column.cell(row, 'card')}</div>
          ))}
        {facts.length > 0 ? (
          <dl>
            {facts.map((column) => (
              <div key={column.id}>
                <dt>{column.header}</dt>
                <dd>{column.cell(row, 'card')}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <Actions>
          {columns
            .filter((column) => column.isAction)
            .map((column) => (
              <div key={column.id}>{column.cell(row, 'card')}</div>
            ))}
        </Actions>
      </Card>
    </Item>
  );
}) as <T extends { id: string }>(props: CardProps<T>) => ReactNode;

/** A spacer standing for cards that are not drawn, so the page keeps the height of the whole list. */
function Spacer({ height }: { readonly height: number }) {
  return height > 0 ? <li aria-hidden="true" style={{ height }} /> : null;
}

export interface TableCardsProps<T extends { id: string }> {
  /** Accessible name of the list (the table's label). */
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** From this many cards on, only those near the screen are drawn. */
  virtualFrom: number;
}

/**
 * The table's rows as cards, one a row, for a phone: nothing to scroll sideways, every fact readable and the
 * action full width. A long list draws only the cards near the screen (and the one holding the focus).
 */
export function TableCards<T extends { id: string }>({ label, columns, rows, virtualFrom }: TableCardsProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const [focused, setFocused] = useState(0);
  const rowWindow = useRowWindow({ rows, body: list, enabled: rows.length >= virtualFrom, keep: focused, estimatedSize: ESTIMATED_CARD_PX });
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const index = Number((event.target.closest('li[data-index]') as HTMLElement | null)?.dataset.index);
    if (Number.isInteger(index)) setFocused(index);
  };
  return (
    <List ref={list} aria-label={label} onFocus={onFocus}>
      {rowWindow ? (
        <WindowCards rowWindow={rowWindow} rows={rows} columns={columns} />
      ) : (
        rows.map((row, index) => <RowCard key={row.id} row={row} position={index + 1} setSize={rows.length} columns={columns} />)
      )}
    </List>
  );
}

interface WindowCardsProps<T extends { id: string }> {
  readonly rowWindow: RowWindow;
  readonly rows: readonly T[];
  readonly columns: readonly TableColumn<T>[];
}

/** The drawn cards of a long list, with spacers for the others. */
function WindowCards<T extends { id: string }>({ rowWindow, rows, columns }: WindowCardsProps<T>) {
  let end = 0;
  const drawn: ReactNode[] = [];
  for (const item of rowWindow.items) {
    const row = rows[item.index];
    if (row === undefined) continue;
    drawn.push(<Spacer key={`gap-${row.id}`} height={item.start - end} />);
    drawn.push(<RowCard key={row.id} row={row} position={item.index + 1} setSize={rows.length} measure={rowWindow.measure} columns={columns} />);
    end = item.end;
  }
  return (
    <>
      {drawn}
      <Spacer height={rowWindow.totalSize - end} />
    </>
  );
}
