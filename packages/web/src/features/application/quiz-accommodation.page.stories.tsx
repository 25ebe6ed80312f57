import { PortError, quizDurationSeconds, type QuizAccommodation, type StaffQuizAccommodation, type TimelineEvent } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IntlShape } from 'react-intl';
import { expect, fn, waitFor, within } from 'storybook/test';
import { admin, applicationDetail, applicationPorts, applicationTimeline, failing, grantedAccommodation } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never, type StoryPorts } from '../../stories/story-services';
import { commonMessages } from '../../shared/messages';
import { applicationMessages as m } from './application.messages';
import { Component } from './application.route';
import { accommodationMessages as a } from './quiz-accommodation.messages';
import { workflowMessages as w } from './workflow.messages';

const NOT_STARTED: StaffQuizAccommodation = { accommodation: null, quiz: 'not-started', quiz_required: true, standard_seconds: 2_400 };
/** A candidate none of whose programs has the quiz (a Bachelor in Management, say). */
const NO_QUIZ: StaffQuizAccommodation = { ...NOT_STARTED, quiz_required: false };

/** What the server answers a grant: it, by the admin, at the story's time. */
const saved = (grant: QuizAccommodation): StaffQuizAccommodation =>
  grantedAccommodation('not-started', {
    extra_time_percent: grant.extraTimePercent,
    relaxed_focus_loss: grant.relaxedFocusLoss,
    reason: grant.reason.trim(),
    granted_at: '2026-03-06T09:00:00Z',
    duration_seconds: quizDurationSeconds(grant, 2_400),
  });
const grantQuizAccommodation = fn(async (_id: number, grant: QuizAccommodation) => saved(grant));
const removeQuizAccommodation = fn(async () => NOT_STARTED);

/** The application page's ports with the quiz accommodation answered as given. */
const withAccommodation = (workflow: NonNullable<StoryPorts['workflow']>): StoryPorts => {
  const ports = applicationPorts();
  return { ...ports, workflow: { ...ports.workflow, ...workflow } };
};

const annotations = pageAnnotations({
  path: '/application/42',
  route: '/application/:applicationId',
  parts: ['staff'],
  user: admin,
  ports: withAccommodation({ quizAccommodation: async () => NOT_STARTED, grantQuizAccommodation, removeQuizAccommodation }),
});

const meta = {
  title: 'Pages/Application/Quiz accommodation',
  component: Component,
  tags: ['!autodocs'],
  ...annotations,
  // The page's own guards, after the calls of the story before are forgotten.
  beforeEach: () => {
    grantQuizAccommodation.mockClear();
    removeQuizAccommodation.mockClear();
    return annotations.beforeEach();
  },
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

const percent = (intl: IntlShape, value: number) => intl.formatNumber(value / 100, { style: 'percent' });
/** A text as Testing Library reads the page (French puts no-break spaces in numbers; it reads them as spaces). */
const plain = (text: string) => text.replace(/\s+/g, ' ');

/** Closes the toast that says `title` and waits for it to go: the page's last look no longer depends on timing. */
async function closeToast(canvasElement: HTMLElement, intl: IntlShape, title: string, userEvent: { click: (element: Element) => Promise<void> }) {
  const body = within(canvasElement.ownerDocument.body);
  await body.findByText(title);
  const region = body.getByRole('region', { name: intl.formatMessage(commonMessages.notificationsLabel) });
  await userEvent.click(within(region).getByRole('button', { name: intl.formatMessage(commonMessages.close) }));
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}

async function openQuizTab({ canvas, intl, userEvent }: { canvas: ReturnType<typeof within>; intl: IntlShape; userEvent: { click: (element: Element) => Promise<void> } }) {
  await userEvent.click(await canvas.findByRole('tab', { name: new RegExp(intl.formatMessage(m.quizTab)) }));
  return canvas.findByRole('region', { name: intl.formatMessage(a.title) });
}

/**
 * Granting: a grant without a reason is refused in words, the focus on the reason; then 50 % extra time
 * with a reason is sent, and the panel shows it (60 minutes in all) with who granted it, the focus on the panel.
 */
export const Grant: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const panel = within(await openQuizTab({ canvas, intl, userEvent }));
    await expect(await panel.findByText(intl.formatMessage(a.none, { minutes: 40 }))).toBeVisible();
    const reason = panel.getByRole('textbox', { name: intl.formatMessage(a.reasonLabel) });
    await userEvent.click(panel.getByRole('button', { name: intl.formatMessage(a.grant) }));
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(new RegExp(intl.formatMessage(a.errorReasonMissing)));
    await expect(grantQuizAccommodation).not.toHaveBeenCalled();

    await userEvent.click(panel.getByRole('button', { name: new RegExp(intl.formatMessage(a.extraTime)) }));
    const body = within(canvasElement.ownerDocument.body);
    const fifty = plain(intl.formatMessage(a.percentOption, { percent: percent(intl, 50) }));
    await userEvent.click(await body.findByRole('option', { name: (name) => plain(name) === fifty }));
    await expect(panel.getByText(intl.formatMessage(a.extraTimeHelp, { minutes: 60 }))).toBeVisible();
    await userEvent.type(reason, 'Dyslexia (certificate of 2026-02-01)');
    await userEvent.click(panel.getByRole('button', { name: intl.formatMessage(a.grant) }));
    await waitFor(() => expect(grantQuizAccommodation).toHaveBeenCalledWith(42, { extraTimePercent: 50, relaxedFocusLoss: false, reason: 'Dyslexia (certificate of 2026-02-01)' }));
    await expect(await panel.findByText(plain(intl.formatMessage(a.extraTimeValue, { percent: percent(intl, 50), minutes: 60 })))).toBeVisible();
    await expect(panel.getByRole('button', { name: intl.formatMessage(a.remove) })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('region', { name: intl.formatMessage(a.title) })).toHaveFocus());
    await closeToast(canvasElement, intl, intl.formatMessage(a.saved), userEvent);
  },
};

