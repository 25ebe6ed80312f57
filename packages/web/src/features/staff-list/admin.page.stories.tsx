import { compareApplications, DEFAULT_ADMIN_SORT, type AdminApplicationQuery } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape } from 'react-intl';
import { expect, fn, waitFor, within } from 'storybook/test';
import { admin, applications, withdrawnApplications } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never } from '../../stories/story-services';
import { Component } from './admin.route';
import { backOfficeMessages } from '../../shared/back-office.messages';
import { adminMessages as m } from './admin.messages';
import { assignMessages as am } from './assign-selection.messages';
import { dealStatusMessage } from '../../shared/staff-labels';

const meta = {
  title: 'Pages/Admin',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({
    path: '/admin?status=all',
    route: '/admin',
    parts: ['staff'],
    user: admin,
    ports: { admin: { list: async () => ({ items: applications, total: applications.length }) } },
  }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status, one row (or, on a phone, one card) per application. The heading takes the focus. */
export const WithResults: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    const heading = await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.title) });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(await canvas.findByText(intl.formatMessage(m.count, { count: applications.length }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.viewApplicationOf, { name: 'Amelia Hart' }) })).toBeVisible();
  },
};

/** No application yet. */
export const Empty: Story = {
  ...pageParameters({ ports: { admin: { list: async () => ({ items: [], total: 0 }) } } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.emptyNone))).toBeVisible();
  },
};

/** Waiting for the list. */
export const Loading: Story = {
  ...pageParameters({ ports: { admin: { list: never } } }),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(pageIntl({ loaded }).formatMessage(m.loading))).toBeVisible();
  },
};

/** The fixtures in the order the server would answer a query (its sort, else newest first). */
const sortedList = fn(async (query: AdminApplicationQuery) => ({
  items: [...applications].sort(compareApplications(query.sort ?? DEFAULT_ADMIN_SORT)),
  total: applications.length,
}));

/** The candidates' names in the order shown (table rows at 1280 px, cards at 360 px). */
const shownOrder = (canvas: { getAllByRole: (role: 'button', options: { name: RegExp }) => HTMLElement[] }, intl: IntlShape) =>
  canvas
    .getAllByRole('button', { name: new RegExp(`^${intl.formatMessage(m.viewApplicationOf, { name: '' })}`) })
    .map((button) => button.getAttribute('aria-label')?.replace(intl.formatMessage(m.viewApplicationOf, { name: '' }), ''));

/** How a sort control says it is the sorted one: the header's aria-sort on a table, aria-pressed on a phone's sort buttons. */
const sortStateOf = (button: HTMLElement): string | null => button.closest('th')?.getAttribute('aria-sort') ?? (button.getAttribute('aria-pressed') === 'true' ? 'pressed' : 'none');

/** Sorted by name from the URL (?sort=name&dir=asc); pressing the name's sort control again (keyboard) sorts Z to A. */
export const SortedByName: Story = {
  ...pageParameters({ path: '/admin?status=all&sort=name&dir=asc', ports: { admin: { list: sortedList } } }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.count, { count: applications.length }))).toBeVisible();
    await expect(shownOrder(canvas, intl)).toEqual(['Yasmine Benali', 'Amelia Hart', 'Hugo Lefèvre', 'Jonas Weber']);
    const byName = canvas.getByRole('button', { name: new RegExp(`^${intl.formatMessage(m.colCandidate)}`) });
    await expect(['ascending', 'pressed']).toContain(sortStateOf(byName));
    await expect(sortStateOf(canvas.getByRole('button', { name: new RegExp(`^${intl.formatMessage(m.colApplied)}`) }))).toBe('none');
    byName.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sortedList).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { column: 'name', direction: 'desc' }, skip: 0 })));
    await waitFor(() => expect(shownOrder(canvas, intl)).toEqual(['Jonas Weber', 'Hugo Lefèvre', 'Amelia Hart', 'Yasmine Benali']));
    const again = canvas.getByRole('button', { name: new RegExp(`^${intl.formatMessage(m.colCandidate)}`) });
    await expect(['descending', 'pressed']).toContain(sortStateOf(again));
    await expect(again).toHaveFocus();
  },
};

/** The applications with a document no one has reviewed yet: the server's answer to documents=to-review. */
const toReviewList = fn(async (query: AdminApplicationQuery) => {
  const items = query.documents === 'to-review' ? applications.filter((item) => item.deal_id === 42 || item.deal_id === 44) : applications;
  return { items, total: items.length };
});

