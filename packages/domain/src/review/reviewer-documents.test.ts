import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultReviewerDocumentTypes,
  documentTypesForReviewers,
  IDENTITY_DOCUMENT_TYPES,
  isIdentityDocumentType,
  reviewerMaySeeDocument,
  validateReviewerDocumentTypes,
} from './reviewer-documents';

const CATALOGUE = ['identity_document', 'transcripts', 'cv', 'photo', 'recommendation_letter', 'language_certificate'];
const aType = fc.oneof(fc.constantFrom(...CATALOGUE), fc.string({ maxLength: 12 }));

describe('identity documents', () => {
  it('are the passport or ID card and the ID photo, and nothing else of the catalogue', () => {
    expect(IDENTITY_DOCUMENT_TYPES).toEqual(['identity_document', 'photo']);
    expect(CATALOGUE.filter(isIdentityDocumentType)).toEqual(['identity_document', 'photo']);
  });
});

describe('documentTypesForReviewers', () => {
  it('drops the identity documents of a setting, keeping the rest in order', () => {
    expect(documentTypesForReviewers(CATALOGUE)).toEqual(['transcripts', 'cv', 'recommendation_letter', 'language_certificate']);
    expect(documentTypesForReviewers(['photo', 'identity_document'])).toEqual([]);
    expect(documentTypesForReviewers([])).toEqual([]);
    expect(documentTypesForReviewers(['cv', 'cv'])).toEqual(['cv']);
  });

  it('never holds an identity document, whatever the setting', () => {
    fc.assert(fc.property(fc.array(aType, { maxLength: 12 }), (setting) => documentTypesForReviewers(setting).every((type) => !isIdentityDocumentType(type))));
  });

  it('lets a reviewer open exactly the setting’s other types', () => {
    fc.assert(
      fc.property(fc.array(aType, { maxLength: 12 }), aType, (setting, type) => {
        expect(reviewerMaySeeDocument(setting, type)).toBe(setting.includes(type) && !isIdentityDocumentType(type));
      }),
    );
  });

  it('gives a program without a setting every type but the identity documents', () => {
    expect(defaultReviewerDocumentTypes(CATALOGUE)).toEqual(['transcripts', 'cv', 'recommendation_letter', 'language_certificate']);
  });
});

describe('validateReviewerDocumentTypes', () => {
  it('takes any choice of the other types, even none', () => {
    expect(validateReviewerDocumentTypes(['cv', 'transcripts'], CATALOGUE)).toEqual({ ok: true, value: ['cv', 'transcripts'] });
    expect(validateReviewerDocumentTypes([], CATALOGUE)).toEqual({ ok: true, value: [] });
  });

  it.each([
    [['identity_document'], ['identity_document']],
    [['photo'], ['photo']],
    [['cv', 'photo', 'identity_document', 'photo'], ['photo', 'identity_document']],
  ])('refuses %j with its own code, naming %j', (chosen, named) => {
    expect(validateReviewerDocumentTypes(chosen, CATALOGUE)).toEqual({ ok: false, error: { code: 'IDENTITY_DOCUMENT_NOT_FOR_REVIEWERS', documentTypes: named } });
  });

  it('refuses a type the school does not ask for', () => {
    expect(validateReviewerDocumentTypes(['cv', 'diploma'], CATALOGUE)).toEqual({ ok: false, error: { code: 'DOCUMENT_TYPE_UNKNOWN', documentTypes: ['diploma'] } });
  });

  it('accepts a choice only when it holds no identity document', () => {
    fc.assert(
      fc.property(fc.subarray(CATALOGUE), (chosen) => {
        const result = validateReviewerDocumentTypes(chosen, CATALOGUE);
        expect(result.ok).toBe(!chosen.some(isIdentityDocumentType));
      }),
    );
  });
});
