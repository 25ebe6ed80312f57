import { queryOptions, useQuery } from '@tanstack/react-query';
import { services } from '../../di/services';
import type { Language } from '../../i18n/language';
import { useLanguageStore } from '../../i18n/language.store';
import { dealsQuery, queryKeys } from '../../shared/queries';

/** Everything /documents reads, cached per spec §9; also started with the page's code (app/route-data.ts). */
export const documentsPageQueries = (language: Language) => ({
  requirements: queryOptions({ queryKey: queryKeys.requirements, queryFn: async () => (await services()).documents.requirements() }),
  documents: queryOptions({ queryKey: queryKeys.documents, queryFn: async () => (await services()).documents.list() }),
  submission: queryOptions({ queryKey: queryKeys.submission, queryFn: async () => (await services()).documents.submissionStatus() }),
  // A failed disability read is only logged: the answer counts as not given (spec §8).
  disability: queryOptions({
    queryKey: queryKeys.disability,
    queryFn: async () => {
      try {
        return await (await services()).users.disability();
      } catch (error) {
        console.error('Failed to fetch disability status', error);
        return { has_disability: null };
      }
    },
  }),
  nationalities: queryOptions({ queryKey: queryKeys.nationalities, queryFn: async () => (await services()).users.nationalities() }),
  available: queryOptions({
    queryKey: queryKeys.availableNationalities(language),
    queryFn: async () => (await services()).users.availableNationalities(language),
  }),
  // Once every application is withdrawn, the page is read-only.
  deals: dealsQuery(),
});

export function useDocumentsData() {
  const language = useLanguageStore((state) => state.language);
  const queries = documentsPageQueries(language);
  const requirements = useQuery(queries.requirements);
  const documents = useQuery(queries.documents);
  const submission = useQuery(queries.submission);
  const disability = useQuery(queries.disability);
  const nationalities = useQuery(queries.nationalities);
  const available = useQuery(queries.available);
  const deals = useQuery(queries.deals);
  return { requirements, documents, submission, disability, nationalities, available, deals };
}