/** "Documents: To review" chosen next to the status (keyboard-reachable popover): the list asks for those only. */
export const DocumentsToReview: Story = {
  ...pageParameters({ path: '/admin?status=all', ports: { admin: { list: toReviewList } } }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.count, { count: applications.length }))).toBeVisible();
    const documents = canvas.getByRole('button', { name: new RegExp(intl.formatMessage(m.documentsFilter)) });
    await expect(documents).toHaveTextContent(intl.formatMessage(m.allDocuments));
    await userEvent.click(documents);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: intl.formatMessage(m.documentsToReview) }));
    await waitFor(() => expect(toReviewList).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'all', documents: 'to-review', skip: 0 })));
    await expect(await canvas.findByText(intl.formatMessage(m.count, { count: 2 }))).toBeVisible();
    await expect(shownOrder(canvas, intl)).toEqual(['Amelia Hart', 'Yasmine Benali']);
    await expect(canvas.getByRole('button', { name: new RegExp(intl.formatMessage(m.documentsFilter)) })).toHaveTextContent(intl.formatMessage(m.documentsToReview));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
  },
};

/** The to-review list answers only once sorted: the first answer for the new filter never comes. */
const slowToReviewList = fn(async (query: AdminApplicationQuery) => {
  if (query.documents === 'to-review' && query.sort === undefined) return never<{ items: typeof applications; total: number }>();
  const items = applications.filter((item) => query.documents !== 'to-review' || item.deal_id === 42 || item.deal_id === 44);
  return { items: [...items].sort(compareApplications(query.sort ?? DEFAULT_ADMIN_SORT)), total: items.length };
});

