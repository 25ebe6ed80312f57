// One document's file on the review page, fetched with the reviewer's token when the reviewer opens it. Beside
// use-reviews.ts rather than in it: that module loads with every signed-in page (app/route-data.ts), this one with
// the review page.
import type { BrandLanguage } from '@admission/domain';
import { useQuery } from '@tanstack/react-query';
import { services } from '../../di/services';
import { reviewKeys } from './use-reviews';

/** The file, asked in the interface's language (part of its key); kept while the page lives (a file does not change). */
export const useReviewDocumentFile = (assignmentId: number, documentId: number, language: BrandLanguage) =>
  useQuery({
    queryKey: reviewKeys.document(assignmentId, documentId, language),
    queryFn: async () => (await services()).review.documentContent(assignmentId, documentId, language),
    staleTime: Infinity,
  });
