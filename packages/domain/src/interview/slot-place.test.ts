import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSlotPlace, SLOT_PLACE_LIMITS } from './slot-place';

describe('parseSlotPlace', () => {
  describe('on site', () => {
    it('takes an address, trimmed, up to 200 characters', () => {
      expect(parseSlotPlace('on_site', '  12 Quay Street, Room 3 ')).toEqual({ ok: true, value: '12 Quay Street, Room 3' });
      const longest = 'a'.repeat(SLOT_PLACE_LIMITS.addressMaxLength);
      expect(parseSlotPlace('on_site', ` ${longest} `)).toEqual({ ok: true, value: longest });
      expect(parseSlotPlace('on_site', `${longest}b`)).toEqual({ ok: false, error: { code: 'ADDRESS_TOO_LONG' } });
    });

    it.each([[null], [undefined], [''], ['   '], [42]])('refuses %j as a missing address', (location) => {
      expect(parseSlotPlace('on_site', location)).toEqual({ ok: false, error: { code: 'ADDRESS_MISSING' } });
    });
  });

  describe('by video', () => {
    it.each(['https://meet.example.org/abc-defg-hij', ' https://video.example.com/room?id=1#x '])('takes %s', (link) => {
      expect(parseSlotPlace('video', link)).toEqual({ ok: true, value: link.trim() });
    });

    it('keeps the link as the URL parser reads it, which is what a browser opens', () => {
      expect(parseSlotPlace('video', 'HTTPS://Meet.Example.org')).toEqual({ ok: true, value: 'https://meet.example.org/' });
      expect(parseSlotPlace('video', 'https:///room')).toEqual({ ok: true, value: 'https://room/' });
    });

    it.each([
      ['http://meet.example.org/abc', 'not https'],
      ['meet.example.org/abc', 'not absolute'],
      ['/rooms/3', 'a path'],
      ['javascript:alert(1)', 'a script'],
      ['https://', 'no host'],
      ['https://user:secret@', 'no host'],
      ['', 'empty'],
      [null, 'none'],
      [12, 'not text'],
    ])('refuses %j (%s)', (link: unknown, _why: string) => {
      expect(parseSlotPlace('video', link)).toEqual({ ok: false, error: { code: 'VIDEO_LINK_INVALID' } });
    });

    it('takes a link of 500 characters and refuses one of 501', () => {
      const prefix = 'https://meet.example.org/';
      const longest = prefix + 'a'.repeat(SLOT_PLACE_LIMITS.videoLinkMaxLength - prefix.length);
      expect(parseSlotPlace('video', longest)).toEqual({ ok: true, value: longest });
      expect(parseSlotPlace('video', `${longest}a`)).toEqual({ ok: false, error: { code: 'VIDEO_LINK_INVALID' } });
    });
  });

  describe('by phone', () => {
    it.each([[null], [undefined], [''], ['  ']])('takes %j as no location', (location) => {
      expect(parseSlotPlace('phone', location)).toEqual({ ok: true, value: null });
    });

    it.each([['+44 20 7946 0000'], [0], [{}]])('refuses %j', (location) => {
      expect(parseSlotPlace('phone', location)).toEqual({ ok: false, error: { code: 'LOCATION_NOT_EXPECTED' } });
    });
  });
});

describe('parseSlotPlace (properties)', () => {
  it('takes only an https link by video, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ validSchemes: ['http', 'https', 'ftp'] }), fc.string()), (link) => {
        const result = parseSlotPlace('video', link);
        if (result.ok) {
          expect(new URL(result.value ?? '').protocol).toBe('https:');
          expect(result.value?.length).toBeLessThanOrEqual(SLOT_PLACE_LIMITS.videoLinkMaxLength);
        }
      }),
    );
  });

  it('keeps any address of 1 to 200 characters once trimmed, as trimmed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 260 }), (address) => {
        const trimmed = address.trim();
        const result = parseSlotPlace('on_site', address);
        if (trimmed === '') expect(result).toEqual({ ok: false, error: { code: 'ADDRESS_MISSING' } });
        else if (trimmed.length > 200) expect(result).toEqual({ ok: false, error: { code: 'ADDRESS_TOO_LONG' } });
        else expect(result).toEqual({ ok: true, value: trimmed });
      }),
    );
  });
});
