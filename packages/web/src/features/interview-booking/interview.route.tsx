import type { CandidateInterviewView } from '@admission/domain';
import { Alert, Button, ExternalLink, NotFound, Page, Spinner, Stack, Text } from '@admission/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PortalHeader } from '../../app/portal-header';
import { useRouteParam } from '../../app/route-params';
import { pathTo } from '../../app/routes';
import { BookingForm } from '../../shared/booking-form';
import { brand } from '../../shared/brand';
import { useMarkFirstScreenDrawn } from '../../shared/first-screen';
import { focusAfterDialogs } from '../../shared/focus-after-dialogs';
import { InAppLinks } from '../../shared/in-app-links';
import { interviewMessages as words } from '../../shared/interview.messages';
import { deviceTimeZone, zoneName } from '../../shared/interview-times';
import { commonMessages } from '../../shared/messages';
import { PageHeading, useFocusOnArrival } from '../../shared/page-heading';
import { usePageTitle } from '../../shared/page-title';
import { ReasonTextDialog } from '../../shared/reason-text-dialog';
import { BookedInterview } from './booked-interview';
import { interviewBookingMessages as m } from './interview-booking.messages';
import { isUnreachable, useBookingActions, useCandidateInterview, type BookingOutcome } from './use-interview-booking';

