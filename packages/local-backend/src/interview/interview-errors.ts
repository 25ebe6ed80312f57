// The interview routes' refusals, shaped as the jury's: `{detail: {code, message, ...}}` with the domain's code; an
// interview that is not the caller's answers exactly as one that does not exist (403 Forbidden).
import type { FreeSlot, PanelOverlapView } from '@admission/domain';
import { conflict, HttpError, unprocessable } from '../http/http-error';

/** The same answer for a booking off the caller's panel as for one that does not exist. */
export const FORBIDDEN = (): HttpError => new HttpError(403, 'Forbidden');

export const slotTaken = (freeSlots: readonly FreeSlot[]): HttpError =>
  new HttpError(409, { code: 'SLOT_TAKEN', message: 'This slot was just taken', free_slots: freeSlots });

export const alreadyBooked = (): HttpError => conflict({ code: 'ALREADY_BOOKED', message: 'This application already has an interview booked' });
export const notAdmissible = (): HttpError => conflict({ code: 'NOT_ADMISSIBLE', message: 'Only an admissible application books an interview' });
export const changeClosed = (): HttpError => conflict({ code: 'CHANGE_CLOSED', message: 'The interview can no longer be changed here: contact the admissions team' });
export const notBooked = (): HttpError => conflict({ code: 'NOT_BOOKED', message: 'This application has no interview booked' });
export const bookedOutside = (): HttpError => conflict({ code: 'BOOKED_OUTSIDE', message: 'This program books its interviews outside the portal' });
export const slotUnknown = (): HttpError => unprocessable({ code: 'SLOT_UNKNOWN', message: 'No such free slot in this program' });
export const slotBooked = (): HttpError => conflict({ code: 'SLOT_BOOKED', message: 'A booked slot keeps its times: cancel its booking first' });
export const notYetHeld = (): HttpError => conflict({ code: 'NOT_YET_HELD', message: 'The interview has not started yet' });
export const notAttended = (): HttpError => conflict({ code: 'NOT_ATTENDED', message: 'Only an interview the candidate attended is scored' });
export const notNoShow = (): HttpError => conflict({ code: 'NOT_A_NO_SHOW', message: 'Only a candidate who missed their interview may book again' });
export const rubricMissing = (): HttpError => conflict({ code: 'RUBRIC_MISSING', message: 'This program has no interview rubric yet' });

export const panelOverlap = (conflicts: readonly PanelOverlapView[]): HttpError =>
  new HttpError(409, { code: 'PANEL_OVERLAP', message: 'A panel member would be in two interviews at once', conflicts });

/** A field the domain refused, named: SLOT_BATCH_INVALID, INTERVIEW_SETTINGS_INVALID, ADJUSTMENTS_INVALID... */
export const fieldRefused = (code: string, field: string, reason: string): HttpError => new HttpError(422, { code, field, reason, message: `The field "${field}" is refused: ${reason}` });

/** The constraint a failed query broke, along the error's `cause` chain (pg names it; PGlite too), or null. */
export function violatedConstraint(error: unknown): string | null {
  const seen = new Set<unknown>();
  for (let current = error; typeof current === 'object' && current !== null && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string' && constraint !== '') return constraint;
  }
  return null;
}
