import { describe, expect, it } from 'vitest';
import { aDocumentRequirement, anUploadedDocument } from '../testing';
import { orderDocumentCards, uploadButtonTarget } from './document-cards-order';

const optionalA = aDocumentRequirement({ document_type: 'photo', required: false });
const requiredB = aDocumentRequirement({ document_type: 'passport', required: true });
const optionalC = aDocumentRequirement({ document_type: 'letter', required: false });
const requiredD = aDocumentRequirement({ document_type: 'transcript', required: true, min_files: 2, max_files: 3 });

describe('orderDocumentCards', () => {
  it('puts required cards first and keeps the order otherwise', () => {
    expect(orderDocumentCards([optionalA, requiredB, optionalC, requiredD]).map((r) => r.document_type)).toEqual([
      'passport',
      'transcript',
      'photo',
      'letter',
    ]);
  });
});

describe('uploadButtonTarget', () => {
  const all = [optionalA, requiredB, optionalC, requiredD];

  it('goes to the first required card still missing files', () => {
    expect(uploadButtonTarget(all, [anUploadedDocument({ document_type: 'passport' })])).toBe('transcript');
    expect(uploadButtonTarget(all, [])).toBe('passport');
  });

  it('goes to the first card when nothing required is missing', () => {
    const documents = [
      anUploadedDocument({ document_type: 'passport' }),
      anUploadedDocument({ document_type: 'transcript', document_index: 1 }),
      anUploadedDocument({ document_type: 'transcript', document_index: 2 }),
    ];
    expect(uploadButtonTarget(all, documents)).toBe('passport');
    expect(uploadButtonTarget([optionalA, optionalC], [])).toBe('photo');
  });

  it('has no target without cards', () => {
    expect(uploadButtonTarget([], [])).toBeNull();
  });
});
