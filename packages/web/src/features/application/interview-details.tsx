import type { InterviewHistoryEntry, PanelScoreView, Rubric, StaffBooking, StaffInterviewView } from '@admission/domain';
import { Card, EmptyState, ExternalLink, Stack, Text } from '@admission/ui';
import { useIntl, type IntlShape } from 'react-intl';
import { adjustmentWords, slotDay, slotHours, zoneName } from '../../shared/interview-times';
import { interviewMessages as words } from '../../shared/interview.messages';
import { commonMessages } from '../../shared/messages';
import { useInterfaceLanguage } from '../../shared/reason-texts';
import { DetailsList } from './details-list';
import { interviewTabMessages as m } from './interview-tab.messages';
import { PlainList } from './plain-list';
import { reviewsTabMessages as reviewWords } from './reviews-tab.messages';

/** A day and hours in the school's zone, the zone named ("Wednesday 4 March 2026, 09:00 to 09:30 (United Kingdom Time)"). */
export const schoolTime = (intl: IntlShape, span: { readonly starts_at: string; readonly ends_at: string }, timeZone: string): string =>
  intl.formatMessage(m.whenInZone, { day: slotDay(intl, span, timeZone), hours: slotHours(intl, span, timeZone), zone: zoneName(intl, timeZone, span.starts_at) });

/** An instant in the school's zone, the zone named ("4 Mar 2026, 09:00 (United Kingdom Time)"). */
const schoolInstant = (intl: IntlShape, at: string, timeZone: string): string =>
  intl.formatMessage(m.atInZone, { at: intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short', timeZone }), zone: zoneName(intl, timeZone, at) });

const outOfFive = (intl: IntlShape, value: number) => intl.formatMessage(reviewWords.outOfFive, { score: intl.formatNumber(value, { maximumFractionDigits: 2 }) });

/** The booking: when (in the school's zone, named), how and where, the panel, who booked it, the adjustments, attendance. */
export function BookingCard({ booking, timeZone, rebookAllowed }: { readonly booking: StaffBooking; readonly timeZone: string; readonly rebookAllowed: boolean }) {
  const intl = useIntl();
  const { slot } = booking;
  const place =
    slot.location === null
      ? []
      : slot.mode === 'video'
        ? [{ label: intl.formatMessage(m.videoLink), value: <ExternalLink href={slot.location} externalLabel={intl.formatMessage(commonMessages.opensInNewTab)}>{slot.location}</ExternalLink> }]
        : [{ label: intl.formatMessage(m.place), value: slot.location }];
  const bookedBy = booking.booked_by === 'candidate' ? intl.formatMessage(m.bookedByCandidate) : booking.booked_by;
  return (
    <Card title={intl.formatMessage(m.bookingTitle)} headingLevel={3}>
      <Stack gap={3}>
        <DetailsList
          items={[
            { label: intl.formatMessage(m.when), value: schoolTime(intl, slot, timeZone) },
            { label: intl.formatMessage(m.mode), value: intl.formatMessage(words[`mode_${slot.mode}`]) },
            ...place,
            { label: intl.formatMessage(m.panel), value: intl.formatList(slot.panel.map((member) => member.name), { type: 'conjunction' }) },
            { label: intl.formatMessage(m.bookedBy), value: intl.formatMessage(m.bookedOn, { name: bookedBy, date: intl.formatDate(booking.booked_at, { dateStyle: 'medium', timeZone }) }) },
            { label: intl.formatMessage(m.adjustments), value: adjustmentWords(intl, booking.adjustments) ?? intl.formatMessage(m.noAdjustments) },
            { label: intl.formatMessage(m.attendance), value: intl.formatMessage(m[`attendance_${booking.attendance ?? 'none'}`]) },
          ]}
        />
        {rebookAllowed ? <Text weight="semibold">{intl.formatMessage(m.rebookAllowed)}</Text> : null}
      </Stack>
    </Card>
  );
}

/** The panel's scores on the interview rubric, each with its comment, and the interview score (their mean). */
export function ScoresCard({ view }: { readonly view: StaffInterviewView }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(m.scoresTitle)} headingLevel={3}>
      <Stack gap={3}>
        <DetailsList items={[{ label: intl.formatMessage(m.interviewScore), value: view.interview_score === null ? intl.formatMessage(reviewWords.none) : outOfFive(intl, view.interview_score) }]} />
        {view.scores.length === 0 ? (
          <Text tone="muted">{intl.formatMessage(m.noScores)}</Text>
        ) : (
          <PlainList>
            {view.scores.map((score) => (
              <li key={score.member_id}>
                <PanelScore score={score} rubric={view.rubric} />
              </li>
            ))}
          </PlainList>
        )}
      </Stack>
    </Card>
  );
}

function PanelScore({ score, rubric }: { readonly score: PanelScoreView; readonly rubric: Rubric }) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  return (
    <Card title={score.member_name} headingLevel={4} description={intl.formatMessage(reviewWords.submittedOn, { date: intl.formatDate(score.submitted_at, { dateStyle: 'medium' }) })}>
      <Stack gap={3}>
        <Text weight="semibold">{intl.formatMessage(reviewWords.reviewTotal, { total: intl.formatNumber(score.total, { maximumFractionDigits: 2 }) })}</Text>
        <DetailsList
          items={rubric.criteria.map((criterion) => {
            const value = score.scores[criterion.id];
            return {
              label: criterion.label[language],
              value: value === undefined ? intl.formatMessage(reviewWords.none) : intl.formatMessage(reviewWords.criterionScore, { score: value, words: criterion.levels[value - 1]?.[language] ?? '' }),
            };
          })}
        />
        <Text keepLineBreaks>{score.comment.trim() === '' ? intl.formatMessage(reviewWords.noComment) : score.comment}</Text>
      </Stack>
    </Card>
  );
}

function historyLine(intl: IntlShape, entry: InterviewHistoryEntry, timeZone: string): string {
  const start = entry.starts_at === null ? intl.formatMessage(reviewWords.none) : schoolInstant(intl, entry.starts_at, timeZone);
  return intl.formatMessage(m[`history_${entry.kind}`], {
    start,
    reason: entry.reason ?? '',
    attendance: intl.formatMessage(m[`attendance_${entry.attendance ?? 'none'}`]),
  });
}

/** Each booking, move, cancellation (with its reason), attendance and score, with who and when. */
export function HistoryCard({ history, timeZone }: { readonly history: readonly InterviewHistoryEntry[]; readonly timeZone: string }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(m.historyTitle)} headingLevel={3}>
      {history.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.noHistory)} headingLevel={4} />
      ) : (
        <PlainList>
          {history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <Text keepLineBreaks>{historyLine(intl, entry, timeZone)}</Text>
              <Text size="sm" tone="muted">
                {intl.formatMessage(m.historyBy, {
                  actor: entry.actor === 'candidate' ? intl.formatMessage(m.bookedByCandidate) : entry.actor,
                  date: schoolInstant(intl, entry.at, timeZone),
                })}
              </Text>
            </li>
          ))}
        </PlainList>
      )}
    </Card>
  );
}
