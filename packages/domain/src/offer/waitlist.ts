// The waitlist: who is offered a freed place (the next opted-in candidate in the jury's ranking, the order of
// rankWithInterviews), and how many candidates are ahead of a waitlisted one.
import type { PromotionMode, WaitlistChoice } from './offer-kinds';

export interface WaitlistEntry {
  readonly applicationId: number;
  readonly choice: WaitlistChoice;
}

export interface Promotion {
  readonly applicationId: number;
  /** The 1-based rank in the jury's ranking the promotion came from (the timeline records it). */
  readonly rank: number;
  /** `automatic`: the offer is made at once; `admin_confirms`: it waits for an admin. */
  readonly mode: PromotionMode;
}

/** The waitlisted applications in the ranking's order, each with its rank; one missing from the ranking is not in line. */
function inRankingOrder(ranking: readonly number[], waitlist: readonly WaitlistEntry[]): readonly (WaitlistEntry & { readonly rank: number })[] {
  const byId = new Map(waitlist.map((entry) => [entry.applicationId, entry]));
  return ranking.flatMap((applicationId, index) => {
    const entry = byId.get(applicationId);
    return entry === undefined ? [] : [{ ...entry, rank: index + 1 }];
  });
}

/**
 * The promotions for `freed` places: the next opted-in waitlisted candidates in the ranking's order (`ranking`: the
 * application ids as rankWithInterviews orders them), skipping those who opted out; fewer when the line runs out.
 */
export function nextPromotions(ranking: readonly number[], waitlist: readonly WaitlistEntry[], freed: number, mode: PromotionMode): readonly Promotion[] {
  return inRankingOrder(ranking, waitlist)
    .filter((entry) => entry.choice === 'opted_in')
    .slice(0, Math.max(0, freed))
    .map(({ applicationId, rank }) => ({ applicationId, rank, mode }));
}

/** How many opted-in candidates are ahead of this one; null when they are not on the waitlist or opted out. */
export function candidatesAhead(ranking: readonly number[], waitlist: readonly WaitlistEntry[], applicationId: number): number | null {
  const line = inRankingOrder(ranking, waitlist);
  const index = line.findIndex((entry) => entry.applicationId === applicationId);
  const entry = line[index];
  if (entry === undefined || entry.choice === 'opted_out') return null;
  return line.slice(0, index).filter((ahead) => ahead.choice === 'opted_in').length;
}
