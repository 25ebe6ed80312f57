import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { NativeButton } from '../Button';
import { EmailAddress } from '../EmailAddress';
import { EmptyState } from '../EmptyState';
import { coveringElements, emailAddressElement, emailLinesBrokenMidWord, isTouchSized, renderedLines } from '../testing/layout';
import { Stack } from '../Layout';
import { StatusBadge } from '../StatusBadge';
import { Text } from '../Typography';
import { Table, type TableColumn } from './Table';

interface ApplicationRow {
  id: string;
  name: string;
  email: string;
  program: string;
  status: 'COMPLETE' | 'ADMISSIBLE' | 'REJECTED';
  applied: string;
}

/** Builds a row with overridable fields (fixed dates: screenshots stay stable). */
function applicationRow(overrides: Partial<ApplicationRow> = {}): ApplicationRow {
  return { id: '101', name: 'Jane Doe', email: 'jane.doe@example.com', program: 'MSc Finance', status: 'COMPLETE', applied: '12/03/2026', ...overrides };
}

const rows = [
  applicationRow(),
  applicationRow({ id: '102', name: 'Karim Benali', email: 'karim@example.com', program: 'Bachelor in Management', status: 'ADMISSIBLE', applied: '14/03/2026' }),
  applicationRow({ id: '103', name: 'Léa Martin', email: 'lea.martin@example.com', program: 'MBA', status: 'REJECTED', applied: '02/04/2026' }),
];

const columns: TableColumn<ApplicationRow>[] = [
  {
    id: 'candidate',
    header: 'Candidate',
    isRowHeader: true,
    cell: (row) => (
      <Stack gap={0}>
        <Text as="span" weight="semibold">
          {row.name}
        </Text>
        <Text as="span" size="sm" tone="muted">
          <EmailAddress email={row.email} />
        </Text>
      </Stack>
    ),
  },
  { id: 'program', header: 'Program', cell: (row) => row.program },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge kind={row.status} label={row.status === 'COMPLETE' ? 'Complete' : row.status === 'ADMISSIBLE' ? 'Admissible' : 'Rejected'} /> },
  { id: 'applied', header: 'Applied', cell: (row) => row.applied },
  {
    id: 'actions',
    header: 'Actions',
    isAction: true,
    // In a row the row itself is the tab stop; on a card the button is.
    cell: (row, layout) => (
      <NativeButton size="sm" variant="secondary" tabIndex={layout === 'row' ? -1 : undefined} aria-label={`View Application of ${row.name}`}>
        View Application
      </NativeButton>
    ),
  },
];

const meta = {
  title: 'Data/Table',
  component: Table<ApplicationRow>,
  args: {
    label: 'Applications',
    columns,
    rows,
    onRowAction: fn(),
    emptyState: <EmptyState title="No applications found" description="No applications in the system yet" />,
  },
  argTypes: { columns: { control: false }, rows: { control: false }, emptyState: { control: false } },
} satisfies Meta<typeof Table<ApplicationRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('No applications found')).toBeVisible();
    // With no row to focus, the table's scrolling area is the tab stop (a phone scrolls it sideways), named as the table.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Applications' })).toHaveFocus();
  },
};

export const EmptySearch: Story = {
  args: { rows: [], emptyState: <EmptyState title="No applications found" description='No applications match the search "zzz"' icon="search" /> },
};

export const WithPaging: Story = {
  args: { paging: { page: 2, pageCount: 5, onPageChange: fn(), previousLabel: 'Previous', nextLabel: 'Next', statusLabel: 'Page 2 of 5' } },
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.paging?.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** How many times a row's cells were drawn (the Sortable story's check that a new sort redraws no row). */
const cellDraws = { count: 0 };
const countedColumns: TableColumn<ApplicationRow>[] = columns.map((column) => ({
  ...column,
  sortable: column.id === 'candidate' || column.id === 'applied',
  cell: (row, layout) => {
    cellDraws.count += 1;
    return column.cell(row, layout);
  },
}));

/** The sort kept in state, as a page keeps it in its URL. */
function SortableTable(args: Parameters<typeof Table<ApplicationRow>>[0]) {
  const [sort, setSort] = useState<{ columnId: string; direction: 'ascending' | 'descending' }>({ columnId: 'applied', direction: 'descending' });
  const onSortChange = (columnId: string) => {
    args.sort?.onSortChange(columnId);
    setSort((current) => ({ columnId, direction: current.columnId === columnId && current.direction === 'ascending' ? 'descending' : 'ascending' }));
  };
  return <Table {...args} columns={countedColumns} sort={{ label: 'Sort by', ascendingLabel: 'ascending', descendingLabel: 'descending', ...sort, onSortChange }} />;
}

