// Response bodies several interactions share (a read alone, and the same read as a part of the first reads).
import { MatchersV3 } from '@pact-foundation/pact';

const { like, regex, integer, boolean } = MatchersV3;

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
