import { describe, expect, it } from 'vitest';
import { RANKING_PAGE_SIZE, rankingPage } from './ranking-paging';

/** A ranking of `count` rows, each its own 1-based place. */
const ranking = (count: number): readonly number[] => Array.from({ length: count }, (_, index) => index + 1);

describe('rankingPage', () => {
  it('shows 50 rows a page', () => {
    expect(RANKING_PAGE_SIZE).toBe(50);
    expect(rankingPage(ranking(50), 1)).toMatchObject({ page: 1, pageCount: 1, first: 1, last: 50, total: 50 });
    expect(rankingPage(ranking(51), 1).rows).toHaveLength(50);
  });

  it('puts row 51 first on page 2, with its place in the whole ranking', () => {
    const second = rankingPage(ranking(51), 2);
    expect(second).toMatchObject({ page: 2, pageCount: 2, first: 51, last: 51, total: 51 });
    expect(second.rows).toEqual([51]);
  });

  it('keeps a page asked for within the ranking', () => {
    expect(rankingPage(ranking(120), 9)).toMatchObject({ page: 3, first: 101, last: 120 });
    expect(rankingPage(ranking(120), 0)).toMatchObject({ page: 1, first: 1, last: 50 });
    expect(rankingPage(ranking(120), -2).page).toBe(1);
    expect(rankingPage(ranking(120), 2.7).page).toBe(2);
  });

  it('shows an empty ranking as one page with no rows', () => {
    expect(rankingPage(ranking(0), 3)).toMatchObject({ rows: [], page: 1, pageCount: 1, first: 1, last: 0, total: 0 });
  });

  it('shows every row once over its pages, in order', () => {
    for (const count of [1, 49, 50, 51, 99, 100, 101, 292]) {
      const first = rankingPage(ranking(count), 1);
      const all = Array.from({ length: first.pageCount }, (_, index) => rankingPage(ranking(count), index + 1).rows).flat();
      expect(all).toEqual(ranking(count));
    }
  });
});
