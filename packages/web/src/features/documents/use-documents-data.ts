import { useQuery } from '@tanstack/react-query';
import { services } from '../../di/services';
import { useLanguageStore } from '../../i18n/language.store';
import { queryKeys } from '../../shared/queries';

/** Everything /documents reads, cached per spec §9. */
export function useDocumentsData() {
  const language = useLanguageStore((state) => state.language);
  const requirements = useQuery({ queryKey: queryKeys.requirements, queryFn: async () => (await services()).documents.requirements() });
  const documents = useQuery({ queryKey: queryKeys.documents, queryFn: async () => (await services()).documents.list() });
  const submission = useQuery({ queryKey: queryKeys.submission, queryFn: async () => (await services()).documents.submissionStatus() });
  // A failed disability read is only logged: the answer counts as not given (spec §8).
  const disability = useQuery({
    queryKey: queryKeys.disability,
    queryFn: async () => {
      try {
        return await (await services()).users.disability();
      } catch (error) {
        console.error('Failed to fetch disability status', error);
        return { has_disability: null };
      }
    },
  });
  const nationalities = useQuery({ queryKey: queryKeys.nationalities, queryFn: async () => (await services()).users.nationalities() });
  const available = useQuery({
    queryKey: queryKeys.availableNationalities(language),
    queryFn: async () => (await services()).users.availableNationalities(language),
  });
  return { requirements, documents, submission, disability, nationalities, available };
}
