// Object mothers for the adapters' tests.
import type { AccessTokenSource, CandidateFile, Deal, Invoice, PaymentRequiredDetail } from '@admission/domain';

export const aToken = (subject = 'candidate'): string => `header.${Buffer.from(subject).toString('base64url')}.signature`;

export const tokenSource = (token: string | null = aToken()): AccessTokenSource => ({ accessToken: () => Promise.resolve(token) });

export const aDeal = (overrides: Partial<Deal> = {}): Deal => ({
  id: 501,
  program: { name: 'Master in Finance', requires_quiz: true },
  deal_status: 'IN_PROGRESS',
  documents_submitted_at: null,
  ...overrides,
});

export const anInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'in_1001',
  status: 'open',
  amount: 9000,
  currency: 'eur',
  payment_url: 'https://pay.example/in_1001',
  ...overrides,
});

export const aPaymentRequiredDetail = (overrides: Partial<PaymentRequiredDetail> = {}): PaymentRequiredDetail => ({
  invoice_id: 'in_1001',
  amount: 9000,
  payment_url: 'https://pay.example/in_1001',
  ...overrides,
});

export function aCandidateFile(overrides: { name?: string; type?: string; bytes?: Uint8Array<ArrayBuffer>; body?: unknown } = {}): CandidateFile {
  const bytes = overrides.bytes ?? new TextEncoder().encode('%PDF-1.4\nhello\n%%EOF\n');
  const type = overrides.type ?? 'application/pdf';
  return {
    name: overrides.name ?? 'passport.pdf',
    size: bytes.byteLength,
    type,
    readHead: (count) => Promise.resolve(bytes.slice(0, count)),
    body: overrides.body ?? new Blob([bytes], { type }),
  };
}
