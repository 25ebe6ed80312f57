import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFER_SETTINGS, OFFER_SETTINGS_LIMITS, parseOfferSettings, type OfferSettingsField } from './offer-settings';

const valid = { reply_days: 14, promotion_reply_days: 5, deposit: { amount: 50_000, currency: 'EUR', due_days: 21 }, places: 30, offer_limit: 36, promotion: 'automatic' };
const faultOf = (value: unknown): OfferSettingsField | null | 'none' => {
  const parsed = parseOfferSettings(value);
  return parsed.ok ? 'none' : parsed.error.field;
};

describe('parseOfferSettings', () => {
  it('takes the defaults and a full setting as they are', () => {
    expect(parseOfferSettings(DEFAULT_OFFER_SETTINGS)).toEqual({ ok: true, value: DEFAULT_OFFER_SETTINGS });
    expect(parseOfferSettings(valid)).toEqual({ ok: true, value: valid });
    expect(parseOfferSettings({ ...valid, deposit: undefined })).toEqual({ ok: true, value: { ...valid, deposit: null } });
  });

  it('has 14 days to reply, 5 after a promotion, no deposit, and promotions an admin confirms by default', () => {
    expect(DEFAULT_OFFER_SETTINGS).toMatchObject({ reply_days: 14, promotion_reply_days: 5, deposit: null, promotion: 'admin_confirms' });
    expect(DEFAULT_OFFER_SETTINGS.offer_limit).toBe(DEFAULT_OFFER_SETTINGS.places);
  });

  it('names the first field at fault, at each bound', () => {
    expect(faultOf('x')).toBeNull();
    expect(faultOf({ ...valid, reply_days: 0 })).toBe('reply_days');
    expect(faultOf({ ...valid, reply_days: 90 })).toBe('none');
    expect(faultOf({ ...valid, reply_days: 91 })).toBe('reply_days');
    expect(faultOf({ ...valid, reply_days: 1.5 })).toBe('reply_days');
    expect(faultOf({ ...valid, promotion_reply_days: 31 })).toBe('promotion_reply_days');
    expect(faultOf({ ...valid, deposit: 'EUR' })).toBe('deposit');
    expect(faultOf({ ...valid, deposit: { ...valid.deposit, amount: 0 } })).toBe('deposit.amount');
    expect(faultOf({ ...valid, deposit: { ...valid.deposit, amount: OFFER_SETTINGS_LIMITS.depositAmount.max + 1 } })).toBe('deposit.amount');
    expect(faultOf({ ...valid, deposit: { ...valid.deposit, currency: 'eur' } })).toBe('deposit.currency');
    expect(faultOf({ ...valid, deposit: { ...valid.deposit, due_days: 0 } })).toBe('deposit.due_days');
    expect(faultOf({ ...valid, places: -1 })).toBe('places');
    expect(faultOf({ ...valid, places: 10_001 })).toBe('places');
    expect(faultOf({ ...valid, promotion: 'sometimes' })).toBe('promotion');
  });

  it('keeps the offer limit from the places to ten times them', () => {
    expect(faultOf({ ...valid, offer_limit: 29 })).toBe('offer_limit');
    expect(faultOf({ ...valid, offer_limit: 30 })).toBe('none');
    expect(faultOf({ ...valid, offer_limit: 300 })).toBe('none');
    expect(faultOf({ ...valid, offer_limit: 301 })).toBe('offer_limit');
  });

  it('accepts exactly the limits at least the places', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 1000 }), (places, offerLimit) => {
        expect(parseOfferSettings({ ...valid, places, offer_limit: offerLimit }).ok).toBe(offerLimit >= places && offerLimit <= places * 10);
      }),
    );
  });
});
