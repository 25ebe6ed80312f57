import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankApplications } from '../review/ranking';
import { aRankingRow } from '../testing/review.builders';
import { combinedScore, DEFAULT_INTERVIEW_WEIGHT, interviewScore, rankWithInterviews, type InterviewRankingRow } from './interview-score';

const row = (applicationId: number, mean: number | null, interview: number | null, extra: Partial<InterviewRankingRow> = {}): InterviewRankingRow => ({
  ...aRankingRow({ applicationId, mean }),
  interviewScore: interview,
  combined: combinedScore(mean, interview, DEFAULT_INTERVIEW_WEIGHT),
  ...extra,
});
const ids = (rows: readonly InterviewRankingRow[]): number[] => rows.map((entry) => entry.applicationId);

describe('interviewScore', () => {
  it('is the mean of the panel totals, to 2 decimals; null with none', () => {
    expect(interviewScore([])).toBeNull();
    expect(interviewScore([4.2])).toBe(4.2);
    expect(interviewScore([4, 3.5])).toBe(3.75);
    expect(interviewScore([1, 2, 2])).toBe(1.67);
    expect(interviewScore([3.1, 3.2])).toBe(3.15);
  });
});

describe('combinedScore', () => {
  it('weighs the interview against the reviews, half each by default', () => {
    expect(DEFAULT_INTERVIEW_WEIGHT).toBe(0.5);
    expect(combinedScore(3, 5, DEFAULT_INTERVIEW_WEIGHT)).toBe(4);
    expect(combinedScore(3, 5, 0.25)).toBe(3.5);
    expect(combinedScore(3.33, 4.67, 0.05)).toBe(3.4);
    expect(combinedScore(3, 5, 0)).toBe(3);
    expect(combinedScore(3, 5, 1)).toBe(5);
  });

  it('is null while either score is missing', () => {
    expect(combinedScore(null, 4, 0.5)).toBeNull();
    expect(combinedScore(4, null, 0.5)).toBeNull();
    expect(combinedScore(4, null, 0)).toBeNull();
  });
});

describe('rankWithInterviews', () => {
  it('orders by combined score, rows without one last, when the program has interviews', () => {
    const rows = [row(1, 4.5, 2), row(2, 3, 4.5), row(3, 5, null), row(4, 2, 2.5)];
    expect(ids(rankWithInterviews(rows, true))).toEqual([2, 1, 4, 3]);
  });

  it('breaks a combined tie in the ranking order: the higher reviews mean, then submission, then id', () => {
    const rows = [row(1, 3, 5), row(2, 4, 4), row(3, 4, 4, { submittedAt: new Date('2026-01-01T08:00:00Z') }), row(4, null, null), row(5, null, 4)];
    expect(ids(rankWithInterviews(rows, true))).toEqual([3, 2, 1, 4, 5]);
  });

  it('is the ranking as it is without interviews', () => {
    const rows = [row(1, 4.5, 2), row(2, 3, 4.5), row(3, 5, null)];
    expect(ids(rankWithInterviews(rows, false))).toEqual([3, 1, 2]);
  });
});

const score = fc.integer({ min: 100, max: 500 }).map((hundredths) => hundredths / 100);
const weight = fc.integer({ min: 0, max: 20 }).map((step) => step / 20);

describe('interview scores (properties)', () => {
  it('puts the combined score between the two scores; weight 0 gives the mean, 1 the interview', () => {
    fc.assert(
      fc.property(score, score, weight, (mean, interview, w) => {
        const combined = combinedScore(mean, interview, w) as number;
        expect(combined).toBeGreaterThanOrEqual(Math.min(mean, interview));
        expect(combined).toBeLessThanOrEqual(Math.max(mean, interview));
        expect(combinedScore(mean, interview, 0)).toBe(mean);
        expect(combinedScore(mean, interview, 1)).toBe(interview);
      }),
    );
  });

  it('puts the interview score between the lowest and the highest total', () => {
    fc.assert(
      fc.property(fc.array(score, { minLength: 1, maxLength: 6 }), (totals) => {
        const mean = interviewScore(totals) as number;
        expect(mean).toBeGreaterThanOrEqual(Math.min(...totals));
        expect(mean).toBeLessThanOrEqual(Math.max(...totals));
      }),
    );
  });

  it('ranks every row once, combined scores descending then the rest, in the ranking order within a tie', () => {
    const rowArbitrary = fc.record({ mean: fc.option(score), interview: fc.option(score) });
    fc.assert(
      fc.property(fc.array(rowArbitrary, { maxLength: 12 }), weight, (specs, w) => {
        const rows = specs.map((spec, index) => ({ ...row(index + 1, spec.mean, spec.interview), combined: combinedScore(spec.mean, spec.interview, w) }));
        const ranked = rankWithInterviews(rows, true);
        expect([...ids(ranked)].sort((a, b) => a - b)).toEqual(ids(rows));
        const plain = ids(rankApplications(rows));
        for (let index = 1; index < ranked.length; index += 1) {
          const [before, after] = [ranked[index - 1] as InterviewRankingRow, ranked[index] as InterviewRankingRow];
          if (before.combined === null) expect(after.combined).toBeNull();
          else if (after.combined !== null) {
            expect(before.combined).toBeGreaterThanOrEqual(after.combined);
            if (before.combined === after.combined) expect(plain.indexOf(before.applicationId)).toBeLessThan(plain.indexOf(after.applicationId));
          }
        }
      }),
    );
  });
});
