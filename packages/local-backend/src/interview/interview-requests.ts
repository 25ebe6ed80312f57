// The interview routes' bodies: JSON schemas that bound them, and the domain's parsing of what they hold (the
// adjustments, a cancellation's reason), refused with the code and the field.
import { parseAdjustments, validateReviewReason, type Adjustments } from '@admission/domain';
import { HttpError } from '../http/http-error';
import { textFieldProblem } from '../http/clean-text';
import { fieldRefused } from './interview-errors';

export const INT = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** The domain checks the adjustments itself (parseAdjustments); this only bounds the body. */
export const BOOKING_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['slot_id', 'adjustments'],
  properties: { slot_id: INT, adjustments: { type: 'object', maxProperties: 4 } },
} as const;

export interface BookingBody {
  slot_id: number;
  adjustments: unknown;
}

export const CANCEL_BODY = { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: { type: 'string', maxLength: 4000 } } } as const;

/** The adjustments asked for, by the domain's rule; else 422 ADJUSTMENTS_INVALID naming the fault. */
export function adjustmentsOf(value: unknown): Adjustments {
  const parsed = parseAdjustments(value);
  if (!parsed.ok) throw fieldRefused('ADJUSTMENTS_INVALID', 'adjustments', parsed.error.code);
  return parsed.value;
}

/** A cancellation's reason, by the domain's rule for a typed reason; else 422 REASON_REQUIRED or REASON_TOO_LONG. */
export function cancelReasonOf(text: unknown): string {
  const checked = validateReviewReason(text);
  if (checked.ok) return checked.value;
  switch (checked.error.code) {
    case 'REVIEW_REASON_MISSING':
      throw new HttpError(422, { code: 'REASON_REQUIRED', field: 'reason', message: 'A reason is required' });
    case 'REVIEW_REASON_TOO_LONG':
      throw new HttpError(422, { code: 'REASON_TOO_LONG', field: 'reason', message: `A reason holds at most ${checked.error.max} characters` });
    case 'TEXT_CONTROL_CHARACTER':
      throw new HttpError(422, textFieldProblem(checked.error));
  }
}
