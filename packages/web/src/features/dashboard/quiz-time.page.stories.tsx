import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape } from 'react-intl';
import { expect, waitFor, within } from 'storybook/test';
import { aDeal } from '@admission/domain/testing';
import { candidate, dashboardPorts, extraQuizTime, failing, management } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import type { StoryPorts } from '../../stories/story-services';
import { Component } from './dashboard.route';
import { dashboardMessages as m } from './dashboard.messages';

/** A candidate whose program requires the quiz, their quiz time answered by `time`. */
const withQuizTime = (time: NonNullable<StoryPorts['quiz']>['time']): StoryPorts => {
  const ports = dashboardPorts({ deals: [aDeal({ id: 1, program: management })] });
  return { ...ports, quiz: { ...ports.quiz, time } };
};

const meta = {
  title: 'Pages/Dashboard/Quiz time',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/', route: '/', parts: ['dashboard'], user: candidate, ports: withQuizTime(async () => extraQuizTime) }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A text as Testing Library reads the page (French puts no-break spaces in numbers; it reads them as spaces). */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const timeText = (intl: IntlShape) => intl.formatMessage(m.quizTimeExtra, { minutes: intl.formatNumber(60), percent: intl.formatNumber(0.5, { style: 'percent' }) });

/**
 * Granted 50 % extra time and relaxed warnings: the quiz card says the longer time; the start dialog
 * says it too, and that leaving the window will not raise the warning.
 */
export const ExtraTime: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const card = await canvas.findByRole('region', { name: new RegExp(intl.formatMessage(m.quizTitle)) });
    await expect(within(card).getByText(plain(intl.formatMessage(m.quizTime, { time: timeText(intl) })))).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: intl.formatMessage(m.startQuiz) }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: intl.formatMessage(m.introTitle) });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(plain(intl.formatMessage(m.introTime, { time: timeText(intl) })))).toBeVisible();
    await expect(within(dialog).getByText(intl.formatMessage(m.introRelaxed))).toBeVisible();
  },
};

/** The quiz time could not be read: the card says so, and the dialog does not promise a duration. */
export const TimeUnknown: Story = {
  ...pageParameters({ ports: withQuizTime(failing()) }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const card = await canvas.findByRole('region', { name: new RegExp(intl.formatMessage(m.quizTitle)) });
    await expect(await within(card).findByText(intl.formatMessage(m.quizTimeFailed))).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: intl.formatMessage(m.startQuiz) }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: intl.formatMessage(m.introTitle) });
    const unknown = await within(dialog).findByText(intl.formatMessage(m.introTimeUnknown));
    await waitFor(() => expect(unknown).toBeVisible());
  },
};
