import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkJuryMembers, eligibleJuror, type JuryCandidate } from './jury-membership';

const person = (id: string, brand: string, role: JuryCandidate['role'] = 'reviewer'): JuryCandidate => ({ id, role, brand });

describe("a program's jury", () => {
  it("takes the reviewers of the program's school only", () => {
    expect(eligibleJuror('northbridge', person('a', 'northbridge'))).toBe(true);
    expect(eligibleJuror('northbridge', person('b', 'lumiere'))).toBe(false);
    expect(eligibleJuror('northbridge', person('c', 'northbridge', 'admin'))).toBe(false);
  });

  it('refuses a reviewer of another school with its own code, naming them', () => {
    const accounts = [person('a', 'northbridge'), person('b', 'lumiere')];
    expect(checkJuryMembers('northbridge', ['a'], accounts)).toEqual({ ok: true, value: ['a'] });
    expect(checkJuryMembers('northbridge', ['a', 'b'], accounts)).toEqual({ ok: false, error: { code: 'REVIEWER_OTHER_SCHOOL', reviewerIds: ['b'] } });
    expect(checkJuryMembers('lumiere', ['a', 'b'], accounts)).toEqual({ ok: false, error: { code: 'REVIEWER_OTHER_SCHOOL', reviewerIds: ['a'] } });
  });

  it('refuses an id that names no reviewer before asking about schools', () => {
    const accounts = [person('a', 'lumiere'), person('s', 'northbridge', 'admin')];
    expect(checkJuryMembers('northbridge', ['a', 's', 'x'], accounts)).toEqual({ ok: false, error: { code: 'REVIEWER_UNKNOWN', reviewerIds: ['s', 'x'] } });
    expect(checkJuryMembers('northbridge', [], accounts)).toEqual({ ok: true, value: [] });
  });

  it('accepts a selection exactly when every one named is a reviewer of the school', () => {
    const accounts = [person('a', 'northbridge'), person('b', 'lumiere'), person('c', 'northbridge'), person('d', 'lumiere')];
    fc.assert(
      fc.property(fc.subarray(['a', 'b', 'c', 'd']), fc.constantFrom('northbridge', 'lumiere'), (ids, brand) => {
        const result = checkJuryMembers(brand, ids, accounts);
        expect(result.ok).toBe(ids.every((id) => eligibleJuror(brand, accounts.find((account) => account.id === id) ?? person(id, ''))));
      }),
    );
  });
});