/** A grant before the quiz: what it gives and who gave it, the form to change it, and Remove, which sends the removal. */
export const Granted: Story = {
  ...pageParameters({
    ports: withAccommodation({ quizAccommodation: async () => grantedAccommodation('not-started', { relaxed_focus_loss: true }), grantQuizAccommodation, removeQuizAccommodation }),
  }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const panel = within(await openQuizTab({ canvas, intl, userEvent }));
    await expect(await panel.findByText(plain(intl.formatMessage(a.extraTimeValue, { percent: percent(intl, 25), minutes: 50 })))).toBeVisible();
    await expect(panel.getByText(intl.formatMessage(a.focusLossRelaxed))).toBeVisible();
    await expect(panel.getByText(new RegExp(`^Alice Admin \\(${intl.formatMessage(w.roleAdmin)}\\)`))).toBeVisible();
    await expect(panel.getByRole('heading', { name: intl.formatMessage(a.formTitleChange) })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: intl.formatMessage(a.reasonLabel) })).toHaveValue('Dyslexia (certificate of 2026-02-01)');
    await expect(panel.getByRole('checkbox', { name: new RegExp(intl.formatMessage(a.relaxOption)) })).toBeChecked();
    await userEvent.click(panel.getByRole('button', { name: intl.formatMessage(a.remove) }));
    await waitFor(() => expect(removeQuizAccommodation).toHaveBeenCalledWith(42));
    await expect(await panel.findByText(intl.formatMessage(a.none, { minutes: 40 }))).toBeVisible();
    await closeToast(canvasElement, intl, intl.formatMessage(a.removed), userEvent);
  },
};

const started = new PortError('CONFLICT', 'The quiz has started', { status: 409, detail: { code: 'QUIZ_ALREADY_STARTED', message: 'The quiz has started' } });

