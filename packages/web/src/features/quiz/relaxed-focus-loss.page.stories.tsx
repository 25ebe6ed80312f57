import { QUIZ_QUESTION_COUNT } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { candidate, extraQuizTime, quizPorts } from '../../stories/fixtures';
import { pageAnnotations, pageIntl } from '../../stories/page-story';
import { Component } from './quiz.route';
import { quizMessages as m } from './quiz.messages';

/** A candidate granted relaxed focus-loss warnings. */
const time = fn(async () => extraQuizTime);
const ports = quizPorts();

const annotations = pageAnnotations({ path: '/quiz', route: '/quiz', parts: ['quiz'], user: candidate, ports: { ...ports, quiz: { ...ports.quiz, time } } });

const meta = {
  title: 'Pages/Quiz/Relaxed focus-loss warnings',
  component: Component,
  tags: ['!autodocs'],
  ...annotations,
  // The page's own guards, after the calls of the story before are forgotten.
  beforeEach: () => {
    time.mockClear();
    return annotations.beforeEach();
  },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With relaxed warnings (the domain's focusLossTriggers), leaving the window or moving the pointer out of it raises
 * nothing (an assistive tool in another window is fine); hiding the quiz's tab still raises "Stay on the Screen".
 */
export const OnlyAHiddenTab: Story = {
  beforeEach: () => () => {
    Reflect.deleteProperty(document, 'visibilityState');
  },
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const body = within(canvasElement.ownerDocument.body);
    // A pointer user (the story before may have typed): the overlay's button shows no keyboard focus ring.
    await userEvent.click(await canvas.findByText(intl.formatMessage(m.questionCaption, { number: 3, count: QUIZ_QUESTION_COUNT })));
    await waitFor(() => expect(time).toHaveBeenCalled());
    // The grant is read: let the page take it before leaving.
    await new Promise((resolve) => setTimeout(resolve, 200));
    window.dispatchEvent(new Event('blur'));
    document.documentElement.dispatchEvent(new MouseEvent('mouseleave'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body.queryByRole('alertdialog', { name: intl.formatMessage(m.stayTitle) })).toBeNull();
    window.dispatchEvent(new Event('focus'));

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    const overlay = await body.findByRole('alertdialog', { name: intl.formatMessage(m.stayTitle) });
    await waitFor(() => expect(overlay).toBeVisible());
  },
};
