import { describe, expect, it } from 'vitest';
import { aDocumentRequirement, aSubmissionStatus, anUploadedDocument } from '../testing';
import { submissionReadiness } from './submission-readiness';

const requirement = aDocumentRequirement({ document_type: 'transcript', min_files: 2, max_files: 3 });
const ready = {
  requirements: [requirement, aDocumentRequirement({ document_type: 'photo', required: false })],
  documents: [
    anUploadedDocument({ document_type: 'transcript', document_index: 1 }),
    anUploadedDocument({ document_type: 'transcript', document_index: 2, id: 2 }),
  ],
  disability: { has_disability: true },
  nationalities: [{ code: 'FR', name: 'France' }],
  submission: aSubmissionStatus(),
};

describe('submissionReadiness', () => {
  it('is ready when everything is there', () => {
    expect(submissionReadiness(ready)).toEqual({ ready: true });
  });

  it('is not ready one file short of min_files', () => {
    expect(submissionReadiness({ ...ready, documents: ready.documents.slice(0, 1) })).toEqual({
      ready: false,
      reasons: [{ code: 'DOCUMENTS_MISSING', documentTypes: ['transcript'] }],
    });
  });

  it('lists every reason', () => {
    expect(
      submissionReadiness({ ...ready, documents: [], disability: { has_disability: null }, nationalities: [], submission: aSubmissionStatus({ can_submit: false }) }),
    ).toEqual({
      ready: false,
      reasons: [
        { code: 'DOCUMENTS_MISSING', documentTypes: ['transcript'] },
        { code: 'DISABILITY_UNANSWERED' },
        { code: 'NATIONALITY_MISSING' },
        { code: 'SUBMISSION_NOT_ALLOWED' },
      ],
    });
  });

  it('is not ready once submitted, nor while the submission status is unknown', () => {
    expect(submissionReadiness({ ...ready, submission: aSubmissionStatus({ is_submitted: true, submitted_at: '2026-03-01T10:00:00Z' }) })).toEqual({
      ready: false,
      reasons: [{ code: 'ALREADY_SUBMITTED' }],
    });
    expect(submissionReadiness({ ...ready, submission: null })).toEqual({ ready: false, reasons: [{ code: 'SUBMISSION_NOT_ALLOWED' }] });
  });
});
