import { describe, expect, it } from 'vitest';
import { aDocumentRequirement, anUploadedDocument } from '../testing';
import { documentCardState, meetsMinimum, uploadedCountOf } from './document-card-state';

describe('documentCardState', () => {
  it.each([
    [true, 2, 1, 'incomplete'],
    [true, 2, 2, 'complete'],
    [true, 2, 3, 'complete'],
    [false, 1, 0, 'optional'],
    [false, 1, 1, 'complete'],
    [false, 0, 0, 'complete'],
    [true, 1, 0, 'incomplete'],
  ] as const)('required %s, min %i, uploaded %i → %s', (required, min_files, uploaded, state) => {
    expect(documentCardState({ required, min_files }, uploaded)).toBe(state);
  });

  it.each([
    [true, 1, 1],
    [false, 1, 1],
    [true, 2, 2],
  ] as const)('required %s, min %i, uploaded %i, one file sent back → new-file-needed', (required, min_files, uploaded) => {
    expect(documentCardState({ required, min_files }, uploaded, 1)).toBe('new-file-needed');
    expect(documentCardState({ required, min_files }, uploaded, 0)).toBe('complete');
  });

  it('counts only documents of the card type', () => {
    const documents = [anUploadedDocument({ document_type: 'cv' }), anUploadedDocument({ document_type: 'passport' }), anUploadedDocument({ document_type: 'cv', id: 2 })];
    expect(uploadedCountOf('cv', documents)).toBe(2);
  });

  it('an optional card never holds a submission back', () => {
    expect(meetsMinimum(aDocumentRequirement({ required: false, min_files: 3 }), [])).toBe(true);
    expect(meetsMinimum(aDocumentRequirement({ required: true, min_files: 1 }), [])).toBe(false);
  });
});