/** /interview/{applicationId}: the candidate books their admission interview, then moves or cancels it until the cut-off. */
export function Component() {
  const intl = useIntl();
  const parsed = useRouteParam('interview', 'applicationId');
  const id = parsed.ok ? parsed.value : null;
  const interview = useCandidateInterview(id);
  usePageTitle(intl.formatMessage(m.title));
  useMarkFirstScreenDrawn(id === null || interview.data !== undefined || interview.isError);

  if (id === null || (interview.isError && isUnreachable(interview.error))) {
    return (
      <>
        <PortalHeader />
        <InterviewNotFound />
      </>
    );
  }
  let body;
  if (interview.isPending) body = <Spinner label={intl.formatMessage(m.loading)} size="lg" />;
  else if (interview.isError) {
    body = (
      <Alert title={intl.formatMessage(m.failedTitle)} message={intl.formatMessage(m.failedText)}>
        <Button size="sm" onPress={() => void interview.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  } else body = <InterviewBody view={interview.data} />;

  // The heading and lead are static texts, which index.html's shell draws before the code arrives (routes.ts).
  return (
    <>
      <PortalHeader />
      <Page>
        <Stack gap={5}>
          <Stack gap={1}>
            <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
            <Text tone="muted">{intl.formatMessage(m.intro)}</Text>
          </Stack>
          {body}
        </Stack>
      </Page>
    </>
  );
}

function InterviewNotFound() {
  const intl = useIntl();
  const title = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(title);
  return (
    <InAppLinks>
      <NotFound title={intl.formatMessage(m.notFoundTitle)} message={intl.formatMessage(m.notFoundText)} homeLabel={intl.formatMessage(m.backHome)} homeHref={pathTo('dashboard')} titleRef={title} />
    </InAppLinks>
  );
}

const REFUSAL_WORDS = { 'slot-taken': m.slotTaken, 'change-closed': m.changeClosedRefusal, failed: m.refused } as const;
const isRefusal = (outcome: BookingOutcome | null): outcome is keyof typeof REFUSAL_WORDS => outcome !== null && outcome in REFUSAL_WORDS;

/** What the page shows under its head, by the program's setting, the lock and the booking. */
function InterviewBody({ view }: { readonly view: CandidateInterviewView }) {
  const intl = useIntl();
  const actions = useBookingActions(view.application_id);
  const [deviceZone] = useState(deviceTimeZone);
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const bookedHeading = useRef<HTMLHeadingElement>(null);
  const cancelledRef = useRef<HTMLDivElement>(null);
  // Opening a move gives the focus to its free slots; leaving it (keeping the time) gives it back to Move.
  const moveSlotsHeading = useRef<HTMLHeadingElement>(null);
  const moveButton = useRef<HTMLButtonElement>(null);
  // Set by each opening or closing of the move (a new object each time), so the focus moves once per step.
  const [moveFocus, setMoveFocus] = useState<{ readonly to: 'slots' | 'move-button' } | null>(null);
  const { outcome } = actions;
  const toggleMove = (open: boolean) => {
    setMoving(open);
    setMoveFocus({ to: open ? 'slots' : 'move-button' });
  };
  useEffect(() => {
    if (moveFocus === null) return;
    (moveFocus.to === 'slots' ? moveSlotsHeading : moveButton).current?.focus();
  }, [moveFocus]);

  useEffect(() => {
    // Once the new view shows and the cancel dialog has gone (its focus restore would undo ours).
    if (outcome === 'booked' || outcome === 'moved') focusAfterDialogs(() => bookedHeading.current);
    else if (outcome === 'cancelled') focusAfterDialogs(() => cancelledRef.current);
  }, [outcome]);

  if (view.booking_place === 'outside') {
    return (
      <Alert tone="info" message={intl.formatMessage(m.outsideText)} role="none">
        {view.outside_url === null ? null : (
          <ExternalLink href={view.outside_url} externalLabel={intl.formatMessage(commonMessages.opensInNewTab)}>
            {intl.formatMessage(m.outsideLink)}
          </ExternalLink>
        )}
      </Alert>
    );
  }
  const email = brand.contact.email;
  const contact = (
    <ExternalLink href={`mailto:${email}`} newTab={false} inheritColor>
      {email}
    </ExternalLink>
  );
  if (view.lock === 'NOT_ADMISSIBLE') return <Alert tone="info" message={intl.formatMessage(m.notAdmissibleText)} role="none" />;
  const firstSlot = view.booking?.slot ?? view.free_slots[0];
  const zoneLine = firstSlot === undefined ? null : <Text size="sm" tone="muted">{intl.formatMessage(words.zoneNote, { zone: zoneName(intl, view.time_zone, firstSlot.starts_at) })}</Text>;
  const refusal = isRefusal(outcome) && !cancelling ? intl.formatMessage(REFUSAL_WORDS[outcome]) : null;
  const formProps = { timeZone: view.time_zone, deviceZone, isPending: actions.isPending, refusal, refusalCount: actions.refusals };

  if (view.booking === null) {
    return (
      <Stack gap={4}>
        {outcome === 'cancelled' ? <Alert ref={cancelledRef} tabIndex={-1} tone="success" message={intl.formatMessage(m.cancelled)} role="status" /> : null}
        {view.lock === 'NO_SHOW' ? (
          <Alert tone="warning" message={intl.formatMessage(m.noShowText)} role="none">
            {contact}
          </Alert>
        ) : (
          <>
            {zoneLine}
            <BookingForm {...formProps} headingLevel={2} slots={view.free_slots} adjustments={{ kinds: [], other: '' }} submitLabel={intl.formatMessage(m.confirm)} onSubmit={(request) => actions.book(request)} />
          </>
        )}
      </Stack>
    );
  }
  const booking = view.booking;
  const changeable = view.lock === null;
  return (
    <Stack gap={4}>
      {zoneLine}
      <BookedInterview booking={booking} timeZone={view.time_zone} deviceZone={deviceZone} changeable={changeable} headingRef={bookedHeading} />
      {outcome === 'booked' || outcome === 'moved' ? <Text role="status">{intl.formatMessage(m.emailSent)}</Text> : null}
      {view.lock === 'CHANGE_CLOSED' ? (
        <Alert tone="info" title={intl.formatMessage(m.closedTitle)} message={intl.formatMessage(m.closedText)} role="none">
          {contact}
        </Alert>
      ) : null}
      {view.lock === 'INTERVIEW_HELD' ? <Alert tone="info" message={intl.formatMessage(m.heldText)} role="none" /> : null}
      {view.lock === 'NO_SHOW' ? (
        <Alert tone="warning" message={intl.formatMessage(m.noShowText)} role="none">
          {contact}
        </Alert>
      ) : null}
      {changeable && !moving ? (
        <Stack direction="row" gap={3} wrap>
          <Button variant="secondary" onPress={() => toggleMove(true)} ref={moveButton}>
            {intl.formatMessage(m.move)}
          </Button>
          <Button variant="danger" onPress={() => setCancelling(true)}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </Stack>
      ) : null}
      {changeable && moving ? (
        <section aria-label={intl.formatMessage(m.moveTitle)}>
          <BookingForm
            {...formProps}
            headingLevel={3}
            slots={view.free_slots.filter((slot) => slot.id !== booking.slot.id)}
            adjustments={booking.adjustments}
            submitLabel={intl.formatMessage(m.confirmMove)}
            onSubmit={(request) => actions.move(request, () => setMoving(false))}
            onCancel={() => toggleMove(false)}
            slotsHeadingRef={moveSlotsHeading}
            cancelLabel={intl.formatMessage(m.keepTime)}
          />
        </section>
      ) : null}
      <ReasonTextDialog
        isOpen={cancelling}
        onOpenChange={(open) => {
          setCancelling(open);
          if (!open) actions.clearOutcome();
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
        error={cancelling && isRefusal(outcome) ? intl.formatMessage(REFUSAL_WORDS[outcome]) : null}
        onConfirm={(reason) => actions.cancel(reason, () => setCancelling(false))}
      />
    </Stack>
  );
}
