import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { aDeal } from '@admission/domain/testing';
import {
  candidate,
  dashboardPorts,
  failing,
  finance,
  finishedDashboardPorts,
  management,
  rejectedDashboardPorts,
  withdrawal,
  withdrawnDashboardPorts,
  withdrawnUnsubmittedDashboardPorts,
} from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never } from '../../stories/story-services';
import { Component } from './dashboard.route';
import { dashboardMessages as m } from './dashboard.messages';
import { withdrawalMessages as wm } from './withdrawal.messages';
import { reasonsDialogMessages as rd } from '../../shared/reasons-dialog.messages';
import { WITHDRAWAL_REASON_WORDING } from '@admission/wording';
import type { IntlShape } from 'react-intl';

const meta = {
  title: 'Pages/Dashboard',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/', route: '/', parts: ['dashboard'], user: candidate, ports: dashboardPorts() }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Documents and quiz to do, the fee open. The heading takes the focus. */
export const ToDo: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    const heading = await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.welcomeBack) });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('region', { name: management.name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.startQuiz) })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.payNow) })).toBeEnabled();
  },
};

/** Documents and quiz done, the fee paid: the application waits for the jury. */
export const SubmittedToJury: Story = {
  ...pageParameters({ ports: finishedDashboardPorts('COMPLETE') }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.submittedToJury))).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.quizCompleted) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.seeInvoice) })).toBeVisible();
  },
};

/** ADMISSIBLE: congratulations, the interview booking link and the school's address. */
export const Admissible: Story = {
  ...pageParameters({ ports: finishedDashboardPorts('ADMISSIBLE') }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.admissibleTitle))).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(intl.formatMessage(m.bookInterview)) })).toHaveAttribute('href', '/interview/1');
  },
};

/** The Start button opens the quiz's information dialog. */
export const QuizIntro: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.startQuiz) }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: intl.formatMessage(m.introTitle) });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Two applications: every task card's landmark says which application it belongs to (axe `landmark-unique`). */
export const TwoApplications: Story = {
  ...pageParameters({ ports: dashboardPorts({ deals: [aDeal({ id: 1, program: management }), aDeal({ id: 2, program: finance })] }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('region', { name: finance.name })).toBeVisible();
    for (const program of [management, finance]) {
      const documents = canvas.getByRole('region', { name: `${intl.formatMessage(m.documentsTitle)} ${program.name}` });
      await expect(within(documents).getByRole('button')).toBeEnabled();
    }
    // Management asks for the quiz, Finance does not: one quiz card, named after its application.
    await expect(canvas.getAllByRole('region', { name: new RegExp(`^${intl.formatMessage(m.quizTitle)}`) })).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: `${intl.formatMessage(m.quizTitle)} ${management.name}` })).toBeVisible();
  },
};

/** No application on this account. */
export const NoApplications: Story = {
  ...pageParameters({ ports: dashboardPorts({ deals: [], invoice: null }) }),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(pageIntl({ loaded }).formatMessage(m.noApplications))).toBeVisible();
  },
};

/** Waiting for the applications. */
export const Loading: Story = {
  ...pageParameters({ ports: { deals: { list: never } } }),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(pageIntl({ loaded }).formatMessage(m.loading))).toBeVisible();
  },
};

/** The applications could not be read: the page says so in a toast. */
export const LoadFailed: Story = {
  ...pageParameters({ ports: { deals: { list: failing() } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toBeVisible();
  },
};

/** Rejected: the reasons in the candidate's language with what to do next, the document to replace, the history. */
export const RejectedWithReasons: Story = {
  ...pageParameters({ ports: rejectedDashboardPorts() }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.rejectedTitle))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.rejectedReasons))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.replaceTitle))).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.replaceAction) })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 3, name: intl.formatMessage(m.historyTitle) })).toBeVisible();
  },
};

/** Opens the withdrawal dialog (the focus goes into it) and chooses "Cost or financing" and "Other" with its text. */
async function chooseTwoReasons({ canvas, canvasElement, intl, userEvent }: {
  canvas: ReturnType<typeof within>;
  canvasElement: HTMLElement;
  intl: IntlShape;
  userEvent: { click: (element: Element) => Promise<void>; type: (element: Element, text: string) => Promise<void> };
}) {
  const language = intl.locale === 'fr' ? 'fr' : 'en';
  await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(wm.withdraw) }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: intl.formatMessage(wm.title) });
  await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  const cost = within(dialog).getByRole('checkbox', { name: WITHDRAWAL_REASON_WORDING.cost[language].label });
  const other = within(dialog).getByRole('checkbox', { name: WITHDRAWAL_REASON_WORDING.other[language].label });
  await userEvent.click(cost);
  await userEvent.click(other);
  await userEvent.type(within(dialog).getByRole('textbox', { name: intl.formatMessage(rd.otherReasonLabel) }), 'Moving abroad');
  return { dialog, cost, other };
}

