/** m:ss from a number of seconds (minutes are not capped: 40 minutes is 40:00). Negative counts as 0. */
export function formatCountdown(secondsLeft: number): string {
  const total = Math.max(0, Math.floor(secondsLeft));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * Whether screen readers hear the time at this second: every 5 minutes, every minute in the last
 * 5 minutes, then at 30 and 10 seconds. Never every second.
 */
export function isAnnouncementSecond(secondsLeft: number): boolean {
  const s = Math.floor(secondsLeft);
  if (s <= 0) return false;
  if (s === 30 || s === 10) return true;
  if (s % 60 !== 0) return false;
  return s <= 300 || s % 300 === 0;
}

/** The warning colour applies at 300 seconds or less. */
export const warningThresholdSeconds = 300;

export function isWarning(secondsLeft: number, threshold = warningThresholdSeconds): boolean {
  return secondsLeft <= threshold;
}
