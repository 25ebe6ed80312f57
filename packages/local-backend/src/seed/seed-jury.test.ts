// The seeded jury's settings: every program names the documents its reviewers see, and never an identity document.
import { isIdentityDocumentType } from '@admission/domain';
import { describe, expect, it } from 'vitest';
import { PROGRAMS, REQUIREMENTS } from './catalogue';
import { createPrng } from './prng';
import { seedJury } from './seed-jury';

const DECIDER = { id: 'seed-admin', name: 'Seed Admin', role: 'admin' } as const;

describe('the seeded jury settings', () => {
  it("set every program's documents for reviewers: each the school asks for, but the passport or ID card and the ID photo", () => {
    const { settings } = seedJury([], createPrng(33), DECIDER, Date.UTC(2026, 10, 1));
    expect(settings.map((row) => row.programId).sort()).toEqual(PROGRAMS.map((_, index) => index + 1));
    for (const row of settings) {
      expect(row.reviewerDocumentTypes, `program ${row.programId}`).toEqual(['transcripts', 'cv', 'recommendation_letter', 'language_certificate']);
      expect(row.reviewerDocumentTypes?.some(isIdentityDocumentType)).toBe(false);
    }
    // Those left out are exactly the catalogue's identity documents.
    expect(REQUIREMENTS.map((row) => row.documentType).filter(isIdentityDocumentType)).toEqual(['identity_document', 'photo']);
  });
});
