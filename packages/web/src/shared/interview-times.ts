// How an interview's times read: in the school's time zone, named, and in the device's own when that differs; always
// through the Intl formatters with their `timeZone` option.
import type { Adjustments, InterviewMode } from '@admission/domain';
import type { IntlShape } from 'react-intl';
import { interviewMessages as m } from './interview.messages';

/** The device's time zone (an IANA name), as the browser resolves it. */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

interface Span {
  readonly starts_at: string;
  readonly ends_at: string;
}

/** A zone's name in this language at an instant ("United Kingdom Time", "heure : Royaume-Uni"), else its IANA name. */
export function zoneName(intl: IntlShape, timeZone: string, at: string): string {
  const part = intl.formatDateToParts(at, { timeZone, timeZoneName: 'longGeneric' }).find((item) => item.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** A slot's day in the school's zone ("Wednesday 4 March 2026"). */
export const slotDay = (intl: IntlShape, slot: Span, timeZone: string): string => intl.formatDate(slot.starts_at, { dateStyle: 'full', timeZone });

/** A slot's start and end in the school's zone ("09:00 to 09:30"). */
export const slotHours = (intl: IntlShape, slot: Span, timeZone: string): string =>
  intl.formatMessage(m.slotLabel, { start: intl.formatTime(slot.starts_at, { timeStyle: 'short', timeZone }), end: intl.formatTime(slot.ends_at, { timeStyle: 'short', timeZone }) });

/** The same slot in the device's zone, named ("10:00 to 10:30 your time (CET)"); null when the device is in the school's zone. */
export function deviceHours(intl: IntlShape, slot: Span, timeZone: string, device: string): string | null {
  if (sameOffsets(slot, timeZone, device)) return null;
  const time = (at: string) => intl.formatTime(at, { timeStyle: 'short', timeZone: device });
  const named = intl.formatDateToParts(slot.starts_at, { timeZone: device, timeZoneName: 'short' }).find((item) => item.type === 'timeZoneName')?.value ?? device;
  return intl.formatMessage(m.deviceTime, { start: time(slot.starts_at), end: time(slot.ends_at), zone: named });
}

/** Whether two zones show the same wall-clock time at a slot's start (Europe/London and Europe/Lisbon often do). */
function sameOffsets(slot: Span, a: string, b: string): boolean {
  if (a === b) return true;
  const wall = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(slot.starts_at));
  return wall(a) === wall(b);
}

/** A slot's hours in the school's zone and its mode ("09:00 to 09:30 · By video"). */
export const slotHoursAndMode = (intl: IntlShape, slot: Span & { readonly mode: InterviewMode }, timeZone: string): string =>
  intl.formatMessage(m.slotWithMode, { hours: slotHours(intl, slot, timeZone), mode: intl.formatMessage(m[`mode_${slot.mode}`]) });

/** What a candidate asked for, in words, as one list ("Extra time and A quiet room"); null when nothing. */
export function adjustmentWords(intl: IntlShape, adjustments: Adjustments): string | null {
  const asked = adjustments.kinds.map((kind) => (kind === 'other' ? adjustments.other : intl.formatMessage(m[`adjustment_${kind}`])));
  return asked.length === 0 ? null : intl.formatList(asked, { type: 'conjunction' });
}
