import { describe, expect, it } from 'vitest';
import { aBrandConfig } from '../testing';
import { DEFAULT_RETENTION, DELETED_DATA, MAX_RETENTION_YEARS, deletionSummary, retentionOf, yearsAfter } from './retention';

describe('retentionOf', () => {
  it('uses the default when a brand sets none (existing brands keep compiling without one)', () => {
    expect(retentionOf(aBrandConfig().first)).toEqual({ anonymisedRecordYears: 5, accountingYears: 10 });
    expect(DEFAULT_RETENTION).toEqual({ anonymisedRecordYears: 5, accountingYears: 10 });
  });

  it('uses a brand’s own setting', () => {
    const first = { ...aBrandConfig().first, retention: { anonymisedRecordYears: 3, accountingYears: 6 } };
    expect(retentionOf(first)).toEqual({ anonymisedRecordYears: 3, accountingYears: 6 });
    expect(retentionOf({ retention: { anonymisedRecordYears: 1, accountingYears: MAX_RETENTION_YEARS } })).toEqual({ anonymisedRecordYears: 1, accountingYears: 30 });
  });

  it.each([
    [{ anonymisedRecordYears: 0, accountingYears: 6 }],
    [{ anonymisedRecordYears: 3, accountingYears: MAX_RETENTION_YEARS + 1 }],
    [{ anonymisedRecordYears: 2.5, accountingYears: 6 }],
    [{ anonymisedRecordYears: Number.NaN, accountingYears: 6 }],
  ])('falls back to the default for a setting out of bounds: %j', (retention) => {
    expect(retentionOf({ retention })).toBe(DEFAULT_RETENTION);
  });
});

describe('deletionSummary', () => {
  it('lists everything deleted, and keeps the anonymised record and invoices for the brand’s years', () => {
    expect(deletionSummary({ anonymisedRecordYears: 3, accountingYears: 6 }, { hasInvoices: true })).toEqual({
      deleted: DELETED_DATA,
      kept: [
        { id: 'anonymised-record', years: 3 },
        { id: 'invoices', years: 6 },
      ],
    });
  });

  it('does not mention invoices to a candidate who has none', () => {
    expect(deletionSummary(DEFAULT_RETENTION, { hasInvoices: false }).kept).toEqual([{ id: 'anonymised-record', years: 5 }]);
  });

  it('deletes the documents and the account', () => {
    expect(DELETED_DATA).toEqual(expect.arrayContaining(['documents', 'profile', 'disability-answer', 'account']));
  });
});

describe('yearsAfter', () => {
  it('adds whole years in UTC, keeping the time of day', () => {
    expect(yearsAfter('2026-03-01T09:00:00.000Z', 5)).toBe('2031-03-01T09:00:00.000Z');
    expect(yearsAfter('2026-12-31T23:59:59.999Z', 1)).toBe('2027-12-31T23:59:59.999Z');
  });

  it('moves a 29 February to 1 March, and keeps it when the target year is leap', () => {
    expect(yearsAfter('2028-02-29T12:00:00.000Z', 1)).toBe('2029-03-01T12:00:00.000Z');
    expect(yearsAfter('2028-02-29T12:00:00.000Z', 4)).toBe('2032-02-29T12:00:00.000Z');
  });
});
