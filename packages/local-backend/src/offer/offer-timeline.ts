// The offer's timeline entries (the domain's OFFER_TIMELINE_EVENT_KINDS), each with its actor: the candidate, the
// staff member, or the system (an automatic promotion).
import type { OfferTimelineEventKind } from '@admission/domain';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../auth/sessions';
import type { Db } from '../db/database';
import { deals } from '../db/schema';
import { CANDIDATE, recordEvent, staffActor, SYSTEM } from '../workflow/timeline';

/** Who acted: the candidate, a staff member (their account), or the system. */
export type OfferEventActor = { readonly kind: 'candidate' } | { readonly kind: 'staff'; readonly user: UserRow } | { readonly kind: 'system' };

/** Records an offer step on the application's timeline. */
export async function recordOfferEvent(tx: Db, dealId: number, actor: OfferEventActor, kind: OfferTimelineEventKind, details: Record<string, unknown>, at: Date): Promise<void> {
  const [deal] = await tx.select({ userId: deals.userId }).from(deals).where(eq(deals.id, dealId));
  if (deal === undefined) return;
  const who = actor.kind === 'staff' ? { actor: staffActor(actor.user), actorId: actor.user.id } : { actor: actor.kind === 'candidate' ? CANDIDATE : SYSTEM };
  await recordEvent(tx, { userId: deal.userId, dealId, kind, details, at, ...who });
}
