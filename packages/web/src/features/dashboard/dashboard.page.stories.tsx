import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { aDeal } from '@admission/domain/testing';
import { candidate, dashboardPorts, failing, finance, finishedDashboardPorts, management, rejectedDashboardPorts } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never } from '../../stories/story-services';
import { Component } from './dashboard.route';
import { dashboardMessages as m } from './dashboard.messages';

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
    await expect(canvas.getByRole('link', { name: new RegExp(intl.formatMessage(m.bookInterview)) })).toBeVisible();
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

/** Rejected (issue #16): the reasons in the candidate's language with what to do next, the document to replace, the history. */
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
