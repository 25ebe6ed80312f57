import { describe, expect, it } from 'vitest';
import { parseBookingId } from './booking-id';

describe('parseBookingId', () => {
  it('reads a positive whole number written in digits', () => {
    expect(parseBookingId('9301')).toEqual({ ok: true, value: 9301 });
  });

  it.each([undefined, null, '', '0', '-1', '1.5', '12a', ' 12'])('refuses %j, naming what it read', (raw) => {
    expect(parseBookingId(raw)).toEqual({ ok: false, error: { code: 'INVALID_BOOKING_ID', raw: raw ?? null } });
  });
});
