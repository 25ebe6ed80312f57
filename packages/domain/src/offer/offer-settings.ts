// A program's offer settings: how long a candidate has to reply (and a promoted one), the deposit, the places and the
// offer limit, and whether a freed place goes to the next in line at once or once an admin confirms.
import type { OfferSettingsView } from '../api/offer-entities';
import { isRecord } from '../shared/is-record';
import { fail, ok, type Result } from '../shared/result';
import { PROMOTION_MODES, type PromotionMode } from './offer-kinds';

/** The settings in the wire's shape: the server stores them so, the form edits them so. */
export type OfferSettings = OfferSettingsView;

export const OFFER_SETTINGS_LIMITS = {
  replyDays: { min: 1, max: 90 },
  promotionReplyDays: { min: 1, max: 30 },
  /** In minor units (cents). */
  depositAmount: { min: 1, max: 10_000_000 },
  depositDueDays: { min: 1, max: 90 },
  places: { min: 0, max: 10_000 },
} as const;

/**
 * A program's settings until an admin sets them: 14 days to reply, 5 after a promotion, no deposit, no places (an
 * admin sets the places before the first offer), the limit equal to the places, promotions confirmed by an admin.
 */
export const DEFAULT_OFFER_SETTINGS: OfferSettings = {
  reply_days: 14,
  promotion_reply_days: 5,
  deposit: null,
  places: 0,
  offer_limit: 0,
  promotion: 'admin_confirms',
};

export type OfferSettingsField = 'reply_days' | 'promotion_reply_days' | 'deposit' | 'deposit.amount' | 'deposit.currency' | 'deposit.due_days' | 'places' | 'offer_limit' | 'promotion';

/** The first field at fault (in the form's order), null when the input is not an object. */
export interface OfferSettingsError {
  readonly code: 'OFFER_SETTINGS_INVALID';
  readonly field: OfferSettingsField | null;
}

const invalid = (field: OfferSettingsField | null): { readonly ok: false; readonly error: OfferSettingsError } => fail({ code: 'OFFER_SETTINGS_INVALID', field });

const wholeIn = (value: unknown, { min, max }: { readonly min: number; readonly max: number }): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const isPromotionMode = (value: unknown): value is PromotionMode => typeof value === 'string' && (PROMOTION_MODES as readonly string[]).includes(value);

/** An ISO 4217 code: three capital letters. */
const isCurrency = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{3}$/.test(value);

type Deposit = OfferSettings['deposit'];

function parseDeposit(value: unknown): Result<Deposit, OfferSettingsError> {
  if (value === null || value === undefined) return ok(null);
  if (!isRecord(value)) return invalid('deposit');
  const { amount, currency, due_days } = value;
  if (!wholeIn(amount, OFFER_SETTINGS_LIMITS.depositAmount)) return invalid('deposit.amount');
  if (!isCurrency(currency)) return invalid('deposit.currency');
  if (!wholeIn(due_days, OFFER_SETTINGS_LIMITS.depositDueDays)) return invalid('deposit.due_days');
  return ok({ amount, currency, due_days });
}

/**
 * The settings an admin sent, or the first field at fault. The offer limit is at least the places (a school that
 * expects declines sets it higher) and at most ten times them; no deposit is null.
 */
export function parseOfferSettings(value: unknown): Result<OfferSettings, OfferSettingsError> {
  if (!isRecord(value)) return invalid(null);
  const { reply_days, promotion_reply_days, places, offer_limit, promotion } = value;
  if (!wholeIn(reply_days, OFFER_SETTINGS_LIMITS.replyDays)) return invalid('reply_days');
  if (!wholeIn(promotion_reply_days, OFFER_SETTINGS_LIMITS.promotionReplyDays)) return invalid('promotion_reply_days');
  const deposit = parseDeposit(value.deposit);
  if (!deposit.ok) return deposit;
  if (!wholeIn(places, OFFER_SETTINGS_LIMITS.places)) return invalid('places');
  if (!wholeIn(offer_limit, { min: places, max: places * 10 })) return invalid('offer_limit');
  if (!isPromotionMode(promotion)) return invalid('promotion');
  return ok({ reply_days, promotion_reply_days, deposit: deposit.value, places, offer_limit, promotion });
}
