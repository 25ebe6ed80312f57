import { authoriseDocumentReview, dealStatusOf, type AdminApplicationDetail, type AdminDocument, type Role } from '@admission/domain';
import { Alert, Button, Icon, Page, Spinner, Stack, Tabs, Text, toast } from '@admission/ui';
import { memo, useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { roleOf, useSessionStore } from '../../app/access/session.store';
import { AfterFirstPaint } from '../../shared/after-first-paint';
import { PageHeading } from '../../shared/page-heading';
import { usePageTitle } from '../../shared/page-title';
import { PortalHeader } from '../../app/portal-header';
import { useInterfaceLanguage } from '../../shared/reason-texts';
import { fullName } from '../../shared/staff-labels';
import { applicationMessages as m } from './application.messages';
import { CandidateCard, ProgramCard } from './candidate-card';
import { DocumentsTab } from './documents-tab';
import { FinancesTab } from './finances-tab';
import { InterviewTab } from './interview-tab';
import { interviewTabMessages } from './interview-tab.messages';
import { NotesTab } from './notes-tab';
import { QuizTab } from './quiz-tab';
import { ReviewsTab } from './reviews-tab';
import { reviewsTabMessages } from './reviews-tab.messages';
import { StatusCard } from './status-card';
import { TimelineTab } from './timeline-tab';
import { isNotFound, useApplicationDetail, useApplicationDocuments } from './use-application';
import { workflowMessages } from './workflow.messages';
import { useMarkFirstScreenDrawn } from '../../shared/first-screen';
import { pathTo } from '../../app/routes';
import { useRouteParam } from '../../app/route-params';

/** The candidate's side, then the tabs (which take the room the documents' previews need). */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr);
  > * { min-width: 0; }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(18rem, 1fr) minmax(0, 2.5fr);
  }