/** Sortable columns: each header is a button; the sorted one says its direction in aria-sort; a new sort redraws the headers, not the rows. */
export const Sortable: Story = {
  // No screenshot of its own: the admin page stories show sorted headers in both brands.
  tags: ['no-visual'],
  args: {
    sort: { columnId: 'applied', direction: 'descending', onSortChange: fn(), label: 'Sort by', ascendingLabel: 'ascending', descendingLabel: 'descending' },
  },
  render: (args) => <SortableTable {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const [candidate, program, , applied] = canvas.getAllByRole('columnheader');
    await expect(applied).toHaveAttribute('aria-sort', 'descending');
    await expect(candidate).toHaveAttribute('aria-sort', 'none');
    await expect(program).not.toHaveAttribute('aria-sort');
    const drawn = cellDraws.count;
    await userEvent.click(canvas.getByRole('button', { name: /^Candidate/ }));
    await expect(args.sort?.onSortChange).toHaveBeenLastCalledWith('candidate');
    await waitFor(() => expect(canvas.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending'));
    await expect(canvas.getAllByRole('columnheader')[3]).toHaveAttribute('aria-sort', 'none');
    // The same rows and columns: no cell drawn again for a new sort.
    await expect(cellDraws.count).toBe(drawn);
    canvas.getByRole('button', { name: /^Candidate/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'descending'));
    await expect(canvas.getByRole('button', { name: /^Candidate/ })).toHaveFocus();
  },
};

export const RowActivation: Story = {
  // No screenshot: the row it ends on repaints its focus outline on its own timing (1 run in a few differed by
  // one line of pixels); Default and Keyboard And Row Controls hold the table's look.
  tags: ['no-visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('rowheader', { name: /Karim Benali/ }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith('102');
    // Keyboard: focus the table, move down to the next row and press Enter.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith('103');
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Candidate', 'Program', 'Status', 'Applied', 'Actions']);
  },
};

export const KeyboardAndRowControls: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    // One tab stop: the first row; arrows, Home and End move between rows.
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(rows[rows.length - 1]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(rows[1]?.getAttribute('data-key'));
    // Tabbing away and back returns to the row last focused.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(rows[1]).toHaveFocus();
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', String(rows.length + 1));
  },
};

/** 500 generated rows (the spread of a busy admissions season). */
const manyRows = Array.from({ length: 500 }, (_, index) =>
  applicationRow({ id: String(1000 + index), name: `Candidate ${index + 1}`, email: `candidate${index + 1}@example.com` }),
);

export const LongListVirtualised: Story = {
  // No screenshot: which rows are drawn follows the viewport of the run; the rows look as in Default.
  tags: ['no-visual'],
  args: { rows: manyRows },
  play: async ({ canvas, args, userEvent }) => {
    const grid = canvas.getByRole('grid');
    // Every row counts for assistive technology; only those near the screen are in the DOM.
    await expect(grid).toHaveAttribute('aria-rowcount', '501');
    const drawn = () => canvas.getAllByRole('row').slice(1);
    await expect(drawn().length).toBeGreaterThan(3);
    await expect(drawn().length).toBeLessThan(60);
    await expect(drawn()[0]).toHaveAttribute('aria-rowindex', '2');
    // The keyboard reaches rows that were not drawn: End scrolls to the last one and focuses it.
    await userEvent.tab();
    await expect(drawn()[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('rowheader', { name: /Candidate 500\b/ }).closest('tr')).toHaveFocus();
    await expect(document.activeElement).toHaveAttribute('aria-rowindex', '501');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith('1498');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('rowheader', { name: /Candidate 1\b/ }).closest('tr')).toHaveFocus();
    await expect(drawn().length).toBeLessThan(60);
  },
};

/** On a phone each application is a card: name and email, the facts as label and value, the action last. */
export const PhoneCard: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: { cardsBelow: 'md', rows: rows.slice(1, 2) },
};

/** Several cards on the narrowest phone: the email whole, the action finger-sized, one tab stop a card; nothing scrolls sideways. */
export const PhoneCards: Story = {
  // No screenshot: taller than the phone's screen (Phone Card shows the look).
  tags: ['no-visual'],
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: {
    cardsBelow: 'md',
    rows: [...rows, applicationRow({ id: '104', name: 'Marie-Antoinette Delafontaine', email: 'marie-antoinette.delafontaine@etudiants.lumiere.example' })],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByRole('grid')).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'Applications' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(cards[0]).toHaveAttribute('aria-setsize', '4');
    await expect(within(cards[0] as HTMLElement).getByText('Program')).toBeVisible();
    await expect(within(cards[0] as HTMLElement).getByText('MSc Finance')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    const email = emailAddressElement(canvasElement, 'marie-antoinette.delafontaine@etudiants.lumiere.example');
    await expect(emailLinesBrokenMidWord(renderedLines(email))).toEqual([]);
    const view = canvas.getByRole('button', { name: 'View Application of Karim Benali' });
    await expect(isTouchSized(view)).toBe(true);
    view.scrollIntoView({ block: 'center' });
    await expect(coveringElements(view)).toEqual([]);
    // Each card's button is a tab stop of its own.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View Application of Jane Doe' })).toHaveFocus();
    await userEvent.tab();
    await expect(view).toHaveFocus();
  },
};

/** 500 applications on a phone: every card counts for assistive technology, only those near the screen are drawn, and the focused one stays. */
export const PhoneLongListOfCards: Story = {
  tags: ['no-visual'],
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { cardsBelow: 'md', rows: manyRows },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Applications' });
    const drawn = () => within(list).getAllByRole('listitem');
    await expect(drawn()[0]).toHaveAttribute('aria-setsize', '500');
    await expect(drawn().length).toBeGreaterThan(1);
    await expect(drawn().length).toBeLessThan(25);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'View Application of Candidate 1' });
    await expect(first).toHaveFocus();
    const page = canvasElement.ownerDocument.scrollingElement ?? canvasElement.ownerDocument.documentElement;
    page.scrollTop = page.scrollHeight / 2;
    await waitFor(() => expect(within(list).queryByText('Candidate 250')).not.toBeNull());
    await expect(drawn().length).toBeLessThan(25);
    await expect(first).toHaveFocus();
  },
};
