// The candidate moves or cancels their booking until a cut-off the program sets, counted back from the start in
// real hours (not wall-clock ones: across a clock change, 24 hours before is still 24 hours before).

export const DEFAULT_CHANGE_CUTOFF_HOURS = 24;

const HOUR = 3_600_000;

/** The instant (ISO, UTC) from which the candidate can no longer change: the start less `cutoffHours`. */
export const changeClosesAt = (startsAt: string, cutoffHours: number): string => new Date(Date.parse(startsAt) - cutoffHours * HOUR).toISOString();

/** Whether the candidate may still move or cancel: strictly before the closing instant (an unreadable start: no). */
export const canCandidateChange = (nowMs: number, startsAt: string, cutoffHours: number): boolean => nowMs < Date.parse(startsAt) - cutoffHours * HOUR;
