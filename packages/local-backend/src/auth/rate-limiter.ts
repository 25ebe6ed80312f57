// Sliding-window counters in memory, as GoTrue's own limiters are (per process). `take` checks and counts in one
// synchronous step, so concurrent requests see each other: 400 parallel guesses cannot all slip under the limit.
import type { RateLimit } from '../config';

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.limit.windowSeconds * 1000;
    const kept = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.hits.delete(key);
    else this.hits.set(key, kept);
    return kept;
  }

  /** Seconds until `key` may act again (at least 1); 0 when it may act now. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit.max) return 0;
    const oldest = recent[recent.length - this.limit.max] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.limit.windowSeconds * 1000 - this.now()) / 1000));
  }

  /** Counts one event for `key` if the limit allows it: 0, else the seconds to wait (nothing counted). */
  take(key: string): number {
    const wait = this.retryAfter(key);
    if (wait > 0) return wait;
    this.hits.set(key, [...(this.hits.get(key) ?? []), this.now()]);
    if (this.hits.size > 50_000) this.prune();
    return 0;
  }

  /** Takes back the latest event of `key` (a code that turned out right is not a wrong guess). */
  forgive(key: string): void {
    const list = this.hits.get(key);
    list?.pop();
    if (list?.length === 0) this.hits.delete(key);
  }

  private prune(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}

/** Takes one event from every limiter, or none: the longest wait when any of them refuses. */
export function takeAll(entries: readonly (readonly [RateLimiter, string])[]): number {
  const wait = Math.max(0, ...entries.map(([limiter, key]) => limiter.retryAfter(key)));
  if (wait > 0) return wait;
  for (const [limiter, key] of entries) limiter.take(key);
  return 0;
}
