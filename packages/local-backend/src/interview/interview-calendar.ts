// The calendar file (RFC 5545) sent with a candidate's interview e-mails: one event a booking, its UID stable across
// moves (SEQUENCE counts them), METHOD:REQUEST while booked and METHOD:CANCEL once cancelled, the times in the
// school's time zone with its VTIMEZONE, the summary and the location in the candidate's language.
import { TZDate } from '@date-fns/tz';
import type { BrandLanguage, InterviewMode } from '@admission/domain';
import { fillWords, INTERVIEW_WORDING } from '@admission/wording';
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

export interface CalendarInterview {
  readonly bookingId: number;
  /** The host the UID is scoped to (the portal's), so two schools' UIDs never clash. */
  readonly domain: string;
  /** How many times the booking moved. */
  readonly sequence: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly timeZone: string;
  readonly mode: InterviewMode;
  /** The address or the video link; null by phone. */
  readonly location: string | null;
  readonly programName: string;
  readonly schoolName: string;
  readonly contact: string;
  readonly language: BrandLanguage;
  readonly cancelled: boolean;
  /** When the file is written (DTSTAMP). */
  readonly at: Date;
}

export const CALENDAR_FILE_NAME = 'interview.ics';
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The VTIMEZONE block of an IANA zone, from the library's tables. */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  const text = Array.isArray(block) ? block[0] : null;
  return typeof text === 'string' && text !== '' ? text : null;
}

/** An instant in RFC 5545's UTC form: 20260303T090000Z. */
const utcStamp = (at: Date): string => `${at.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z`;

/** The booking's stable UID: the same for every version of the file. */
export const interviewUid = (bookingId: number, domain: string): string => `interview-booking-${bookingId}@${domain}`;

export function interviewCalendar(interview: CalendarInterview): string {
  const words = INTERVIEW_WORDING[interview.language];
  const values = { program: interview.programName, school: interview.schoolName, contact: interview.contact };
  const calendar = new ICalCalendar({
    prodId: { company: interview.schoolName, product: 'Admission portal', language: interview.language.toUpperCase() },
    method: interview.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.timezone({ name: interview.timeZone, generator: vtimezone });
  const place = interview.location === null ? words.modes[interview.mode] : `${words.modes[interview.mode]}: ${interview.location}`;
  calendar.createEvent({
    id: interviewUid(interview.bookingId, interview.domain),
    sequence: interview.sequence,
    stamp: interview.at,
    // A zoned date: the library writes its wall-clock time in the zone with the zone's TZID.
    start: new TZDate(interview.startsAt.getTime(), interview.timeZone),
    end: new TZDate(interview.endsAt.getTime(), interview.timeZone),
    timezone: interview.timeZone,
    summary: fillWords(words.calendar.summary, values),
    description: `${fillWords(interview.cancelled ? words.calendar.cancelledDescription : words.calendar.description, values)}\n${fillWords(words.calendar.contact, values)}`,
    location: place,
    status: interview.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // The library writes DTSTAMP in the calendar's zone without its TZID; RFC 5545 wants it in UTC.
  return calendar.toString().replace(/^DTSTAMP:.*$/m, `DTSTAMP:${utcStamp(interview.at)}`);
}
