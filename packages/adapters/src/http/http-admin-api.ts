import type {
  AdminApi,
  AdminApplicationDetail,
  AdminApplicationListItem,
  AdminApplicationPage,
  AdminApplicationQuery,
  AdminDeletionRequest,
  AdminDocument,
  AdminExportQuery,
  BrandLanguage,
  DealStatus,
  DocumentContent,
  DownloadedFile,
  RejectionReason,
} from '@admission/domain';
import { adminSortParams } from '@admission/domain';
import type { ApiHttpClient, QueryValue } from './api-http-client';
import { API_ROUTES } from './api-routes';
import { fileNameOf } from './file-name';

function totalOf(header: string | undefined): number | null {
  if (header === undefined || header.trim() === '') return null;
  const total = Number(header);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

/** The list's and the export's shared parameters: status as is, a non-empty search, a sort other than the default,
 * the documents filter when it narrows ('all' is the server's default). */
function filterAndSort(query: AdminExportQuery): Record<string, QueryValue> {
  const search = query.search?.trim();
  const sort = query.sort === undefined ? {} : adminSortParams(query.sort);
  const documents = query.documents === 'all' ? undefined : query.documents;
  return { status: query.status, search: search ? search : undefined, sort: sort.sort, dir: sort.dir, documents };
}


export class HttpAdminApi implements AdminApi {
  constructor(private readonly client: ApiHttpClient) {}

  async list(query: AdminApplicationQuery): Promise<AdminApplicationPage> {
    const { data, headers } = await this.client.call<readonly AdminApplicationListItem[] | null>(API_ROUTES.adminApplications, {
      // The filter value `all` is passed as is (spec §7); an empty search is not sent.
      query: { skip: query.skip, limit: query.limit, ...filterAndSort(query) },
    });
    return { items: data ?? [], total: totalOf(headers['x-total-count']) };
  }

  async exportCsv(query: AdminExportQuery): Promise<DownloadedFile> {
    const { data, headers } = await this.client.download(API_ROUTES.adminExport, { query: { ...filterAndSort(query), lang: query.language } });
    return {
      fileName: fileNameOf(headers['content-disposition']) ?? 'applications.csv',
      contentType: headers['content-type'] ?? 'text/csv; charset=utf-8',
      bytes: data,
    };
  }

  async detail(applicationId: number): Promise<AdminApplicationDetail> {
    return (await this.client.call<AdminApplicationDetail>(API_ROUTES.adminApplication, { params: { applicationId } })).data;
  }

  async documents(applicationId: number, language: BrandLanguage): Promise<readonly AdminDocument[]> {
    const { data } = await this.client.call<{ documents?: readonly AdminDocument[] } | null>(API_ROUTES.adminDocuments, {
      params: { applicationId },
      query: { lang: language },
    });
    return data?.documents ?? [];
  }

  async documentContent(applicationId: number, documentId: number): Promise<DocumentContent> {
    return (await this.client.call<DocumentContent>(API_ROUTES.adminDocumentContent, { params: { applicationId, documentId } })).data;
  }

  async setStatus(applicationId: number, status: DealStatus, reasons?: readonly RejectionReason[]): Promise<void> {
    // A rejection's reasons travel as the JSON body; the other changes send none, as spec §7 says.
    await this.client.call(API_ROUTES.adminSetStatus, { params: { applicationId }, query: { status }, ...(reasons === undefined ? {} : { body: { reasons } }) });
  }

  documentDownloadUrl(applicationId: number, documentId: number): Promise<string> {
    return this.client.urlWithAccessToken(API_ROUTES.adminDocumentDownload, { applicationId, documentId });
  }

  async deletionRequests(): Promise<readonly AdminDeletionRequest[]> {
    return (await this.client.call<readonly AdminDeletionRequest[] | null>(API_ROUTES.adminDeletionRequests)).data ?? [];
  }

  async completeDeletion(requestId: number): Promise<AdminDeletionRequest> {
    return (await this.client.call<AdminDeletionRequest>(API_ROUTES.adminCompleteDeletion, { params: { requestId } })).data;
  }
}
