import { describe, expect, it } from 'vitest';
import { aDocumentRequirement, anUploadedDocument } from '../testing';
import { documentsChecklist, isDisabilityAnswered } from './documents-checklist';

describe('documentsChecklist', () => {
  const requirements = [
    aDocumentRequirement({ document_type: 'photo', label: 'Photo', required: false }),
    aDocumentRequirement({ document_type: 'passport', label: 'Passport' }),
  ];

  it('lists disability, nationality and each required card', () => {
    expect(documentsChecklist({ requirements, documents: [], disability: { has_disability: null }, nationalities: [] })).toEqual([
      { kind: 'disability', done: false },
      { kind: 'nationality', done: false },
      { kind: 'document', documentType: 'passport', label: 'Passport', done: false },
    ]);
  });

  it('marks what is done', () => {
    const items = documentsChecklist({
      requirements,
      documents: [anUploadedDocument({ document_type: 'passport' })],
      disability: { has_disability: false },
      nationalities: [{ code: 'FR', name: 'France' }],
    });
    expect(items.every((item) => item.done)).toBe(true);
  });

  it.each([
    [null, false],
    [{ has_disability: null }, false],
    [{ has_disability: true }, true],
    [{ has_disability: false }, true],
  ])('disability %j is answered: %s', (disability, answered) => {
    expect(isDisabilityAnswered(disability)).toBe(answered);
  });
});
