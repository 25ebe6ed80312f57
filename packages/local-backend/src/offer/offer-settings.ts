// A program's offer settings as stored (the domain's defaults while it has no row) and in the wire's shape.
import { DEFAULT_OFFER_SETTINGS, PROMOTION_MODES, type OfferSettingsView } from '@admission/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { programOfferSettings } from '../db/schema';

type SettingsRow = typeof programOfferSettings.$inferSelect;

const promotionOf = (value: string): OfferSettingsView['promotion'] => PROMOTION_MODES.find((mode) => mode === value) ?? DEFAULT_OFFER_SETTINGS.promotion;

export const settingsFromRow = (row: SettingsRow): OfferSettingsView => ({
  reply_days: row.replyDays,
  promotion_reply_days: row.promotionReplyDays,
  deposit:
    row.depositAmount === null || row.depositCurrency === null || row.depositDueDays === null
      ? null
      : { amount: row.depositAmount, currency: row.depositCurrency, due_days: row.depositDueDays },
  places: row.places,
  offer_limit: row.offerLimit,
  promotion: promotionOf(row.promotion),
});

/** The program's offer settings, or the domain's defaults. */
export async function offerSettingsOf(db: Db, programId: number): Promise<OfferSettingsView> {
  const [row] = await db.select().from(programOfferSettings).where(eq(programOfferSettings.programId, programId));
  return row === undefined ? DEFAULT_OFFER_SETTINGS : settingsFromRow(row);
}

/** Stores the settings (already parsed by the domain's parseOfferSettings). */
export async function saveOfferSettings(db: Db, programId: number, settings: OfferSettingsView, now: Date): Promise<void> {
  const values = {
    replyDays: settings.reply_days,
    promotionReplyDays: settings.promotion_reply_days,
    places: settings.places,
    offerLimit: settings.offer_limit,
    depositAmount: settings.deposit?.amount ?? null,
    depositCurrency: settings.deposit?.currency ?? null,
    depositDueDays: settings.deposit?.due_days ?? null,
    promotion: settings.promotion,
    updatedAt: now,
  };
  await db.insert(programOfferSettings).values({ programId, ...values }).onConflictDoUpdate({ target: programOfferSettings.programId, set: values });
}
