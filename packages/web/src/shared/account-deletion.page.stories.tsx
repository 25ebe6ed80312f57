import { deletionSummary, DEFAULT_RETENTION, PortError, type AccountDeletionState, type UsersApi } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { accountMenuMessages as pm } from './account-menu.messages';
import { Component } from '../features/dashboard/dashboard.route';
import { candidate, dashboardPorts, failing } from '../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../stories/page-story';
import { never, type StoryPorts } from '../stories/story-services';
import { closeToast } from '../stories/toasts';
import { deletionMessages as m } from './account-deletion.messages';

const summary = deletionSummary(DEFAULT_RETENTION, { hasInvoices: true });
const none: AccountDeletionState = { request: null, summary };
const waiting: AccountDeletionState = { request: { id: 7, status: 'requested', requested_at: '2026-02-27T10:00:00Z', cancelled_at: null }, summary };
const cancelled: AccountDeletionState = { request: { id: 7, status: 'cancelled', requested_at: '2026-02-27T10:00:00Z', cancelled_at: '2026-03-01T09:00:00Z' }, summary };

/** The dashboard's ports, with the candidate's deletion calls answered as given. */
const withDeletion = (users: Partial<Pick<UsersApi, 'deletionRequest' | 'requestDeletion' | 'cancelDeletion'>>): StoryPorts => {
  const ports = dashboardPorts();
  return { ...ports, users: { ...ports.users, ...users } };
};
const requestDeletion = fn(async () => waiting);
const cancelDeletion = fn(async () => cancelled);

const meta = {
  title: 'Pages/Account/Delete my account',
  component: Component,
  tags: ['!autodocs'],
  // The dialog loads the `deletion` part with its code; a story's reset catalog needs it from the start.
  ...pageAnnotations({ path: '/', route: '/', parts: ['dashboard', 'deletion'], user: candidate, ports: withDeletion({ deletionRequest: async () => none, requestDeletion }) }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone the account controls sit behind the header's Account button: open it when it shows, then press `label`. */
async function openDialog(canvasElement: HTMLElement, intl: IntlShape, label = m.dialogTitle) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 });
  const menu = canvas.queryByRole('button', { name: intl.formatMessage(pm.accountMenu), expanded: false });
  if (menu !== null) await userEvent.click(menu);
  const name = label === m.pendingTitle ? pm.deletionRequested : pm.deleteAccount;
  await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(name) }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: intl.formatMessage(label) });
  // The dialog fades in: its content is checked once it shows.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The confirmation says what goes and what the school keeps by law, for how long; asking turns it into the waiting notice, which takes the focus. */
export const AsksToDelete: Story = {
  play: async ({ canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    requestDeletion.mockClear();
    const dialog = await openDialog(canvasElement, intl);
    const inDialog = within(dialog);
    await expect(inDialog.getByText(intl.formatMessage(m.deletedDocuments))).toBeVisible();
    await expect(inDialog.getByText(intl.formatMessage(m.keptRecord, { years: 5 }))).toBeVisible();
    await expect(inDialog.getByText(intl.formatMessage(m.keptInvoices, { years: 10 }))).toBeVisible();
    await userEvent.click(inDialog.getByRole('button', { name: intl.formatMessage(m.confirm) }));
    await waitFor(() => expect(requestDeletion).toHaveBeenCalledTimes(1));
    const pending = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: intl.formatMessage(m.pendingTitle) });
    await waitFor(() => expect(pending).toBeVisible());
    const notice = within(pending).getByText(intl.formatMessage(m.pendingText, { date: intl.formatDate('2026-02-27T10:00:00Z', { dateStyle: 'long' }) }));
    await waitFor(() => expect(pending.contains(pending.ownerDocument.activeElement)).toBe(true));
    await waitFor(() => expect(notice).toBeVisible());
  },
};

/** A request waits: the header says so, and the dialog offers to cancel it; cancelling closes it with a toast. */
export const PendingCancelled: Story = {
  ...pageParameters({ ports: withDeletion({ deletionRequest: async () => waiting, cancelDeletion }) }),
  play: async ({ canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    cancelDeletion.mockClear();
    const dialog = await openDialog(canvasElement, intl, m.pendingTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(m.cancelRequest) }));
    await waitFor(() => expect(cancelDeletion).toHaveBeenCalledTimes(1));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(intl.formatMessage(m.cancelledTitle))).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await closeToast(canvasElement, intl, intl.formatMessage(m.cancelledTitle));
  },
};

/** The server refuses (409 DELETION_ALREADY_REQUESTED, say from another tab): the dialog stays open and says why. */
export const Refused: Story = {
  ...pageParameters({
    ports: withDeletion({
      deletionRequest: async () => none,
      requestDeletion: failing(new PortError('CONFLICT', 'A deletion of this account is already requested', { status: 409, detail: { code: 'DELETION_ALREADY_REQUESTED' } })),
    }),
  }),
  play: async ({ canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    const dialog = await openDialog(canvasElement, intl);
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(m.confirm) }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(intl.formatMessage(m.alreadyRequested));
    await expect(within(dialog).getByRole('button', { name: intl.formatMessage(m.confirm) })).toBeVisible();
  },
};

/** Waiting for what a deletion would remove: the dialog says it is loading. */
export const Loading: Story = {
  ...pageParameters({ ports: withDeletion({ deletionRequest: never }) }),
  play: async ({ canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    const dialog = await openDialog(canvasElement, intl);
    await expect(await within(dialog).findByText(intl.formatMessage(m.loading))).toBeInTheDocument();
  },
};

/** The request could not be read: the dialog says so, with a way to try again. */
export const LoadFailed: Story = {
  ...pageParameters({ ports: withDeletion({ deletionRequest: failing() }) }),
  play: async ({ canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    const dialog = await openDialog(canvasElement, intl);
    await expect(await within(dialog).findByText(intl.formatMessage(m.loadFailed))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: intl.formatMessage(m.retry) })).toBeVisible();
  },
};

// The programs answer when the story says so: until then the dashboard shows its spinner.
let answerPrograms: () => void = () => undefined;
const deletionRead = fn(async () => none);
const heldPorts = (): StoryPorts => {
  const ports = withDeletion({ deletionRequest: deletionRead });
  const programs = dashboardPorts().deals?.list ?? (async () => []);
  return { ...ports, deals: { ...ports.deals, list: () => new Promise((resolve) => (answerPrograms = () => void programs().then(resolve))) } };
};

/**
 * The deletion state is not read while the page still waits for its own data (on a phone it would compete with
 * them), even once the browser is idle; it is read once the dashboard has drawn its applications.
 */
export const ReadAfterTheFirstScreen: Story = {
  ...pageParameters({ ports: heldPorts() }),
  play: async ({ canvasElement }) => {
    deletionRead.mockClear();
    // Long enough for the browser to be idle several times over.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(deletionRead).not.toHaveBeenCalled();
    answerPrograms();
    await within(canvasElement).findByRole('heading', { level: 1 });
    await waitFor(() => expect(deletionRead).toHaveBeenCalledTimes(1));
  },
};
