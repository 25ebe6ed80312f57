// The JSON shapes of spec §3 built from rows (snake_case on the wire on purpose).
import type { BackendContext } from '../context';
import type { documents, invoices, users } from '../db/schema';

type UserRow = typeof users.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;
type DocumentRow = typeof documents.$inferSelect;

export const iso = (date: Date | null | undefined): string | null => (date == null ? null : date.toISOString());

export function paymentUrl(context: BackendContext, invoice: Pick<InvoiceRow, 'id' | 'hostedInvoiceUrl'>): string {
  return invoice.hostedInvoiceUrl ?? context.config.paymentPageUrl.replace('{id}', encodeURIComponent(invoice.id));
}

export function invoiceView(context: BackendContext, invoice: InvoiceRow) {
  return {
    id: invoice.id,
    status: invoice.status,
    amount: invoice.amount,
    currency: invoice.currency,
    payment_url: paymentUrl(context, invoice),
    created_at: invoice.createdAt.toISOString(),
  };
}

export function documentView(document: DocumentRow) {
  return {
    id: document.id,
    name: document.name,
    document_type: document.documentType,
    document_index: document.documentIndex,
    document_path: document.documentPath,
    created_at: document.createdAt.toISOString(),
  };
}

export function profileView(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    brand: user.brand,
    language: user.language,
  };
}

/** GET /test/all_me: the whole account record. */
export function accountView(user: UserRow) {
  return {
    ...profileView(user),
    phone: user.phone,
    english_level: user.englishLevel,
    hubspot_contact_id: user.hubspotContactId,
    first_login_at: iso(user.firstLoginAt),
    has_disability: user.hasDisability,
    nationality_codes: user.nationalityCodes,
    documents_submitted_at: iso(user.documentsSubmittedAt),
    created_at: user.createdAt.toISOString(),
  };
}
