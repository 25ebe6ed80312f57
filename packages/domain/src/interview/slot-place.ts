// Where an interview is held, by its mode: the school's address on site, a video link (which only the booked
// candidate and the panel see), or nothing by phone (the panel calls the candidate's number).
import { httpsUrl } from '../shared/https-url';
import { fail, ok, type Result } from '../shared/result';
import type { InterviewMode } from './interview-kinds';

export const SLOT_PLACE_LIMITS = { addressMaxLength: 200, videoLinkMaxLength: 500 } as const;

export interface SlotPlaceError {
  readonly code: 'ADDRESS_MISSING' | 'ADDRESS_TOO_LONG' | 'VIDEO_LINK_INVALID' | 'LOCATION_NOT_EXPECTED';
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * A slot's location as stored, trimmed: on site, an address (required, at most 200 characters); by video, an
 * absolute https link as the URL parser reads it (what a browser opens; at most 500); by phone, none (null, or an empty text, gives null).
 */
export function parseSlotPlace(mode: InterviewMode, location: unknown): Result<string | null, SlotPlaceError> {
  const given = text(location);
  if (mode === 'phone') return location === null || location === undefined || (typeof location === 'string' && given === '') ? ok(null) : fail({ code: 'LOCATION_NOT_EXPECTED' });
  if (mode === 'on_site') {
    if (given === '') return fail({ code: 'ADDRESS_MISSING' });
    return given.length > SLOT_PLACE_LIMITS.addressMaxLength ? fail({ code: 'ADDRESS_TOO_LONG' }) : ok(given);
  }
  const link = httpsUrl(given);
  return link !== null && link.length <= SLOT_PLACE_LIMITS.videoLinkMaxLength ? ok(link) : fail({ code: 'VIDEO_LINK_INVALID' });
}
