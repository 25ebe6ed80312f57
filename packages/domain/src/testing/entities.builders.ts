// Object mothers for the wire shapes of spec §3: sensible defaults, override what a test is about.
import type {
  Deal,
  DocumentRequirement,
  Invoice,
  PaymentRequiredDetail,
  Program,
  SubmissionStatus,
  UploadedDocument,
  UserProfile,
} from '../api/entities';

export const aProgram = (overrides: Partial<Program> = {}): Program => ({
  name: 'Master in Management',
  requires_quiz: false,
  ...overrides,
});

export const aDeal = (overrides: Partial<Deal> = {}): Deal => ({
  id: 1,
  program: aProgram(),
  deal_status: 'IN_PROGRESS',
  documents_submitted_at: null,
  ...overrides,
});

export const anInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'in_1',
  status: 'open',
  amount: 15_000,
  currency: 'eur',
  payment_url: 'https://pay.example/in_1',
  ...overrides,
});

export const aPaymentRequiredDetail = (overrides: Partial<PaymentRequiredDetail> = {}): PaymentRequiredDetail => ({
  invoice_id: 'in_1',
  amount: 15_000,
  payment_url: 'https://pay.example/in_1',
  ...overrides,
});

export const aUserProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 'user-1',
  email: 'ada@example.com',
  role: null,
  first_name: 'Ada',
  last_name: 'Lovelace',
  ...overrides,
});

export const aDocumentRequirement = (overrides: Partial<DocumentRequirement> = {}): DocumentRequirement => ({
  document_type: 'passport',
  label: 'Passport',
  description: 'A scan of your passport',
  max_files: 1,
  min_files: 1,
  accepted_formats: ['pdf', 'jpg', 'jpeg', 'png'],
  required: true,
  ...overrides,
});

export const anUploadedDocument = (overrides: Partial<UploadedDocument> = {}): UploadedDocument => ({
  id: 1,
  name: 'passport.pdf',
  document_type: 'passport',
  document_index: 1,
  created_at: '2026-03-01T09:00:00Z',
  ...overrides,
});

export const aSubmissionStatus = (overrides: Partial<SubmissionStatus> = {}): SubmissionStatus => ({
  is_submitted: false,
  submitted_at: null,
  can_submit: true,
  ...overrides,
});
