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
      { kind: 'document', documentType: 'passport', label: 'Passport', done: false, newFileNeeded: false },
    ]);
  });

  it('does not call a card done while staff wait for a new file in one of its slots', () => {
    const state = {
      requirements,
      documents: [anUploadedDocument({ document_type: 'passport' })],
      disability: { has_disability: false },
      nationalities: [{ code: 'FR', name: 'France' }],
    };
    const sentBack = [{ document_type: 'passport', document_index: 1, document_name: 'passport.pdf', reason: { id: 'expired' }, reviewed_at: '2026-03-02T10:00:00Z' }];
    expect(documentsChecklist({ ...state, sentBack }).find((item) => item.kind === 'document')).toEqual({
      kind: 'document',
      documentType: 'passport',
      label: 'Passport',
      done: false,
      newFileNeeded: true,
    });
    const photoSentBack = [{ ...sentBack[0], document_type: 'photo' }] as typeof sentBack;
    expect(documentsChecklist({ ...state, sentBack: photoSentBack }).every((item) => item.done)).toBe(true);
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
