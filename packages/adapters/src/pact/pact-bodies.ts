// Response bodies several interactions share (a read alone, and the same read as a part of the first reads).
import { MatchersV3 } from '@pact-foundation/pact';
import { isoTimestamp } from './pact-harness';

const { like, eachLike, regex, integer, boolean } = MatchersV3;

/** GET /users/invoice: an open application-fee invoice. */
export const openInvoiceBody = {
  id: like('in_1001'),
  status: like('open'),
  amount: integer(9000),
  currency: like('eur'),
  payment_url: regex('^https?://.+', 'https://pay.example/in_1001'),
};

/** GET /users/me: the signed-in user, whose role the portal reads. */
export const profileBody = { id: like('6f1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f'), email: like('candidate@example.com'), role: like('candidate') };

/** One application of GET /deals/, not yet submitted. */
export const dealBody = (id: number, programName: string, requiresQuiz: boolean) => ({
  id: integer(id),
  program: { name: like(programName), requires_quiz: boolean(requiresQuiz) },
  deal_status: regex('^(DRAFT|IN_PROGRESS|COMPLETE|ADMISSIBLE|REJECTED)$', 'IN_PROGRESS'),
  documents_submitted_at: null,
});

/** One nationality of GET /users/nationalities and /users/available-nationalities. */
export const nationalityBody = { code: regex('^[A-Z]{2}$', 'FR'), name: like('France') };

/** One document of GET /documents/: the uploaded passport (document 101). */
export const uploadedPassportBody = {
  id: integer(101),
  name: like('passport.pdf'),
  document_type: like('passport'),
  document_index: integer(1),
  created_at: isoTimestamp('2026-11-20T09:30:00.000Z'),
};

/** GET /documents/requirements: each required slot and its rules. */
export const requirementsBody = {
  document_status: eachLike({
    document_type: like('passport'),
    label: like('Passport'),
    description: like('A scan of your passport'),
    required: boolean(true),
    min_files: integer(1),
    max_files: integer(2),
    accepted_formats: eachLike(regex('^(pdf|jpg|jpeg|png)$', 'pdf')),
  }),
};
