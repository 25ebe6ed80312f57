import { describe, expect, it } from 'vitest';
import { aDeal } from '../testing';
import { allDocumentsSubmitted, areDocumentsSubmitted } from './documents-submitted';

describe('allDocumentsSubmitted', () => {
  const done = aDeal({ documents_submitted_at: '2026-03-01T10:00:00Z' });

  it('needs at least one application', () => {
    expect(allDocumentsSubmitted([])).toBe(false);
  });

  it('needs each application submitted', () => {
    expect(allDocumentsSubmitted([done])).toBe(true);
    expect(allDocumentsSubmitted([done, aDeal({ id: 2 })])).toBe(false);
  });

  it('treats an empty date as not submitted', () => {
    expect(areDocumentsSubmitted(aDeal({ documents_submitted_at: '' }))).toBe(false);
  });
});
