// The reads of /application/{id}: the detail, its documents, and a document's content when viewed.
import { isPortError, type BrandLanguage } from '@admission/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { services } from '../../di/services';

export const applicationKeys = {
  all: ['admin', 'application'] as const,
  detail: (id: number) => ['admin', 'application', id] as const,
  documents: (id: number) => ['admin', 'application', id, 'documents'] as const,
  /** The documents with their types named in a language (under documents(id): a reload of those reloads these). */
  documentsIn: (id: number, language: BrandLanguage) => ['admin', 'application', id, 'documents', language] as const,
  content: (id: number, documentId: number) => ['admin', 'application', id, 'documents', documentId, 'content'] as const,
};

/** A 404 is an answer (the not-found state), not something to retry. */
const retryUnlessNotFound = (failures: number, error: unknown): boolean => !(isPortError(error) && error.code === 'NOT_FOUND') && failures < 2;

/** The detail and its documents; also started with the page's code (app/route-data.ts). */
export const applicationDetailQuery = (id: number) =>
  queryOptions({ queryKey: applicationKeys.detail(id), queryFn: async () => (await services()).admin.detail(id), retry: retryUnlessNotFound });

export const applicationDocumentsQuery = (id: number, language: BrandLanguage) =>
  queryOptions({ queryKey: applicationKeys.documentsIn(id, language), queryFn: async () => (await services()).admin.documents(id, language), retry: retryUnlessNotFound });

export const useApplicationDetail = (id: number | null) => useQuery({ ...applicationDetailQuery(id ?? 0), enabled: id !== null });

export const useApplicationDocuments = (id: number | null, language: BrandLanguage) => useQuery({ ...applicationDocumentsQuery(id ?? 0, language), enabled: id !== null });

export const useDocumentContent = (id: number, documentId: number, enabled: boolean) =>
  useQuery({
    queryKey: applicationKeys.content(id, documentId),
    queryFn: async () => (await services()).admin.documentContent(id, documentId),
    enabled,
    // Signed URLs expire (5 minutes on the local backend): do not show an old one.
    staleTime: 60_000,
  });

export const isNotFound = (error: unknown): boolean => isPortError(error) && error.code === 'NOT_FOUND';
