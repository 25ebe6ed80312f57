// The opened page's first reads, started with the access checks as soon as a stored session exists
// (main.tsx), so a signed-in page waits for one round trip to its data instead of a chain of them.
// The screens read the same queries (same options), so they find the answers in flight or cached.
import { parseApplicationId, type Deal } from '@admission/domain';
import { matchPath } from 'react-router-dom';
import { adminApplicationsQuery } from '../features/admin/use-admin-applications';
import { listQueryOf, readListState } from '../features/admin/admin-list-params';
import { applicationDetailQuery, applicationDocumentsQuery } from '../features/application/use-application';
import { documentsPageQueries } from '../features/documents/use-documents-data';
import { resumeOngoingQuizEarly } from '../features/quiz/early-quiz-start';
import type { Language } from '../i18n/language';
import { dealsQuery, invoiceQuery, quizStatusQuery } from '../shared/queries';
import { queryClient } from './query-client';

/** One read, started when called. */
type Read = () => Promise<void>;

/** What the route rules of every candidate page need (signed-in-shell.tsx): the programs, then the quiz status. */
function candidateContext(): void {
  void queryClient
    .fetchQuery(dealsQuery())
    .then((deals: readonly Deal[]) => queryClient.prefetchQuery(quizStatusQuery(deals)))
    // A failure shows where the page reads the same query (it retries there).
    .catch(() => undefined);
}

/** The reads of the page at `location`; none for a path that shows no data. */
export function routeReads(location: Pick<Location, 'pathname' | 'search'>, language: Language): Read[] {
  const { pathname } = location;
  if (pathname === '/' || pathname === '/auth') return [() => queryClient.prefetchQuery(invoiceQuery())];
  if (pathname === '/documents') {
    const page = documentsPageQueries(language);
    return [
      () => queryClient.prefetchQuery(page.requirements),
      () => queryClient.prefetchQuery(page.documents),
      () => queryClient.prefetchQuery(page.submission),
      () => queryClient.prefetchQuery(page.disability),
      () => queryClient.prefetchQuery(page.nationalities),
      () => queryClient.prefetchQuery(page.available),
      () => queryClient.prefetchQuery(page.deals),
    ];
  }
  // The page reads the status itself; what it gains is the ongoing quiz's question (features/quiz/early-quiz-start.ts).
  if (pathname === '/quiz') return [() => resumeOngoingQuizEarly().catch(() => undefined)];
  if (pathname === '/admin') return [() => queryClient.prefetchQuery(adminApplicationsQuery(listQueryOf(readListState(new URLSearchParams(location.search)))))];
  const application = matchPath('/application/:applicationId', pathname);
  if (application) {
    const id = parseApplicationId(application.params.applicationId);
    return id.ok ? [() => queryClient.prefetchQuery(applicationDetailQuery(id.value)), () => queryClient.prefetchQuery(applicationDocumentsQuery(id.value, language))] : [];
  }
  return [];
}

/** Starts the reads of the page at `location`; the staff pages need no candidate context. */
export function prefetchRouteData(location: Pick<Location, 'pathname' | 'search'>, language: Language): void {
  const staffPage = location.pathname === '/admin' || location.pathname.startsWith('/application/');
  if (!staffPage) candidateContext();
  for (const start of routeReads(location, language)) void start();
}
