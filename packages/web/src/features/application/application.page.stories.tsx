import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { admin, applicationDetail, applicationPorts, failing, portError } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { Component } from './application.route';
import { applicationMessages as m } from './application.messages';

const meta = {
  title: 'Pages/Application',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/application/42', route: '/application/:applicationId', parts: ['staff'], user: admin, ports: applicationPorts() }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

const candidateName = `${applicationDetail.user.first_name} ${applicationDetail.user.last_name}`;

/** Opens on the Documents tab: each document with View and Download; the admin's status buttons. */
export const DocumentsTab: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: candidateName })).toBeVisible();
    await expect(await canvas.findByText('passport-amelia-hart.pdf')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: new RegExp(intl.formatMessage(m.documentsTab)) })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The Quiz Results tab: score, outcome and each question with its answer. */
export const QuizTab: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: new RegExp(intl.formatMessage(m.quizTab)) }));
    await waitFor(() => expect(canvas.getByText(new RegExp(intl.formatMessage(m.noAnswer)))).toBeVisible());
  },
};

/** The Finances tab: self-financed or not, and the payers. */
export const FinancesTab: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: new RegExp(intl.formatMessage(m.financesTab)) }));
    await waitFor(() => expect(canvas.getByText('margaret.hart@example.com')).toBeVisible());
  },
};

/** No application behind the address. */
export const NotFound: Story = {
  ...pageParameters({ path: '/application/404', ports: { admin: { detail: failing(portError('NOT_FOUND', 'Not found')), documents: failing(portError('NOT_FOUND', 'Not found')) } } }),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: pageIntl({ loaded }).formatMessage(m.notFound) })).toBeVisible();
  },
};
