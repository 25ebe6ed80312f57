// The opened page's first reads, started with the access checks as soon as a stored session exists
// (main.tsx), so a signed-in page waits for one round trip to its data instead of a chain of them.
// The screens read the same queries (same options), so they find the answers in flight or cached.
// Which reads a page starts is the route table's (routes.ts); what each read is, is here.
import type { Deal } from '@admission/domain';
import { adminApplicationsQuery } from '../features/staff-list/use-admin-applications';
import { listQueryOf, readListState } from '../features/staff-list/admin-list-params';
import { applicationDetailQuery, applicationDocumentsQuery } from '../features/application/use-application';
import { documentsPageQueries } from '../features/documents/use-documents-data';
import { reviewQueueQuery, reviewWorkspaceQuery } from '../features/reviews/use-reviews';
import { resumeOngoingQuizEarly } from '../features/quiz/early-quiz-start';
import type { Language } from '../i18n/language';
import { dealsQuery, invoiceQuery, quizStatusQuery } from '../shared/queries';
import { queryClient } from './query-client';
import { routeParam } from './route-params';
import { ROUTES, type FirstReadName, type PageRoute } from './routes';

/** One read, started when called. */
type Read = () => Promise<void>;

type PageLocation = Pick<Location, 'pathname' | 'search'>;

/** What the route rules of every candidate page need (signed-in-shell.tsx): the programs, then the quiz status. */
function candidateContext(): void {
  void queryClient
    .fetchQuery(dealsQuery())
    .then((deals: readonly Deal[]) => queryClient.prefetchQuery(quizStatusQuery(deals)))
    // A failure shows where the page reads the same query (it retries there).
    .catch(() => undefined);
}

/** Each group of first reads a page of the table may name, for the page at a location. */
const FIRST_READS: Readonly<Record<FirstReadName, (location: PageLocation, language: Language) => Read[]>> = {
  invoice: () => [() => queryClient.prefetchQuery(invoiceQuery())],
  documentsPage: (_location, language) => {
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
  },
  // The page reads the status itself; what it gains is the ongoing quiz's question (features/quiz/early-quiz-start.ts).
  ongoingQuiz: () => [() => resumeOngoingQuizEarly().catch(() => undefined)],
  adminList: ({ search }) => [() => queryClient.prefetchQuery(adminApplicationsQuery(listQueryOf(readListState(new URLSearchParams(search)))))],
  applicationPage: ({ pathname }, language) => {
    const id = routeParam('application', 'applicationId', pathname);
    return id.ok ? [() => queryClient.prefetchQuery(applicationDetailQuery(id.value)), () => queryClient.prefetchQuery(applicationDocumentsQuery(id.value, language))] : [];
  },
  reviewQueue: () => [() => queryClient.prefetchQuery(reviewQueueQuery())],
  reviewPage: ({ pathname }) => {
    const id = routeParam('review', 'assignmentId', pathname);
    return id.ok ? [() => queryClient.prefetchQuery(reviewWorkspaceQuery(id.value))] : [];
  },
};

const routeOf = (name: string | undefined): PageRoute | undefined => ROUTES.find((route: PageRoute) => route.name === name);

/**
 * The reads of the page named `route` (the name index.html's shell script gives the page it opens: routeNameOf in
 * routes.ts) at `location`; none for a page that shows no data.
 */
export function routeReads(route: string | undefined, location: PageLocation, language: Language): Read[] {
  return (routeOf(route)?.firstReads ?? []).flatMap((name) => FIRST_READS[name](location, language));
}

/** Starts the reads of the page named `route` at `location`; the staff's and the jury's pages need no candidate context. */
export function prefetchRouteData(route: string | undefined, location: PageLocation, language: Language): void {
  const access = routeOf(route)?.access;
  if (access !== 'staff' && access !== 'admin' && access !== 'reviewer' && access !== 'panel') candidateContext();
  for (const start of routeReads(route, location, language)) void start();
}
