// What a candidate asks for the interview to be fair: kinds from ADJUSTMENT_KINDS, and their own words for `other`.
// Staff and the panel read them; reviewers never do.
import { hasControlCharacter } from '../shared/free-text';
import { isRecord } from '../shared/is-record';
import { fail, ok, type Result } from '../shared/result';
import { ADJUSTMENT_KINDS, type AdjustmentKind, type Adjustments } from './interview-kinds';

export const ADJUSTMENTS_LIMITS = { otherMaxLength: 500 } as const;

export interface AdjustmentsError {
  readonly code:
    /** Not `{kinds, other}`, a kind not in ADJUSTMENT_KINDS, or a text that is not one line of text. */
    | 'ADJUSTMENTS_INVALID'
    /** `other` asked without words of the candidate's own. */
    | 'OTHER_TEXT_MISSING'
    /** The words longer than ADJUSTMENTS_LIMITS.otherMaxLength once trimmed. */
    | 'OTHER_TEXT_TOO_LONG'
    /** Words given without `other` among the kinds. */
    | 'OTHER_TEXT_NOT_EXPECTED';
}

const isAdjustmentKind = (value: unknown): value is AdjustmentKind => typeof value === 'string' && (ADJUSTMENT_KINDS as readonly string[]).includes(value);

/**
 * The adjustments sent with a booking, normalised: each kind once, in ADJUSTMENT_KINDS's order (a kind sent twice
 * counts once), and the words trimmed. The words are one line (a line break is refused with the other control
 * characters, as at the API's door), required exactly when the kinds hold `other`; a missing `other` field reads as
 * no words.
 */
export function parseAdjustments(value: unknown): Result<Adjustments, AdjustmentsError> {
  if (!isRecord(value) || !Array.isArray(value.kinds)) return fail({ code: 'ADJUSTMENTS_INVALID' });
  const sent: readonly unknown[] = value.kinds;
  if (!sent.every(isAdjustmentKind)) return fail({ code: 'ADJUSTMENTS_INVALID' });
  const words = value.other ?? '';
  if (typeof words !== 'string' || hasControlCharacter(words, false)) return fail({ code: 'ADJUSTMENTS_INVALID' });
  const kinds = ADJUSTMENT_KINDS.filter((kind) => sent.includes(kind));
  const other = words.trim();
  if (!kinds.includes('other')) return other === '' ? ok({ kinds, other }) : fail({ code: 'OTHER_TEXT_NOT_EXPECTED' });
  if (other === '') return fail({ code: 'OTHER_TEXT_MISSING' });
  return other.length > ADJUSTMENTS_LIMITS.otherMaxLength ? fail({ code: 'OTHER_TEXT_TOO_LONG' }) : ok({ kinds, other });
}
