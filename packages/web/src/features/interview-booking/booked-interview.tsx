import type { CandidateBooking } from '@admission/domain';
import { Card, ExternalLink, Heading, Stack, Text } from '@admission/ui';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../shared/messages';
import { adjustmentWords, deviceHours, slotDay, slotHoursAndMode } from '../../shared/interview-times';
import { interviewBookingMessages as m } from './interview-booking.messages';

interface BookedInterviewProps {
  readonly booking: CandidateBooking;
  readonly timeZone: string;
  readonly deviceZone: string;
  /** Whether the candidate may still move or cancel it (the page adds the buttons). */
  readonly changeable: boolean;
  /** Takes the focus after the booking or a move. */
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The booking: when (the school's time, the device's too), how and where, what the candidate asked for, until when they may change it. */
export function BookedInterview({ booking, timeZone, deviceZone, changeable, headingRef }: BookedInterviewProps) {
  const intl = useIntl();
  const { slot } = booking;
  const device = deviceHours(intl, slot, timeZone, deviceZone);
  const asked = adjustmentWords(intl, booking.adjustments);
  return (
    <Card padding="lg">
      <Stack gap={3}>
        <Heading level={2} tabIndex={-1} ref={headingRef}>
          {intl.formatMessage(m.bookedTitle)}
        </Heading>
        <Stack gap={1}>
          <Text weight="semibold">{slotDay(intl, slot, timeZone)}</Text>
          <Text>{slotHoursAndMode(intl, slot, timeZone)}</Text>
          {device === null ? null : <Text tone="muted">{device}</Text>}
        </Stack>
        {slot.mode === 'video' && slot.location !== null ? (
          <ExternalLink href={slot.location} externalLabel={intl.formatMessage(commonMessages.opensInNewTab)}>
            {intl.formatMessage(m.videoLink)}
          </ExternalLink>
        ) : slot.mode === 'on_site' && slot.location !== null ? (
          <Text>{intl.formatMessage(m.address, { address: slot.location })}</Text>
        ) : slot.mode === 'phone' ? (
          <Text>{intl.formatMessage(m.phone)}</Text>
        ) : null}
        {asked === null ? null : <Text>{intl.formatMessage(m.yourAdjustments, { list: asked })}</Text>}
        {changeable ? (
          <Text tone="muted">
            {intl.formatMessage(m.changeUntil, {
              date: intl.formatDate(booking.change_until, { dateStyle: 'full', timeZone }),
              time: intl.formatTime(booking.change_until, { timeStyle: 'short', timeZone }),
            })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
