import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCandidateRecord, anApplicationRecord } from '../testing';
import { ANONYMISATION_POLICY, anonymise } from './anonymise';

const WHEN = { anonymisedAt: '2026-03-01T09:00:00.000Z', keptUntil: '2031-03-01T09:00:00.000Z' };

describe('anonymise', () => {
  it('keeps program, status, month applied, submitted or not, quiz outcome and document count', () => {
    expect(anonymise(aCandidateRecord(), WHEN)).toEqual({
      ...WHEN,
      applications: [{ programName: 'Master in Finance', status: 'COMPLETE', appliedMonth: '2026-01', submitted: true, quizOutcome: 1, documentCount: 5 }],
    });
  });

  it('keeps a withdrawn or unsubmitted application as such, and an unreadable date as unknown', () => {
    const record = aCandidateRecord({ applications: [anApplicationRecord({ status: 'WITHDRAWN', submittedAt: null, createdAt: 'yesterday', quizOutcome: null })] });
    expect(anonymise(record, WHEN).applications).toEqual([expect.objectContaining({ status: 'WITHDRAWN', submitted: false, appliedMonth: null, quizOutcome: null })]);
  });

  it('carries nothing of the person: no name, email, phone, ids, nationality, disability or score', () => {
    const text = JSON.stringify(anonymise(aCandidateRecord(), WHEN));
    for (const personal of ['Camille', 'Durand', 'camille.durand', '+33 6', 'user-7f3a', 'crm-99812', '"FR"', 'C1', '4201', '74', 'Disability']) {
      expect(text).not.toContain(personal);
    }
  });

  it('follows its documented policy: only the fields it keeps or generalises appear', () => {
    const removed = Object.entries(ANONYMISATION_POLICY.application).filter(([, fate]) => fate === 'removed').map(([field]) => field);
    expect(removed).toEqual(['dealId', 'quizScore']);
    const [application] = anonymise(aCandidateRecord(), WHEN).applications;
    for (const field of removed) expect(application).not.toHaveProperty(field);
    expect(Object.values(ANONYMISATION_POLICY.candidate).filter((fate) => fate !== 'removed')).toEqual(['generalised']);
  });

  it('never leaks a personal value, whatever it is', () => {
    // Personal values carry a marker the kept fields never have, so any leak shows in the output.
    const personal = fc.string({ minLength: 1, maxLength: 12 }).map((text) => `PII${text}`);
    const candidate = fc.record({
      userId: personal,
      firstName: fc.option(personal),
      lastName: fc.option(personal),
      email: personal,
      phone: fc.option(personal),
      englishLevel: fc.option(personal),
      crmContactId: fc.option(personal),
      nationalityCodes: fc.array(personal, { maxLength: 3 }),
      hasDisability: fc.option(fc.boolean()),
      applications: fc.array(fc.constant(anApplicationRecord()), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(candidate, (record) => {
        expect(JSON.stringify(anonymise(record, WHEN))).not.toContain('PII');
      }),
    );
  });
});
