// The progress steps of an upload (spec §4): 5, 10, 20, then 20 to 80 while storing, 85, 100.

export const UPLOAD_PROGRESS = {
  started: 5,
  validated: 10,
  storing: 20,
  stored: 80,
  recordCreating: 85,
  done: 100,
} as const;

/** The percentage shown while the bytes travel, from the storage fraction (0 to 1, clamped). */
export const storageProgressPercent = (fraction: number): number => {
  const clamped = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  return Math.round(UPLOAD_PROGRESS.storing + clamped * (UPLOAD_PROGRESS.stored - UPLOAD_PROGRESS.storing));
};
