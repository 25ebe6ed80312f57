import type { Clock } from '@admission/domain';

/** The browser's clock, for the domain rules that need the time (countdown, storage paths). */
export const systemClock: Clock = { now: () => Date.now() };
