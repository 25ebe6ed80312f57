import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIDDEN_FROM_REVIEWERS, hiddenFieldsIn, PSEUDONYM_LENGTH, pseudonymOf, REVIEWER_DOCUMENT_FIELDS, reviewerDocument } from './reviewer-view';

const CROCKFORD = /^[0-9A-HJKMNP-TV-Z]{4}$/;

describe('pseudonymOf', () => {
  it('is 4 characters of Crockford base32, the same on every call', () => {
    expect(PSEUDONYM_LENGTH).toBe(4);
    expect(pseudonymOf(4_201, 'northbridge')).toMatch(CROCKFORD);
    expect(pseudonymOf(4_201, 'northbridge')).toBe(pseudonymOf(4_201, 'northbridge'));
  });

  it('depends on the application and the secret', () => {
    expect(pseudonymOf(4_201, 'northbridge')).not.toBe(pseudonymOf(4_202, 'northbridge'));
    expect(pseudonymOf(4_201, 'northbridge')).not.toBe(pseudonymOf(4_201, 'lumiere'));
  });

  it('is a known value for a known input (FNV-1a, stable across releases)', () => {
    // FNV-1a 32 of the UTF-16 bytes of "s:1", folded to 20 bits and written 5 bits a character.
    let hash = 0x811c9dc5;
    for (const byte of [0x73, 0, 0x3a, 0, 0x31, 0]) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
    let bits = (hash ^ (hash >>> 20)) & 0xfffff;
    let expected = '';
    for (let index = 0; index < 4; index += 1) {
      expected = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.charAt(bits & 31) + expected;
      bits >>>= 5;
    }
    expect(pseudonymOf(1, 's')).toBe(expected);
  });

  it('is always 4 Crockford characters, for any id and secret (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.string(), (applicationId, secret) => {
        const pseudonym = pseudonymOf(applicationId, secret);
        expect(pseudonym).toMatch(CROCKFORD);
        expect(pseudonymOf(applicationId, secret)).toBe(pseudonym);
      }),
    );
  });

  it.each(['', 'northbridge', 'lumière-secret'])('collides rarely over 10 000 consecutive ids (secret %j): under 1 %', (secret) => {
    for (const first of [1, 250_000]) {
      const seen = new Set<string>();
      for (let id = first; id < first + 10_000; id += 1) seen.add(pseudonymOf(id, secret));
      // 20 bits: about 48 pairs are expected among 10 000 random values.
      expect(10_000 - seen.size).toBeLessThan(100);
    }
  });
});

describe('what a reviewer may receive', () => {
  const document = { id: 12, name: 'Camille_Durand_CV.pdf', document_type: 'cv', document_label: 'CV', document_index: 1, content_type: 'application/pdf', document_path: 'u/1/cv.pdf' };

  it('reduces a document to its type and slot, without its file name or path', () => {
    expect(reviewerDocument(document)).toEqual({ id: 12, document_type: 'cv', document_label: 'CV', document_index: 1, content_type: 'application/pdf' });
    expect(Object.keys(reviewerDocument(document))).toEqual([...REVIEWER_DOCUMENT_FIELDS]);
  });

  it('hides the candidate, their payment and account, and the file names', () => {
    for (const field of ['first_name', 'last_name', 'email', 'phone', 'nationalities', 'has_disability', 'invoice', 'payers', 'user', 'name', 'document_name']) {
      expect(HIDDEN_FROM_REVIEWERS).toContain(field);
    }
    expect(HIDDEN_FROM_REVIEWERS).not.toContain('program_name');
    expect(HIDDEN_FROM_REVIEWERS).not.toContain('pseudonym');
  });

  it('finds every hidden field of an answer, at any depth, by its path', () => {
    expect(hiddenFieldsIn({ pseudonym: '4F7K', documents: [document], user: { email: 'c@example.com' } })).toEqual(['documents.0.name', 'documents.0.document_path', 'user', 'user.email']);
    expect(hiddenFieldsIn([{ payers: [] }])).toEqual(['0.payers']);
  });

  it('finds none in a reviewer answer, nor in a value that is not an object', () => {
    expect(hiddenFieldsIn({ pseudonym: '4F7K', program_name: 'Finance', documents: [reviewerDocument(document)], quiz: { outcome: 1, score: 74 } })).toEqual([]);
    for (const value of [null, 'name', 7, undefined]) expect(hiddenFieldsIn(value)).toEqual([]);
  });
});
