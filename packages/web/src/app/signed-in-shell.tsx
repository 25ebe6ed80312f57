// Everything a signed-in page needs around it: the query cache and the route rules that depend on
// the candidate's programs and quiz (spec §4). Its own chunk: the sign-in page never loads it.
import { isReviewer, isStaff, routeDecision } from '@admission/domain';
import { FullScreenSpinner, toast } from '@admission/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { commonMessages } from '../shared/messages';
import { portalMessages } from './portal-messages';
import { useDeals, useQuizStatus } from '../shared/queries';
import { sessionRefused, setCacheReset } from './access/access-controller';
import { useSessionStore } from './access/session.store';
import { onSessionRefused, queryClient } from './query-client';
import { Redirect } from './redirect';
import { pageRuleOf } from './routes';

setCacheReset(
  () => queryClient.clear(),
  () => void queryClient.invalidateQueries(),
);
onSessionRefused(() => void sessionRefused());

/** What the route rules need to know of a signed-in candidate: ongoing quiz, quiz required. */
function useQuizContext(enabled: boolean) {
  const deals = useDeals(enabled);
  const quiz = useQuizStatus(deals.data, enabled);
  const dealsSettled = deals.isSuccess || deals.isError;
  const quizSettled = deals.isError || quiz.isSuccess || quiz.isError;
  const quizRequired = !enabled ? false : deals.data ? deals.data.some((deal) => deal.program.requires_quiz) : deals.isError ? false : null;
  return {
    known: !enabled || (dealsSettled && quizSettled),
    quizRequired,
    hasOngoingQuiz: enabled && quiz.data?.status.has_ongoing_quiz === true,
    quizCheckFailed: quiz.data?.failed === true,
  };
}

function SignedInRoutes() {
  const intl = useIntl();
  const page = pageRuleOf(useLocation().pathname);
  const access = useSessionStore((state) => state.access);
  const role = access.status === 'authenticated' ? access.role : null;
  // Staff and reviewers have no programs: the quiz rules are a candidate's.
  const candidate = !isStaff(role) && !isReviewer(role);
  const quiz = useQuizContext(candidate);

  useEffect(() => {
    if (quiz.quizCheckFailed) toast.error(intl.formatMessage(portalMessages.quizStatusFailed));
  }, [quiz.quizCheckFailed, intl]);

  const decision = routeDecision({ page, access: 'signed-in', role, hasOngoingQuiz: quiz.hasOngoingQuiz, quizRequired: quiz.quizRequired });
  if (decision.kind === 'redirect') return <Redirect decision={decision} />;
  // /quiz shows its own 'Checking Eligibility...' while the programs load.
  if (page.journey === 'quiz') return <Outlet />;
  if (decision.kind === 'wait' || !quiz.known) return <FullScreenSpinner message={intl.formatMessage(commonMessages.verifyingAccess)} />;
  return <Outlet />;
}

export default function SignedInShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInRoutes />
    </QueryClientProvider>
  );
}
