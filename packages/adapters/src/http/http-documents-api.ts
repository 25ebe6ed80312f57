import {
  isPortError,
  type DocumentRequirement,
  type DocumentsApi,
  type NewDocumentRecord,
  type ReplacementDocumentRecord,
  type PaymentRequiredDetail,
  type SubmissionStatus,
  type SubmitOutcome,
  type UploadedDocument,
} from '@admission/domain';
import type { ApiHttpClient } from './api-http-client';
import { API_ROUTES } from './api-routes';

/** A requirement as sent: the type is read from `document_type`, or `type` (spec §3). */
type WireRequirement = Omit<DocumentRequirement, 'document_type'> & { readonly document_type?: string; readonly type?: string };

function isPaymentRequiredDetail(detail: unknown): detail is PaymentRequiredDetail {
  if (detail === null || typeof detail !== 'object') return false;
  const { invoice_id, amount, payment_url } = detail as Record<string, unknown>;
  return (typeof invoice_id === 'string' || typeof invoice_id === 'number') && typeof amount === 'number' && typeof payment_url === 'string';
}

export class HttpDocumentsApi implements DocumentsApi {
  constructor(private readonly client: ApiHttpClient) {}

  async list(): Promise<readonly UploadedDocument[]> {
    const { data } = await this.client.call<{ documents?: readonly UploadedDocument[] } | null>(API_ROUTES.documents);
    return data?.documents ?? [];
  }

  async requirements(): Promise<readonly DocumentRequirement[]> {
    const { data } = await this.client.call<{ document_status?: readonly WireRequirement[] } | null>(API_ROUTES.documentRequirements);
    return (data?.document_status ?? []).map(({ type, document_type, ...rest }) => ({ ...rest, document_type: document_type ?? type ?? '' }));
  }

  async create(record: NewDocumentRecord): Promise<UploadedDocument> {
    const { name, document_type, document_index, document_path } = record;
    const body = { name, document_type, document_index, document_path };
    return (await this.client.call<UploadedDocument>(API_ROUTES.createDocument, { body })).data;
  }

  async replace(documentId: number, record: ReplacementDocumentRecord): Promise<UploadedDocument> {
    const body = { name: record.name, document_path: record.document_path };
    return (await this.client.call<UploadedDocument>(API_ROUTES.replaceDocument, { params: { documentId }, body })).data;
  }

  async submissionStatus(): Promise<SubmissionStatus> {
    return (await this.client.call<SubmissionStatus>(API_ROUTES.submissionStatus)).data;
  }

  async submit(): Promise<SubmitOutcome> {
    try {
      await this.client.call(API_ROUTES.submitDocuments);
      return { kind: 'submitted' };
    } catch (error) {
      if (isPortError(error) && error.status === 402 && isPaymentRequiredDetail(error.detail)) {
        const { invoice_id, amount, payment_url } = error.detail;
        return { kind: 'payment-required', invoice: { invoice_id: String(invoice_id), amount, payment_url } };
      }
      throw error;
    }
  }

  async downloadUrl(documentId: number): Promise<string> {
    const { data } = await this.client.call<{ download_url: string }>(API_ROUTES.documentDownload, { params: { documentId } });
    return data.download_url;
  }

  async remove(documentId: number): Promise<void> {
    await this.client.call(API_ROUTES.deleteDocument, { params: { documentId } });
  }
}
