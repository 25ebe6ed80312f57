import {
  ACCOMMODATION_REASON_MAX_LENGTH,
  characterCount,
  EXTRA_TIME_PERCENTAGES,
  quizDurationSeconds,
  validateQuizAccommodation,
  type QuizAccommodationGrant,
  type StaffQuizAccommodation,
} from '@admission/domain';
import { Alert, Button, CheckboxGroup, Heading, Select, Spinner, Stack, Text, TextArea, toast } from '@admission/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { freeTextMessages } from '../../shared/free-text.messages';
import { DetailsList } from './details-list';
import { accommodationMessages as m } from './quiz-accommodation.messages';
import { accommodationRefusal, useChangeQuizAccommodation, useQuizAccommodation } from './use-quiz-accommodation';
import { workflowMessages } from './workflow.messages';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus { outline: none; }
`;

const RELAXED = 'relaxed';

/** The refusals that are the reason field's own: shown under it, and it takes the focus. */
const REASON_CODES: ReadonlySet<string> = new Set(['ACCOMMODATION_REASON_MISSING', 'ACCOMMODATION_REASON_TOO_LONG', 'TEXT_CONTROL_CHARACTER']);

const minutesOf = (seconds: number) => Math.round((seconds / 60) * 10) / 10;
const percentText = (intl: IntlShape, percent: number) => intl.formatNumber(percent / 100, { style: 'percent' });

/** A refusal (the server's code, or the same domain rule checked in the page) in words. */
function refusalText(intl: IntlShape, code: string | null, removing: boolean): string {
  switch (code) {
    case 'EXTRA_TIME_NOT_ALLOWED':
      return intl.formatMessage(m.errorExtraTime);
    case 'FOCUS_LOSS_FLAG_INVALID':
      return intl.formatMessage(m.errorFocusLoss);
    case 'ACCOMMODATION_EMPTY':
      return intl.formatMessage(m.errorEmpty);
    case 'ACCOMMODATION_REASON_MISSING':
      return intl.formatMessage(m.errorReasonMissing);
    case 'ACCOMMODATION_REASON_TOO_LONG':
      return intl.formatMessage(m.errorReasonTooLong, { max: ACCOMMODATION_REASON_MAX_LENGTH });
    case 'TEXT_CONTROL_CHARACTER':
      return intl.formatMessage(freeTextMessages.controlCharacter, { field: intl.formatMessage(m.reasonLabel) });
    case 'QUIZ_ALREADY_STARTED':
      return intl.formatMessage(m.errorStarted);
    case 'QUIZ_NOT_REQUIRED':
      return intl.formatMessage(m.errorNotRequired);
    case 'FORBIDDEN':
      return intl.formatMessage(m.errorForbidden);
    case 'NOT_FOUND':
      return intl.formatMessage(m.errorNotFound);
    default:
      return intl.formatMessage(removing ? m.errorRemove : m.errorSave);
  }
}

/**
 * The quiz tab's accommodation: what is granted and by whom, and, until the candidate starts the quiz,
 * the form to grant, change or remove extra time and relaxed focus-loss warnings, with a reason.
 */
export default function QuizAccommodationPanel({ applicationId }: { readonly applicationId: number }) {
  const intl = useIntl();
  const read = useQuizAccommodation(applicationId);
  const panel = useRef<HTMLElement>(null);
  const titleId = `accommodation-${applicationId}`;
  let body;
  if (read.isPending) body = <Spinner label={intl.formatMessage(m.loading)} />;
  else if (read.isError) {
    body = (
      <Alert message={intl.formatMessage(m.loadFailed)}>
        <Button size="sm" onPress={() => void read.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  } else {
    body = <Loaded applicationId={applicationId} state={read.data} onChanged={() => panel.current?.focus()} />;
  }
  return (
    <Panel ref={panel} tabIndex={-1} aria-labelledby={titleId}>
      <Heading level={3} id={titleId}>
        {intl.formatMessage(m.title)}
      </Heading>
      <Text tone="muted">{intl.formatMessage(m.intro)}</Text>
      {body}
    </Panel>
  );
}

function Current({ grant, standardSeconds }: { readonly grant: QuizAccommodationGrant | null; readonly standardSeconds: number }) {
  const intl = useIntl();
  if (grant === null) return <Text>{intl.formatMessage(m.none, { minutes: minutesOf(standardSeconds) })}</Text>;
  const role = intl.formatMessage(grant.granted_by.role === 'admin' ? workflowMessages.roleAdmin : workflowMessages.roleAgent);
  return (
    <DetailsList
      items={[
        {
          label: intl.formatMessage(m.extraTime),
          value:
            grant.extra_time_percent > 0
              ? intl.formatMessage(m.extraTimeValue, { percent: percentText(intl, grant.extra_time_percent), minutes: minutesOf(grant.duration_seconds) })
              : intl.formatMessage(m.noExtraTime),
        },
        { label: intl.formatMessage(m.focusLoss), value: intl.formatMessage(grant.relaxed_focus_loss ? m.focusLossRelaxed : m.focusLossStandard) },
        { label: intl.formatMessage(m.reason), value: grant.reason },
        {
          label: intl.formatMessage(m.grantedBy),
          value: intl.formatMessage(m.grantedByValue, {
            name: grant.granted_by.name,
            role,
            date: intl.formatDate(grant.granted_at, { dateStyle: 'medium', timeStyle: 'short' }),
          }),
        },
      ]}
    />
  );
}

interface LoadedProps {
  readonly applicationId: number;
  readonly state: StaffQuizAccommodation;
  readonly onChanged: () => void;
}

function Loaded({ applicationId, state, onChanged }: LoadedProps) {
  const intl = useIntl();
  const formShown = state.quiz === 'not-started' && (state.quiz_required || state.accommodation !== null);
  // A refusal read again (the quiz started, no program has it any more) takes the form away with the focus in it:
  // the focus goes to the panel, whose notice says why, not to the page.
  const hadForm = useRef(formShown);
  useEffect(() => {
    if (hadForm.current && !formShown && document.activeElement === document.body) onChanged();
    hadForm.current = formShown;
  }, [formShown, onChanged]);
  // No program of the candidate has the quiz: nothing to grant (a grant left from before can still be removed).
  if (!state.quiz_required) {
    return (
      <Stack gap={4}>
        {state.accommodation === null ? null : <Current grant={state.accommodation} standardSeconds={state.standard_seconds} />}
        <Alert tone="info" role="none" message={intl.formatMessage(m.noQuizRequired)} />
        {formShown && state.accommodation !== null ? (
          <AccommodationForm key={state.accommodation.granted_at} applicationId={applicationId} state={state} onChanged={onChanged} />
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Current grant={state.accommodation} standardSeconds={state.standard_seconds} />
      {state.quiz === 'not-started' ? (
        // Keyed by the grant: after a save the form starts from what is stored.
        <AccommodationForm key={state.accommodation?.granted_at ?? 'none'} applicationId={applicationId} state={state} onChanged={onChanged} />
      ) : (
        <Alert tone="info" role="none" message={intl.formatMessage(state.quiz === 'ongoing' ? m.started : m.over)} />
      )}
    </Stack>
  );
}

function AccommodationForm({ applicationId, state, onChanged }: LoadedProps) {
  const intl = useIntl();
  const change = useChangeQuizAccommodation(applicationId);
  const current = state.accommodation;
  const [percent, setPercent] = useState(String(current?.extra_time_percent ?? 25));
  const [relaxed, setRelaxed] = useState(current?.relaxed_focus_loss ?? false);
  const [reason, setReason] = useState(current?.reason ?? '');
  const [problem, setProblem] = useState<{ readonly code: string | null; readonly removing: boolean } | null>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const titleId = `accommodation-form-${applicationId}`;

  const grant = { extraTimePercent: Number(percent), relaxedFocusLoss: relaxed, reason };
  const reasonProblem = problem !== null && REASON_CODES.has(problem.code ?? '');
  // A refusal takes the focus once it is shown: the reason's field for the reason's, else the message.
  useEffect(() => {
    if (problem === null) return;
    if (REASON_CODES.has(problem.code ?? '')) reasonField.current?.focus();
    else alert.current?.focus();
  }, [problem]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateQuizAccommodation(grant);
    if (!checked.ok) {
      setProblem({ code: checked.error.code, removing: false });
      return;
    }
    setProblem(null);
    // On a refusal every choice and the reason stay as they were: nothing typed is lost.
    change.mutate(checked.value, {
      onSuccess: () => {
        toast.success(intl.formatMessage(m.saved));
        onChanged();
      },
      onError: (error) => {
        setProblem({ code: accommodationRefusal(error), removing: false });
      },
    });
  };

  const remove = () => {
    setProblem(null);
    change.mutate(null, {
      onSuccess: () => {
        toast.success(intl.formatMessage(m.removed));
        onChanged();
      },
      onError: (error) => {
        setProblem({ code: accommodationRefusal(error), removing: true });
      },
    });
  };

  const options = EXTRA_TIME_PERCENTAGES.map((value) => ({
    id: String(value),
    label: value === 0 ? intl.formatMessage(m.noExtraTime) : intl.formatMessage(m.percentOption, { percent: percentText(intl, value) }),
  }));
  const minutes = minutesOf(quizDurationSeconds({ extraTimePercent: Number(percent) }, state.standard_seconds));
  const message = problem === null ? null : refusalText(intl, problem.code, problem.removing);

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap={3} align="stretch">
        <Heading level={4} id={titleId}>
          {intl.formatMessage(current === null ? m.formTitle : m.formTitleChange)}
        </Heading>
        <Select
          label={intl.formatMessage(m.extraTime)}
          options={options}
          value={percent}
          onChange={setPercent}
          description={intl.formatMessage(m.extraTimeHelp, { minutes })}
        />
        <CheckboxGroup
          label={intl.formatMessage(m.focusLoss)}
          options={[{ value: RELAXED, label: intl.formatMessage(m.relaxOption), help: intl.formatMessage(m.relaxHelp) }]}
          value={relaxed ? [RELAXED] : []}
          onChange={(value) => setRelaxed(value.includes(RELAXED))}
        />
        <TextArea
          ref={reasonField}
          label={intl.formatMessage(m.reasonLabel)}
          description={intl.formatMessage(m.reasonLength, { count: characterCount(reason.trim()), max: ACCOMMODATION_REASON_MAX_LENGTH })}
          value={reason}
          onChange={setReason}
          isInvalid={reasonProblem}
          errorMessage={reasonProblem && message !== null ? message : undefined}
        />
        {message !== null && !reasonProblem ? <Alert ref={alert} tabIndex={-1} message={message} /> : null}
        <Stack direction="row" gap={2} wrap>
          <Button type="submit" isPending={change.isPending && change.variables !== null}>
            {intl.formatMessage(current === null ? m.grant : m.save)}
          </Button>
          {current !== null ? (
            <Button variant="secondary" onPress={remove} isPending={change.isPending && change.variables === null}>
              {intl.formatMessage(m.remove)}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </form>
  );
}
