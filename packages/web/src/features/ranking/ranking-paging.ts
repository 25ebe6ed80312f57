// The ranking's pages: 50 rows each, the page in the address (`?page=`, as the list's), ranks counted over the whole ranking.
import { pageCount, pageToSkip } from '@admission/domain';

export const RANKING_PAGE_SIZE = 50;

/** One page of a ranking: its rows, the page shown (the one asked for, kept within the ranking) and its place. */
export interface RankingPageView<T> {
  readonly rows: readonly T[];
  /** 1-based. */
  readonly page: number;
  readonly pageCount: number;
  /** The 1-based places of its first and last rows in the whole ranking (last < first when it has none). */
  readonly first: number;
  readonly last: number;
  readonly total: number;
}

/** The rows of page `wanted` (a page past the last shows the last, one before the first the first). */
export function rankingPage<T>(rows: readonly T[], wanted: number, size: number = RANKING_PAGE_SIZE): RankingPageView<T> {
  const count = pageCount(rows.length, size) ?? 1;
  const page = Math.min(Math.max(1, Math.floor(wanted)), count);
  const skip = pageToSkip(page, size);
  const shown = rows.slice(skip, skip + size);
  return { rows: shown, page, pageCount: count, first: skip + 1, last: skip + shown.length, total: rows.length };
}
