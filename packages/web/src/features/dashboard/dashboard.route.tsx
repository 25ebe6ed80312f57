import { isQuizRequiredForAny, type Deal, type Invoice, type QuizStatus } from '@admission/domain';
import { EmptyState, Page, Spinner, Stack, Text, toast } from '@admission/ui';
import { Suspense, lazy, memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useMarkFirstScreenDrawn } from '../../shared/first-screen';
import { commonMessages } from '../../shared/messages';
import { PageHeading, useFocusOnArrival } from '../../shared/page-heading';
import { PortalHeader } from '../../app/portal-header';
import { usePageTitle } from '../../shared/page-title';
import { useDeals, useInvoice, useQuizStatus, useQuizTime } from '../../shared/queries';
import { START_QUIZ_STATE } from '../../shared/quiz-navigation';
import { ApplicationBlock } from './application-block';
import { dashboardMessages as m } from './dashboard.messages';
import type { QuizTimeState } from './quiz-time';
import { pathTo } from '../../app/routes';
// The dialog (react-aria's modal and focus scope) comes with its first opening, not with the page.
const QuizIntroDialog = lazy(() => import('./quiz-intro-dialog'));

/** / : the candidate's applications and their three task cards (spec §2). */
export function Component() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.pageTitle));
  const navigate = useNavigate();
  const deals = useDeals();
  const quiz = useQuizStatus(deals.data);
  const invoice = useInvoice();
  // The time the candidate will have (a staff grant may lengthen it), read beside the quiz status.
  const quizRequired = deals.data !== undefined && isQuizRequiredForAny(deals.data);
  const time = useQuizTime(quizRequired);
  const quizTime = useMemo<QuizTimeState>(() => ({ time: time.data ?? null, failed: time.isError }), [time.data, time.isError]);
  const [introOpen, setIntroOpen] = useState(false);
  // Mounted from the first opening on, so that closing plays out and focus goes back to the Start button.
  const [introWanted, setIntroWanted] = useState(false);

  const failed = deals.isError || invoice.isError;
  useEffect(() => {
    if (failed) toast.destructive(intl.formatMessage(commonMessages.failedToLoadTitle), intl.formatMessage(commonMessages.failedToLoadText));
  }, [failed, intl]);

  const loading = deals.isPending || (deals.data !== undefined && quiz.isPending) || (quizRequired && time.isPending) || invoice.isPending;
  const onOpenDocuments = useCallback(() => void navigate(pathTo('documents')), [navigate]);
  const onStartQuiz = useCallback(() => {
    setIntroWanted(true);
    setIntroOpen(true);
  }, []);
  // Each query's answer is a synchronous store update: the page takes it at once, and the applications
  // draw afterwards in a transition, in slices a phone can interrupt (and answers close together draw once).
  const shown = useDeferredValue(
    useMemo(
      () => ({ loading, deals: deals.data, quizStatus: quiz.data?.status ?? null, quizTime, invoice: invoice.data ?? null }),
      [loading, deals.data, quiz.data?.status, quizTime, invoice.data],
    ),
  );
  useMarkFirstScreenDrawn(!shown.loading);
  const body = <DashboardBody {...shown} onOpenDocuments={onOpenDocuments} onStartQuiz={onStartQuiz} />;

  return (
    <>
      <PortalHeader />
      <Page>
        {body}
        {introWanted ? (
          <Suspense fallback={null}>
            <QuizIntroDialog
              quizTime={quizTime}
              isOpen={introOpen}
              onOpenChange={setIntroOpen}
              onStart={() => {
                setIntroOpen(false);
                void navigate(pathTo('quiz'), { state: START_QUIZ_STATE });
              }}
            />
          </Suspense>
        ) : null}
      </Page>
    </>
  );
}

interface BodyProps {
  readonly loading: boolean;
  readonly deals: readonly Deal[] | undefined;
  readonly quizStatus: QuizStatus | null;
  readonly quizTime: QuizTimeState;
  readonly invoice: Invoice | null;
  readonly onOpenDocuments: () => void;
  readonly onStartQuiz: () => void;
}

/** The page under its header: loading, no application, or each application with its task cards. */
const DashboardBody = memo(function DashboardBody({ loading, deals, quizStatus, quizTime, invoice, onOpenDocuments, onStartQuiz }: BodyProps) {
  const intl = useIntl();
  if (loading) return <Spinner label={intl.formatMessage(m.loading)} size="lg" />;
  if (!deals || deals.length === 0) {
    return <NoApplications />;
  }
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <PageHeading>{intl.formatMessage(m.welcomeBack)}</PageHeading>
        <Text tone="muted">{intl.formatMessage(m.manage)}</Text>
      </Stack>
      {deals.map((deal) => (
        <ApplicationBlock
          key={deal.id}
          deal={deal}
          quizStatus={quizStatus}
          quizTime={quizTime}
          invoice={invoice}
          onOpenDocuments={onOpenDocuments}
          onStartQuiz={onStartQuiz}
        />
      ))}
    </Stack>
  );
});

/** The whole page when the candidate has no application: its title is the page's main heading. */
function NoApplications() {
  const intl = useIntl();
  const title = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(title);
  return <EmptyState title={intl.formatMessage(m.noApplications)} description={intl.formatMessage(m.noApplicationsText)} headingLevel={1} titleRef={title} />;
}
