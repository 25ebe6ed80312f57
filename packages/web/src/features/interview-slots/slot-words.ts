// The slots page's words for the rules' faults and the panel's overlaps, in the school's time zone.
import { SLOT_BATCH_LIMITS, SLOT_PLACE_LIMITS, type PanelMember, type PanelOverlapView, type SlotBatchErrorCode } from '@admission/domain';
import type { IntlShape } from 'react-intl';
import { interviewSlotsMessages as m } from './interview-slots.messages';

/** A fault of a batch's field, as the domain's generateSlots or the server's refusal names it. */
export function batchFaultText(intl: IntlShape, code: string, value?: string): string {
  const known = code as SlotBatchErrorCode;
  switch (known) {
    case 'DATES_MISSING':
      return intl.formatMessage(m.datesMissing);
    case 'DATE_INVALID':
      return intl.formatMessage(m.dateInvalid);
    case 'DATE_DUPLICATE':
      return intl.formatMessage(m.dateDuplicate);
    case 'TOO_MANY_DATES':
      return intl.formatMessage(m.tooManyDates, { max: SLOT_BATCH_LIMITS.dates.max });
    case 'TIME_INVALID':
      return intl.formatMessage(m.timeInvalid);
    case 'TIME_ORDER':
      return intl.formatMessage(m.timeOrder);
    case 'LENGTH_INVALID':
      return intl.formatMessage(m.minutesInvalid, SLOT_BATCH_LIMITS.lengthMinutes);
    case 'GAP_INVALID':
      return intl.formatMessage(m.minutesInvalid, SLOT_BATCH_LIMITS.gapMinutes);
    case 'NO_SLOT_FITS':
      return intl.formatMessage(m.noSlotFits);
    case 'TOO_MANY_SLOTS':
      return intl.formatMessage(m.tooManySlots, { count: Number(value ?? 0), max: SLOT_BATCH_LIMITS.maxSlots });
    case 'LOCAL_TIME_AMBIGUOUS':
      return intl.formatMessage(m.clockChange);
    default:
      return intl.formatMessage(m.fieldsInvalid);
  }
}

/** A fault of a slot's place (the domain's parseSlotPlace), by its mode. */
export const placeFaultText = (intl: IntlShape, code: string): string =>
  code === 'VIDEO_LINK_INVALID'
    ? intl.formatMessage(m.videoLinkInvalid, { max: SLOT_PLACE_LIMITS.videoLinkMaxLength })
    : intl.formatMessage(m.addressMissing, { max: SLOT_PLACE_LIMITS.addressMaxLength });

/** An instant as a day and a time in the school's zone ("Tuesday 3 March 2026, 09:00"). */
export const dayAndTime = (intl: IntlShape, at: string, timeZone: string): string => intl.formatDate(at, { dateStyle: 'full', timeStyle: 'short', timeZone });

/** Each member who would be in two slots at once, with when, in the school's zone. */
export const overlapLines = (intl: IntlShape, conflicts: readonly PanelOverlapView[], timeZone: string): readonly string[] =>
  conflicts.map((conflict) =>
    intl.formatMessage(m.overlapLine, { name: conflict.member_name, start: dayAndTime(intl, conflict.starts_at, timeZone), other: dayAndTime(intl, conflict.other_starts_at, timeZone) }),
  );

/** A panel member as the choice lists them: their name and role. */
export const panelOption = (intl: IntlShape, member: PanelMember) => ({ value: member.id, label: member.name, help: intl.formatMessage(m[`role_${member.role}`]) });
