import type {
  AdminApi,
  AdminApplicationDetail,
  AdminApplicationListItem,
  AdminApplicationPage,
  AdminApplicationQuery,
  AdminDocument,
  DealStatus,
  DocumentContent,
} from '@admission/domain';
import type { ApiHttpClient } from './api-http-client';
import { API_ROUTES } from './api-routes';

function totalOf(header: string | undefined): number | null {
  if (header === undefined || header.trim() === '') return null;
  const total = Number(header);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

export class HttpAdminApi implements AdminApi {
  constructor(private readonly client: ApiHttpClient) {}

  async list(query: AdminApplicationQuery): Promise<AdminApplicationPage> {
    const search = query.search?.trim();
    const { data, headers } = await this.client.call<readonly AdminApplicationListItem[] | null>(API_ROUTES.adminApplications, {
      // The filter value `all` is passed as is (spec §7); an empty search is not sent.
      query: { skip: query.skip, limit: query.limit, status: query.status, search: search ? search : undefined },
    });
    return { items: data ?? [], total: totalOf(headers['x-total-count']) };
  }

  async detail(applicationId: number): Promise<AdminApplicationDetail> {
    return (await this.client.call<AdminApplicationDetail>(API_ROUTES.adminApplication, { params: { applicationId } })).data;
  }

  async documents(applicationId: number): Promise<readonly AdminDocument[]> {
    const { data } = await this.client.call<{ documents?: readonly AdminDocument[] } | null>(API_ROUTES.adminDocuments, {
      params: { applicationId },
    });
    return data?.documents ?? [];
  }

  async documentContent(applicationId: number, documentId: number): Promise<DocumentContent> {
    return (await this.client.call<DocumentContent>(API_ROUTES.adminDocumentContent, { params: { applicationId, documentId } })).data;
  }

  async setStatus(applicationId: number, status: DealStatus): Promise<void> {
    await this.client.call(API_ROUTES.adminSetStatus, { params: { applicationId }, query: { status } });
  }

  documentDownloadUrl(applicationId: number, documentId: number): Promise<string> {
    return this.client.urlWithAccessToken(API_ROUTES.adminDocumentDownload, { applicationId, documentId });
  }
}