`;

/** /application/{id}: everything a candidate sent, and the status buttons of the staff member's role (spec §2). */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const parsed = useRouteParam('application', 'applicationId');
  const id = parsed.ok ? parsed.value : null;
  const role = useSessionStore((state) => roleOf(state.access));
  const detail = useApplicationDetail(id);
  const documents = useApplicationDocuments(id, useInterfaceLanguage());
  usePageTitle(detail.data ? intl.formatMessage(m.pageTitleOf, { name: fullName(intl.formatMessage, detail.data.user) }) : intl.formatMessage(m.pageTitle));

  useEffect(() => {
    if (parsed.ok) return;
    toast.destructive(intl.formatMessage(m.invalidIdTitle), intl.formatMessage(m.invalidIdText));
    void navigate(pathTo('admin'), { replace: true });
  }, [parsed.ok, intl, navigate]);

  const failed = detail.isError && !isNotFound(detail.error);
  useEffect(() => {
    if (failed) toast.destructive(intl.formatMessage(m.loadFailedTitle), intl.formatMessage(m.loadFailedText));
  }, [failed, intl]);

  const onBack = useCallback(() => void navigate(pathTo('admin')), [navigate]);
  const back = <BackButton onBack={onBack} />;
  // The query answers are synchronous store updates: the page takes them at once and draws the application
  // (cards, tabs, document rows) afterwards in a transition, in interruptible slices.
  const loaded = useDeferredValue(
    useMemo(
      () => (detail.data === undefined ? null : { detail: detail.data, documents: documents.data, documentsPending: documents.isPending }),
      [detail.data, documents.data, documents.isPending],
    ),
  );

  useMarkFirstScreenDrawn(loaded !== null || detail.isError);

  let body;
  if (id === null) body = null;
  else if (detail.isPending) body = <Spinner label={intl.formatMessage(m.loading)} size="lg" />;
  else if (detail.isError && isNotFound(detail.error)) {
    body = (
      <Stack gap={3} align="start">
        <PageHeading>{intl.formatMessage(m.notFound)}</PageHeading>
        <Text tone="muted">{intl.formatMessage(m.notFoundText)}</Text>
        {back}
      </Stack>
    );
  } else if (detail.isError) {
    body = (
      <Stack gap={4}>
        <PageHeading>{intl.formatMessage(m.loadFailedTitle)}</PageHeading>
        <Alert message={intl.formatMessage(m.loadFailedText)}>
          <Stack direction="row" gap={2}>
            <Button size="sm" onPress={() => void detail.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
            {back}
          </Stack>
        </Alert>
      </Stack>
    );
  } else if (loaded === null) {
    body = <Spinner label={intl.formatMessage(m.loading)} size="lg" />;
  } else {
    body = <ApplicationView id={id} role={role} {...loaded} onBack={onBack} />;
  }

  return (
    <>
      <PortalHeader width="wide" />
      <Page width="wide">{body}</Page>
    </>
  );
}

function BackButton({ onBack }: { readonly onBack: () => void }) {
  const intl = useIntl();
  return (
    <Button variant="secondary" size="sm" icon={<Icon name="arrowLeft" />} onPress={onBack}>
      {intl.formatMessage(m.back)}
    </Button>
  );
}

interface ViewProps {
  readonly id: number;
  readonly role: Role | null;
  readonly detail: AdminApplicationDetail;
  readonly documents: readonly AdminDocument[] | undefined;
  readonly documentsPending: boolean;
  readonly onBack: () => void;
}

/** The loaded application: who, which program, its status, then the documents, quiz and finances tabs. */
const ApplicationView = memo(function ApplicationView({ id, role, detail, documents, documentsPending, onBack }: ViewProps) {
  const intl = useIntl();
  const status = dealStatusOf({ deal_status: detail.deal.deal_status });
  const canReview = authoriseDocumentReview(role, { status, submitted: Boolean(detail.deal.documents_submitted_at) }).ok;
  return (
    <Stack gap={6}>
      <Stack direction="row" justify="space-between" align="start" gap={4} stackBelow="md">
        <Stack gap={1}>
          <PageHeading>{fullName(intl.formatMessage, detail.user)}</PageHeading>
          <Text tone="muted">{detail.program.name}</Text>
        </Stack>
        <BackButton onBack={onBack} />
      </Stack>
      <Columns>
        <Stack gap={4}>
          <CandidateCard detail={detail} />
          <ProgramCard detail={detail} />
          <StatusCard
            applicationId={id}
            role={role}
            current={status}
            rejectionReasons={detail.deal.rejection_reasons}
            withdrawnAt={detail.deal.withdrawn_at}
            withdrawalReasons={detail.deal.withdrawal_reasons}
          />
        </Stack>
        <AfterFirstPaint fallback={<Spinner label={intl.formatMessage(m.loading)} />}>
          <Tabs
            label={intl.formatMessage(m.tabsLabel)}
            defaultSelectedKey="documents"
            tabs={[
              {
                id: 'documents',
                label: intl.formatMessage(m.documentsTab),
                count: documents?.length ?? 0,
                content: (
                  <AfterFirstPaint fallback={<Spinner label={intl.formatMessage(m.loading)} />}>
                    <DocumentsTab applicationId={id} documents={documents} isPending={documentsPending} canReview={canReview} />
                  </AfterFirstPaint>
                ),
              },
              { id: 'quiz', label: intl.formatMessage(m.quizTab), count: detail.quiz?.questions.length ?? 0, content: <QuizTab applicationId={id} quiz={detail.quiz} /> },
              { id: 'finances', label: intl.formatMessage(m.financesTab), count: detail.payers.length, content: <FinancesTab detail={detail} /> },
              { id: 'reviews', label: intl.formatMessage(reviewsTabMessages.tab), content: <ReviewsTab applicationId={id} role={role} /> },
              { id: 'interview', label: intl.formatMessage(interviewTabMessages.tab), content: <InterviewTab applicationId={id} role={role} status={status} /> },
              { id: 'timeline', label: intl.formatMessage(workflowMessages.timelineTab), content: <TimelineTab applicationId={id} /> },
              { id: 'notes', label: intl.formatMessage(workflowMessages.notesTab), content: <NotesTab applicationId={id} /> },
            ]}
          />
        </AfterFirstPaint>
      </Columns>
    </Stack>
  );
});