const submitted = aDeal({ id: 1, program: management, deal_status: 'COMPLETE', documents_submitted_at: '2026-02-22T12:00:00Z' });
const withdraw = fn(async () => undefined);

/**
 * Withdrawing: the dialog takes the focus, asks for the reasons (two here, "other" with its text) and
 * sends them; the dashboard then shows the application withdrawn, the focus on that notice.
 */
export const WithdrawDialog: Story = {
  ...pageParameters({
    ports: {
      ...finishedDashboardPorts('COMPLETE'),
      deals: {
        // Once withdrawn, the applications reload and say so.
        list: async () => [withdraw.mock.calls.length > 0 ? { ...submitted, ...withdrawal, withdrawal_reasons: [{ id: 'cost' }, { id: 'other', text: 'Moving abroad' }] } : submitted],
        withdraw,
      },
    },
  }),
  beforeEach: () => {
    withdraw.mockClear();
  },
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const body = within(canvasElement.ownerDocument.body);
    const { dialog } = await chooseTwoReasons({ canvas, canvasElement, intl, userEvent });
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(wm.confirm) }));
    await waitFor(() => expect(withdraw).toHaveBeenCalledWith(1, [{ id: 'cost' }, { id: 'other', text: 'Moving abroad' }]));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const notice = await canvas.findByText(intl.formatMessage(wm.withdrawnTitle));
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement?.contains(notice)).toBe(true));
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(wm.withdraw) })).toBeNull();
  },
};

/** The withdrawal is refused (the network failed): the dialog stays open, says so, and keeps both reasons and the text. */
export const WithdrawFailed: Story = {
  ...pageParameters({ ports: { ...finishedDashboardPorts('COMPLETE'), deals: { list: async () => [submitted], withdraw: failing() } } }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const { dialog, cost, other } = await chooseTwoReasons({ canvas, canvasElement, intl, userEvent });
    await userEvent.click(within(dialog).getByRole('button', { name: intl.formatMessage(wm.confirm) }));
    await expect(await within(dialog).findByText(intl.formatMessage(wm.failed))).toBeVisible();
    await expect(cost).toBeChecked();
    await expect(other).toBeChecked();
    await expect(within(dialog).getByRole('textbox', { name: intl.formatMessage(rd.otherReasonLabel) })).toHaveValue('Moving abroad');
  },
};

/** A withdrawn application: when, the candidate's reasons in their language, what they sent still to read, its fee paid; no quiz. */
export const Withdrawn: Story = {
  ...pageParameters({ ports: withdrawnDashboardPorts() }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    const language = intl.locale === 'fr' ? 'fr' : 'en';
    await expect(await canvas.findByText(intl.formatMessage(wm.withdrawnTitle))).toBeVisible();
    // Opened with it: the page's heading keeps the focus.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
    await expect(canvas.getByText(intl.formatMessage(wm.withdrawnOn, { date: intl.formatDate(withdrawal.withdrawn_at, { dateStyle: 'long' }) }))).toBeVisible();
    await expect(canvas.getByText(WITHDRAWAL_REASON_WORDING['accepted-elsewhere'][language].label)).toBeVisible();
    await expect(canvas.getByText('Moving abroad')).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.viewDocuments) })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(wm.withdraw) })).toBeNull();
    await expect(canvas.getByText(intl.formatMessage(m.documentsWithdrawn))).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.seeInvoice) })).toBeEnabled();
    await expect(canvas.getByText(intl.formatMessage(m.paid))).toBeVisible();
  },
};

/**
 * Withdrawn before the documents were sent, the fee still open: nothing to upload or pay (the server would refuse an
 * upload), the documents to read and the invoice to see.
 */
export const WithdrawnBeforeSubmission: Story = {
  ...pageParameters({ ports: withdrawnUnsubmittedDashboardPorts() }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(wm.withdrawnTitle))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.documentsWithdrawn))).toBeVisible();
    await expect(canvas.queryByText(intl.formatMessage(m.documentsToDo))).toBeNull();
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.uploadDocuments) })).toBeNull();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.viewDocuments) })).toBeEnabled();
    await expect(canvas.getByText(intl.formatMessage(m.pendingPayment))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.payNow) })).toBeNull();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.seeInvoice) })).toBeEnabled();
  },
};
