import { PortError, type AdminApi, type AdminDeletionRequest } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { deletionMessages as dm } from '../../shared/account-deletion.messages';
import { admin, applications, failing } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never, type StoryPorts } from '../../stories/story-services';
import { closeToast } from '../../stories/toasts';
import { adminMessages as m } from './admin.messages';
import { Component } from './admin.route';

const waitingRequest: AdminDeletionRequest = {
  id: 11,
  status: 'requested',
  brand: 'northbridge',
  requested_at: '2026-02-26T10:00:00Z',
  completed_at: null,
  completed_by: null,
  candidate: { first_name: 'Amelia', last_name: 'Hart', email: 'amelia.hart@example.com' },
  documents: 4,
  has_invoices: true,
};
const completedRequest: AdminDeletionRequest = {
  id: 9,
  status: 'completed',
  brand: 'northbridge',
  requested_at: '2026-02-10T10:00:00Z',
  completed_at: '2026-02-12T15:00:00Z',
  completed_by: { name: 'Alice Admin', role: 'admin' },
  candidate: null,
  documents: 0,
  has_invoices: false,
};

/** /admin's list, with the deletion calls answered as given. */
const withRequests = (calls: Partial<Pick<AdminApi, 'deletionRequests' | 'completeDeletion'>>): StoryPorts => ({
  admin: { list: async () => ({ items: applications, total: applications.length }), ...calls },
});
let carriedOut = false;
const deletionRequests = fn(async () => (carriedOut ? [{ ...completedRequest, id: 11, requested_at: waitingRequest.requested_at, completed_at: '2026-03-01T09:00:00Z' }, completedRequest] : [waitingRequest, completedRequest]));
const completeDeletion = fn(async () => {
  carriedOut = true;
  return { ...completedRequest, id: 11 };
});

const meta = {
  title: 'Pages/Admin/Deletion requests',
  component: Component,
  tags: ['!autodocs'],
  // The view loads the `deletion` part with its code; a story's reset catalog needs it from the start.
  ...pageAnnotations({ path: '/admin?status=all', route: '/admin', parts: ['staff', 'deletion'], user: admin, ports: withRequests({ deletionRequests, completeDeletion }) }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the view from /admin's button; its heading takes the focus. */
async function openRequests(canvasElement: HTMLElement, intl: IntlShape) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1 });
  const button = await canvas.findByRole('button', { name: intl.formatMessage(m.deletionRequests) });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const heading = await canvas.findByRole('heading', { level: 2, name: intl.formatMessage(m.deletionRequests) });
  await waitFor(() => expect(heading).toHaveFocus());
  return within(canvas.getByRole('region', { name: intl.formatMessage(m.deletionRequests) }));
}

/** A waiting request names the candidate, what storage holds and the invoices kept; carrying it out asks first, then lists it as done and the focus goes to the waiting list's heading. */
export const CarriesOneOut: Story = {
  play: async ({ canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    carriedOut = false;
    completeDeletion.mockClear();
    const canvas = await openRequests(canvasElement, intl);
    await expect(await canvas.findByText('Amelia Hart')).toBeVisible();
    await expect(canvas.getByText(new RegExp(intl.formatMessage(dm.invoicesKept, { years: 10 })))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(dm.carryOutOf, { name: 'Amelia Hart' }) }));
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await body.findByRole('alertdialog', { name: intl.formatMessage(dm.confirmTitle, { name: 'Amelia Hart' }) });
    await userEvent.click(within(confirm).getByRole('button', { name: intl.formatMessage(dm.carryOut) }));
    await waitFor(() => expect(completeDeletion).toHaveBeenCalledWith(11));
    await expect(await body.findByText(intl.formatMessage(dm.doneTitle))).toBeVisible();
    await expect(await canvas.findByText(intl.formatMessage(dm.noneWaitingNow))).toBeVisible();
    // The row went away: the focus is on the waiting list's heading, not the page.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 3, name: intl.formatMessage(dm.waitingHeading, { count: 0 }) })).toHaveFocus());
    await closeToast(canvasElement, intl, intl.formatMessage(dm.doneTitle));
  },
};

/** No request at all. */
export const Empty: Story = {
  ...pageParameters({ ports: withRequests({ deletionRequests: async () => [] }) }),
  play: async ({ canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    const canvas = await openRequests(canvasElement, intl);
    await expect(await canvas.findByText(intl.formatMessage(dm.emptyTitle))).toBeVisible();
  },
};

/** Waiting for the requests. */
export const Loading: Story = {
  ...pageParameters({ ports: withRequests({ deletionRequests: never }) }),
  play: async ({ canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    const canvas = await openRequests(canvasElement, intl);
    await expect(await canvas.findByText(intl.formatMessage(dm.panelLoading))).toBeInTheDocument();
  },
};

/** The requests could not be read: the view says so, with a way to try again. */
export const LoadFailed: Story = {
  ...pageParameters({ ports: withRequests({ deletionRequests: failing() }) }),
  play: async ({ canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    const canvas = await openRequests(canvasElement, intl);
    await expect(await canvas.findByText(intl.formatMessage(dm.panelFailed))).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(dm.retry) })).toBeVisible();
  },
};

/** The candidate cancelled meanwhile (409 NO_DELETION_REQUESTED): nothing was deleted, and the row says why. */
export const Refused: Story = {
  ...pageParameters({
    ports: withRequests({
      deletionRequests: async () => [waitingRequest],
      completeDeletion: failing(new PortError('CONFLICT', 'No deletion of this account is waiting', { status: 409, detail: { code: 'NO_DELETION_REQUESTED' } })),
    }),
  }),
  play: async ({ canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    const canvas = await openRequests(canvasElement, intl);
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(dm.carryOutOf, { name: 'Amelia Hart' }) }));
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: intl.formatMessage(dm.carryOut) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(intl.formatMessage(dm.noneWaiting));
  },
};