/** A sort pressed while the new filter's answer is still coming keeps that filter (the list asks for both). */
export const SortedWhileFilterLoads: Story = {
  ...pageParameters({ ports: { admin: { list: slowToReviewList } } }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.count, { count: applications.length }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(intl.formatMessage(m.documentsFilter)) }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: intl.formatMessage(m.documentsToReview) }));
    await waitFor(() => expect(slowToReviewList).toHaveBeenLastCalledWith(expect.objectContaining({ documents: 'to-review' })));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${intl.formatMessage(m.colCandidate)}`) }));
    await waitFor(() =>
      expect(slowToReviewList).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'all', documents: 'to-review', sort: { column: 'name', direction: 'asc' } })),
    );
    await expect(await canvas.findByText(intl.formatMessage(m.count, { count: 2 }))).toBeVisible();
    await expect(shownOrder(canvas, intl)).toEqual(['Yasmine Benali', 'Amelia Hart']);
  },
};

/** The export failed: the message says so and takes the focus; the button is there to try again. */
export const ExportFailed: Story = {
  ...pageParameters({
    ports: { admin: { list: async () => ({ items: applications, total: applications.length }), exportCsv: () => Promise.reject(new Error('HTTP 500')) } },
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await canvas.findByText(intl.formatMessage(m.count, { count: applications.length }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(backOfficeMessages.exportCsv) }));
    const failure = await canvas.findByText(intl.formatMessage(backOfficeMessages.exportFailedText));
    await expect(failure).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(backOfficeMessages.exportFailedTitle))).toBeVisible();
    await waitFor(() => expect(document.activeElement).toContainElement(failure));
    await expect(canvas.getByRole('button', { name: intl.formatMessage(backOfficeMessages.exportCsv) })).toBeEnabled();
  },
};

/** While the server makes the file the button is busy (its pending label) and ignores more presses. */
export const Exporting: Story = {
  ...pageParameters({ ports: { admin: { list: async () => ({ items: applications, total: applications.length }), exportCsv: never } } }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await canvas.findByText(intl.formatMessage(m.count, { count: applications.length }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(backOfficeMessages.exportCsv) }));
    await expect(await canvas.findByRole('button', { name: intl.formatMessage(backOfficeMessages.exportPending) })).toHaveAttribute('aria-disabled', 'true');
  },
};

const withdrawnList = fn(async (query: AdminApplicationQuery) => ({ items: query.status === 'WITHDRAWN' ? withdrawnApplications : applications, total: query.status === 'WITHDRAWN' ? withdrawnApplications.length : applications.length }));

/** Filtered to Withdrawn: the filter says so, and each application the candidate withdrew reads Withdrawn, whatever status it had. */
export const FilteredWithdrawn: Story = {
  ...pageParameters({ path: '/admin?status=WITHDRAWN', ports: { admin: { list: withdrawnList } } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.count, { count: withdrawnApplications.length }))).toBeVisible();
    await expect(withdrawnList).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'WITHDRAWN' }));
    const withdrawn = intl.formatMessage(dealStatusMessage('WITHDRAWN'));
    // The status filter's button shows the filter; then one badge a row (or card).
    const filter = canvas.getAllByRole('button').find((button) => button.getAttribute('aria-haspopup') === 'listbox' && button.textContent?.includes(withdrawn));
    await expect(filter).toBeDefined();
    await expect(canvas.getAllByText(withdrawn, { selector: ':not(option)' }).length).toBeGreaterThan(withdrawnApplications.length);
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.viewApplicationOf, { name: 'Noah Schmidt' }) })).toBeVisible();
  },
};

/** The list read again after an assignment: counts each read so the play function sees the second. */
const assignedList = fn(async () => ({ items: applications, total: applications.length }));
const assignApplications = fn(async (ids: readonly number[]) => ({
  assigned: ids.filter((id) => id !== 43).map((id) => ({ application_id: id, reviewer_ids: ['reviewer-1', 'reviewer-2'] })),
  skipped: ids.filter((id) => id === 43).map((id) => ({ application_id: id, code: 'ALREADY_ASSIGNED' })),
}));

/** Selects the two complete applications (keyboard for the second), asks and confirms: the selection's count and dialog name them. */
async function assignTwo({ canvas, canvasElement, loaded, userEvent }: Parameters<NonNullable<Story['play']>>[0]) {
  const intl = pageIntl({ loaded });
  await canvas.findByText(intl.formatMessage(m.count, { count: applications.length }));
  // Only complete applications take a tick; the others say why not.
  const yasmine = canvas.getByRole('checkbox', { name: intl.formatMessage(am.selectRow, { name: 'Yasmine Benali' }) });
  await expect(yasmine).toBeDisabled();
  await expect(yasmine).toHaveAccessibleDescription(intl.formatMessage(am.onlyComplete));
  await userEvent.click(canvas.getByRole('checkbox', { name: intl.formatMessage(am.selectRow, { name: 'Amelia Hart' }) }));
  canvas.getByRole('checkbox', { name: intl.formatMessage(am.selectRow, { name: 'Hugo Lefèvre' }) }).focus();
  await userEvent.keyboard(' ');
  await expect(canvas.getByText(intl.formatMessage(am.selected, { count: 2 }))).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(am.assign) }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: intl.formatMessage(am.confirmTitle, { count: 2 }) });
  await expect(dialog).toHaveTextContent(intl.formatMessage(am.confirmText, { names: intl.formatList(['Amelia Hart', 'Hugo Lefèvre'], { type: 'conjunction' }) }));
  await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(am.confirm) }));
  return intl;
}

/** An admin assigns two complete applications to the jury; one had its reviewers already: the outcome says both, in words, and takes the focus. */
export const AssignSelectionToJury: Story = {
  ...pageParameters({ ports: { admin: { list: assignedList }, review: { assignApplications } } }),
  play: async (context) => {
    const { canvas } = context;
    const intl = await assignTwo(context);
    await waitFor(() => expect(assignApplications).toHaveBeenLastCalledWith([42, 43]));
    const outcome = await canvas.findByText(new RegExp(intl.formatMessage(am.assigned, { count: 1 }).replace('.', '\\.')));
    await expect(outcome).toHaveTextContent(intl.formatMessage(am.skippedAlreadyAssigned, { names: 'Hugo Lefèvre' }));
    await waitFor(() => expect(document.activeElement).toContainElement(outcome));
    await expect(canvas.getByText(intl.formatMessage(am.selected, { count: 0 }))).toBeVisible();
    await waitFor(() => expect(assignedList.mock.calls.length).toBeGreaterThan(1));
  },
};

/** The assignment failed: the outcome says nothing was assigned and takes the focus; the selection is kept to try again. */
export const AssignSelectionFailed: Story = {
  ...pageParameters({ ports: { admin: { list: async () => ({ items: applications, total: applications.length }) }, review: { assignApplications: () => Promise.reject(new Error('HTTP 500')) } } }),
  play: async (context) => {
    const { canvas } = context;
    const intl = await assignTwo(context);
    const failure = await canvas.findByText(intl.formatMessage(am.failed));
    await waitFor(() => expect(document.activeElement).toContainElement(failure));
    await expect(canvas.getByText(intl.formatMessage(am.selected, { count: 2 }))).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: intl.formatMessage(am.selectRow, { name: 'Amelia Hart' }) })).toBeChecked();
  },
};

/** An agent sees the list as ever: no selection, no assignment. */
export const AgentHasNoSelection: Story = {
  ...pageParameters({ user: { email: 'agent@example.com', role: 'agent' } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.count, { count: applications.length }))).toBeVisible();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(am.assign) })).toBeNull();
  },
};
