import type { DealStatus, Role, StaffInterviewView } from '@admission/domain';
import { Alert, Button, EmptyState, Spinner, Stack, Text } from '@admission/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { BookingForm } from '../../shared/booking-form';
import { focusAfterDialogs } from '../../shared/focus-after-dialogs';
import { deviceTimeZone, zoneName } from '../../shared/interview-times';
import { interviewMessages as words } from '../../shared/interview.messages';
import { ReasonTextDialog } from '../../shared/reason-text-dialog';
import { useClockNow } from '../../shared/use-clock-now';
import { BookingCard, HistoryCard, ScoresCard } from './interview-details';
import { interviewTabMessages as m } from './interview-tab.messages';
import { staffInterviewActions } from './staff-interview-actions';
import { useApplicationInterview, useStaffInterviewActions, type StaffInterviewOutcome, type StaffInterviewRefusal } from './use-application-interview';

interface InterviewTabProps {
  readonly applicationId: number;
  readonly role: Role | null;
  readonly status: DealStatus;
}

/** The application's interview: the booking, the adjustments, the panel's scores and the history; staff's changes. */
export function InterviewTab({ applicationId, role, status }: InterviewTabProps) {
  const intl = useIntl();
  const interview = useApplicationInterview(applicationId);
  if (interview.isPending) return <Spinner label={intl.formatMessage(m.loading)} />;
  if (interview.isError) {
    return (
      <Alert message={intl.formatMessage(m.failed)}>
        <Button size="sm" onPress={() => void interview.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  }
  return <InterviewView view={interview.data} role={role} status={status} />;
}

const isRefusal = (outcome: StaffInterviewOutcome | null): outcome is StaffInterviewRefusal =>
  outcome !== null && outcome !== 'booked' && outcome !== 'moved' && outcome !== 'cancelled' && outcome !== 'rebook-allowed';

// Refreshed every minute: an interview that starts can no longer be moved or cancelled.
const CLOCK_EVERY_MS = 60_000;

function InterviewView({ view, role, status }: { readonly view: StaffInterviewView; readonly role: Role | null; readonly status: DealStatus }) {
  const intl = useIntl();
  const actions = useStaffInterviewActions(view.application_id);
  const now = useClockNow(CLOCK_EVERY_MS);
  const [deviceZone] = useState(deviceTimeZone);
  const [form, setForm] = useState<'book' | 'move' | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // The result of a step (done, or refused outside the form) takes the focus; closing a form gives it back to its opener.
  const result = useRef<HTMLDivElement>(null);
  const slotsHeading = useRef<HTMLHeadingElement>(null);
  const bookButton = useRef<HTMLButtonElement>(null);
  const moveButton = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<{ readonly to: RefObject<HTMLElement | null> } | null>(null);
  useEffect(() => {
    if (focus !== null) focus.to.current?.focus();
  }, [focus]);

  const { outcome, refusals } = actions;
  // Done: the result takes the focus once the form or the dialog has gone. Refused: SLOT_TAKEN keeps the form (it shows
  // and focuses the refusal beside the fresh slots); any other refusal closes it and its message takes the focus.
  const after = {
    onDone: () => {
      setForm(null);
      setCancelling(false);
      focusAfterDialogs(() => result.current);
    },
    onRefused: (refusal: StaffInterviewRefusal) => {
      if (refusal === 'SLOT_TAKEN') return;
      setForm(null);
      setFocus({ to: result });
    },
  };

  const allowed = now === null ? new Set<string>() : staffInterviewActions(view, role, status, now);
  const open = (which: 'book' | 'move') => {
    actions.clearOutcome();
    setForm(which);
    setFocus({ to: slotsHeading });
  };
  const close = () => {
    setFocus({ to: form === 'move' ? moveButton : bookButton });
    setForm(null);
    actions.clearOutcome();
  };

  const booking = view.booking;
  // A refusal shows where it happened: in the form (SLOT_TAKEN), in the dialog (a cancellation's), else at the top.
  const shownOutcome = outcome !== null && !(isRefusal(outcome) && (cancelling || (outcome === 'SLOT_TAKEN' && form !== null))) ? outcome : null;
  const refusalWords = (refusal: StaffInterviewRefusal) => intl.formatMessage(m[`refused_${refusal}`]);
  const firstSlot = booking?.slot ?? view.free_slots[0];
  const formSlots = view.free_slots.filter((slot) => slot.id !== booking?.slot.id);

  return (
    <Stack gap={5}>
      {shownOutcome === null ? null : isRefusal(shownOutcome) ? (
        <Alert ref={result} tabIndex={-1} tone="warning" role="alert" message={refusalWords(shownOutcome)} />
      ) : (
        <Alert ref={result} tabIndex={-1} tone="success" role="status" message={intl.formatMessage(m[`done_${shownOutcome}`])} />
      )}
      {view.booking_place === 'outside' ? <Alert tone="info" role="none" message={intl.formatMessage(m.outside)} /> : null}
      {firstSlot === undefined ? null : <Text size="sm" tone="muted">{intl.formatMessage(words.zoneNote, { zone: zoneName(intl, view.time_zone, firstSlot.starts_at) })}</Text>}
      {booking !== null ? (
        <BookingCard booking={booking} timeZone={view.time_zone} rebookAllowed={view.rebook_allowed} />
      ) : status === 'ADMISSIBLE' ? (
        <EmptyState title={intl.formatMessage(m.notBookedTitle)} description={intl.formatMessage(m.notBookedText)} headingLevel={3} icon="clock" />
      ) : (
        <Alert tone="info" role="none" message={intl.formatMessage(m.notAdmissible)} />
      )}
      {form === null ? (
        <Stack direction="row" gap={3} wrap>
          {allowed.has('book') ? (
            <Button ref={bookButton} onPress={() => open('book')}>
              {intl.formatMessage(m.book)}
            </Button>
          ) : null}
          {allowed.has('move') ? (
            <Button ref={moveButton} variant="secondary" onPress={() => open('move')}>
              {intl.formatMessage(m.move)}
            </Button>
          ) : null}
          {allowed.has('cancel') ? (
            <Button variant="danger" onPress={() => setCancelling(true)}>
              {intl.formatMessage(m.cancel)}
            </Button>
          ) : null}
          {allowed.has('allow-rebook') && !view.rebook_allowed ? (
            <Button variant="secondary" onPress={() => actions.allowRebook(after)} isPending={actions.isPending}>
              {intl.formatMessage(m.allowRebook)}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <section aria-label={intl.formatMessage(form === 'book' ? m.bookTitle : m.moveTitle)}>
          <BookingForm
            headingLevel={3}
            slots={formSlots}
            timeZone={view.time_zone}
            deviceZone={deviceZone}
            adjustments={booking?.adjustments ?? { kinds: [], other: '' }}
            adjustmentsLabel={intl.formatMessage(m.adjustmentsLabel)}
            noSlotsText={intl.formatMessage(m.noSlotsText)}
            submitLabel={intl.formatMessage(form === 'book' ? m.confirmBook : m.confirmMove)}
            isPending={actions.isPending}
            refusal={outcome === 'SLOT_TAKEN' ? refusalWords(outcome) : null}
            refusalCount={refusals}
            slotsHeadingRef={slotsHeading}
            onSubmit={(request) => (form === 'book' ? actions.book : actions.move)(request, after)}
            onCancel={close}
            cancelLabel={intl.formatMessage(m.closeForm)}
          />
        </section>
      )}
      {view.scores.length > 0 || booking?.attendance === 'attended' ? <ScoresCard view={view} /> : null}
      <HistoryCard history={view.history} timeZone={view.time_zone} />
      <ReasonTextDialog
        isOpen={cancelling}
        onOpenChange={(isOpen) => {
          setCancelling(isOpen);
          if (!isOpen) actions.clearOutcome();
        }}
        title={intl.formatMessage(m.cancelTitle)}
        intro={intl.formatMessage(m.cancelIntro)}
        reasonLabel={intl.formatMessage(m.cancelReason)}
        missingText={intl.formatMessage(m.cancelReasonMissing)}
        tooLongText={(max) => intl.formatMessage(m.cancelReasonTooLong, { max })}
        confirmLabel={intl.formatMessage(m.cancelConfirm)}
        cancelLabel={intl.formatMessage(m.cancelKeep)}
        confirmVariant="danger"
        isPending={actions.isPending}
        error={cancelling && isRefusal(outcome) ? refusalWords(outcome) : null}
        onConfirm={(reason) => actions.cancel(reason, { onDone: after.onDone })}
      />
    </Stack>
  );
}