/** The candidate started the quiz meanwhile: the refusal says so in words, and what was typed stays. */
export const RefusedQuizStarted: Story = {
  ...pageParameters({ ports: withAccommodation({ quizAccommodation: async () => NOT_STARTED, grantQuizAccommodation: failing(started) }) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const panel = within(await openQuizTab({ canvas, intl, userEvent }));
    const reason = await panel.findByRole('textbox', { name: intl.formatMessage(a.reasonLabel) });
    await userEvent.type(reason, 'Slow reader');
    await userEvent.click(panel.getByRole('button', { name: intl.formatMessage(a.grant) }));
    const alert = await panel.findByRole('alert');
    await expect(alert).toHaveTextContent(intl.formatMessage(a.errorStarted));
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(reason).toHaveValue('Slow reader');
  },
};

/** No program of the candidate has the quiz: nothing to grant, said in words; no form. */
export const NoQuizRequired: Story = {
  ...pageParameters({
    ports: (() => {
      const ports = withAccommodation({ quizAccommodation: async () => NO_QUIZ, grantQuizAccommodation, removeQuizAccommodation });
      // No quiz, so no results either.
      return { ...ports, admin: { ...ports.admin, detail: async () => ({ ...applicationDetail, quiz: null }) } };
    })(),
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const panel = within(await openQuizTab({ canvas, intl, userEvent }));
    await expect(await panel.findByText(intl.formatMessage(a.noQuizRequired))).toBeVisible();
    await expect(panel.queryByRole('textbox')).toBeNull();
    await expect(panel.queryByRole('button')).toBeNull();
    await expect(panel.queryByText(intl.formatMessage(a.none, { minutes: 40 }))).toBeNull();
  },
};

/** The first read with the quiz required, every later one without (the candidate's programs changed meanwhile). */
const programsChanging = fn(async (): Promise<StaffQuizAccommodation> => NOT_STARTED);
const notRequired = new PortError('CONFLICT', 'No quiz', { status: 409, detail: { code: 'QUIZ_NOT_REQUIRED', message: 'No quiz' } });

/** The candidate's last program with the quiz went meanwhile: the refusal is read again, and the notice replaces the form. */
export const RefusedNoQuizRequired: Story = {
  beforeEach: () => {
    programsChanging.mockReset();
    programsChanging.mockResolvedValueOnce(NOT_STARTED).mockResolvedValue(NO_QUIZ);
  },
  ...pageParameters({ ports: withAccommodation({ quizAccommodation: programsChanging, grantQuizAccommodation: failing(notRequired) }) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const region = await openQuizTab({ canvas, intl, userEvent });
    const panel = within(region);
    await userEvent.type(await panel.findByRole('textbox', { name: intl.formatMessage(a.reasonLabel) }), 'Slow reader');
    await userEvent.click(panel.getByRole('button', { name: intl.formatMessage(a.grant) }));
    await expect(await panel.findByText(intl.formatMessage(a.noQuizRequired))).toBeVisible();
    await waitFor(() => expect(panel.queryByRole('textbox')).toBeNull());
    await waitFor(() => expect(region).toHaveFocus());
  },
};

/** Once the quiz is ongoing the grant is read-only: why, in words; no form. */
export const QuizStarted: Story = {
  ...pageParameters({ ports: withAccommodation({ quizAccommodation: async () => grantedAccommodation('ongoing') }) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const panel = within(await openQuizTab({ canvas, intl, userEvent }));
    await expect(await panel.findByText(intl.formatMessage(a.started))).toBeVisible();
    await expect(panel.queryByRole('textbox')).toBeNull();
  },
};

/** The accommodation on its way. */
export const Loading: Story = {
  ...pageParameters({ ports: withAccommodation({ quizAccommodation: never }) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const panel = within(await openQuizTab({ canvas, intl, userEvent }));
    await expect(await panel.findByText(intl.formatMessage(a.loading))).toBeInTheDocument();
  },
};

/** The accommodation could not be read: said in words, with Try again. */
export const LoadFailed: Story = {
  ...pageParameters({ ports: withAccommodation({ quizAccommodation: failing() }) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const panel = within(await openQuizTab({ canvas, intl, userEvent }));
    await expect(await panel.findByText(intl.formatMessage(a.loadFailed))).toBeVisible();
    await expect(panel.getByRole('button', { name: intl.formatMessage(a.retry) })).toBeVisible();
  },
};

const grantedEntry: TimelineEvent = {
  id: 9,
  applicationId: 42,
  at: '2026-03-06T09:00:00Z',
  actor: { kind: 'staff', name: 'Aaron Agent', role: 'agent' },
  kind: 'quiz-accommodation-granted',
  details: { extra_time_percent: 50, relaxed_focus_loss: true, reason: 'Dyslexia' },
};

/** The timeline says who granted what, and why. */
export const Timeline: Story = {
  ...pageParameters({ ports: withAccommodation({ timeline: async () => [grantedEntry, ...applicationTimeline] }) }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('tab', { name: intl.formatMessage(w.timelineTab) }));
    const list = await canvas.findByRole('list', { name: intl.formatMessage(w.timelineListLabel) });
    const actor = intl.formatMessage(w.actorStaff, { name: 'Aaron Agent', role: intl.formatMessage(w.roleAgent) });
    const what = intl.formatList([intl.formatMessage(a.timelineExtraTime, { percent: percent(intl, 50) }), intl.formatMessage(a.timelineRelaxed)], { type: 'conjunction' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(plain(intl.formatMessage(a.timelineGranted, { actor, what, reason: 'Dyslexia' })));
  },
};
