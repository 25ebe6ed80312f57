import { PortError, QUIZ_QUESTION_COUNT } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { candidate, quizPorts, quizQuestion, secondsFromNow } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { Component } from './quiz.route';
import { quizMessages as m } from './quiz.messages';

const meta = {
  title: 'Pages/Quiz',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/quiz', route: '/quiz', parts: ['quiz'], user: candidate, ports: quizPorts() }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Question 3 of 20 with 23:45 left (the clock is stopped: the countdown stays there). */
export const Question: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.questionCaption, { number: 3, count: QUIZ_QUESTION_COUNT }))).toBeVisible();
    await expect(canvas.getByText('23:45')).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.submit) })).toBeDisabled();
  },
};

/** Five minutes or less: the countdown turns to its warning colour. */
export const TimeRunningOut: Story = {
  ...pageParameters({ ports: quizPorts({ number: 18, secondsLeft: 4 * 60 + 12 }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4:12')).toBeVisible();
  },
};

/** Answering too fast: the answers wait, and the button says for how long. */
export const SlowDown: Story = {
  ...pageParameters({
    ports: { quiz: { start: async () => ({ question: quizQuestion(4), end_time: secondsFromNow(20 * 60), blocked_until: secondsFromNow(12) }) } },
  }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('button', { name: intl.formatMessage(m.wait, { seconds: 12 }) })).toBeDisabled();
  },
};

/**
 * The candidate switched tabs: the real focus-loss hook sees the page hidden and the overlay covers the quiz.
 * (The page stays 'hidden' for the story, so a pointer moving over it does not lift the overlay.)
 */
export const StayOnScreen: Story = {
  beforeEach: () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    return () => {
      Reflect.deleteProperty(document, 'visibilityState');
    };
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    const intl = pageIntl({ loaded });
    await canvas.findByText(intl.formatMessage(m.questionCaption, { number: 3, count: QUIZ_QUESTION_COUNT }));
    document.dispatchEvent(new Event('visibilitychange'));
    const overlay = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: intl.formatMessage(m.stayTitle) });
    await waitFor(() => expect(overlay).toBeVisible());
  },
};

/** The time ran out: the quiz is over and the answers are kept. */
export const QuizOver: Story = {
  ...pageParameters({ ports: { quiz: { start: () => Promise.reject(new PortError('QUIZ_EXPIRED', 'Quiz has expired', { status: 400 })) } } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.overTitle) })).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.overExpired))).toBeVisible();
  },
};
