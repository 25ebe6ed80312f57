import type { ApplicationRecord, CandidateRecord } from '../rights/anonymise';

/** A submitted application with a quiz, as the account deletion reads it. */
export const anApplicationRecord = (overrides: Partial<ApplicationRecord> = {}): ApplicationRecord => ({
  dealId: 4_201,
  programName: 'Master in Finance',
  status: 'COMPLETE',
  createdAt: '2026-01-15T10:30:00.000Z',
  submittedAt: '2026-02-01T08:00:00.000Z',
  quizOutcome: 1,
  quizScore: 74,
  documentCount: 5,
  ...overrides,
});

/** A candidate with every personal field filled, and one application. */
export const aCandidateRecord = (overrides: Partial<CandidateRecord> = {}): CandidateRecord => ({
  userId: 'user-7f3a',
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille.durand@example.com',
  phone: '+33 6 12 34 56 78',
  englishLevel: 'C1',
  crmContactId: 'crm-99812',
  nationalityCodes: ['FR', 'CA'],
  hasDisability: true,
  applications: [anApplicationRecord()],
  ...overrides,
});
