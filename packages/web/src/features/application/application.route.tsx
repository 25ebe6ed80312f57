import { dealStatusOf, parseApplicationId } from '@admission/domain';
import { Alert, Button, Heading, Icon, Page, Spinner, Stack, Tabs, Text, toast } from '@admission/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { roleOf, useSessionStore } from '../../app/access/session.store';
import { PortalHeader } from '../../shared/portal-header';
import { fullName } from '../../shared/staff-labels';
import { applicationMessages as m } from './application.messages';
import { CandidateCard, ProgramCard } from './candidate-card';
import { DocumentsTab } from './documents-tab';
import { FinancesTab } from './finances-tab';
import { QuizTab } from './quiz-tab';
import { StatusCard } from './status-card';
import { isNotFound, useApplicationDetail, useApplicationDocuments } from './use-application';

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
  const { applicationId: rawId } = useParams();
  const parsed = parseApplicationId(rawId);
  const id = parsed.ok ? parsed.value : null;
  const role = useSessionStore((state) => roleOf(state.access));
  const detail = useApplicationDetail(id);
  const documents = useApplicationDocuments(id);

  useEffect(() => {
    if (parsed.ok) return;
    toast.destructive(intl.formatMessage(m.invalidIdTitle), intl.formatMessage(m.invalidIdText));
    void navigate('/admin', { replace: true });
  }, [parsed.ok, intl, navigate]);

  const failed = detail.isError && !isNotFound(detail.error);
  useEffect(() => {
    if (failed) toast.destructive(intl.formatMessage(m.loadFailedTitle), intl.formatMessage(m.loadFailedText));
  }, [failed, intl]);

  const back = (
    <Button variant="secondary" size="sm" icon={<Icon name="arrowLeft" />} onPress={() => void navigate('/admin')}>
      {intl.formatMessage(m.back)}
    </Button>
  );

  let body;
  if (id === null) body = null;
  else if (detail.isPending) body = <Spinner label={intl.formatMessage(m.loading)} size="lg" />;
  else if (detail.isError && isNotFound(detail.error)) {
    body = (
      <Stack gap={3} align="start">
        <Heading level={1}>{intl.formatMessage(m.notFound)}</Heading>
        <Text tone="muted">{intl.formatMessage(m.notFoundText)}</Text>
        {back}
      </Stack>
    );
  } else if (detail.isError) {
    body = (
      <Stack gap={4}>
        <Heading level={1}>{intl.formatMessage(m.loadFailedTitle)}</Heading>
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
  } else {
    const data = detail.data;
    body = (
      <Stack gap={6}>
        <Stack direction="row" justify="space-between" align="start" gap={4} stackBelow="md">
          <Stack gap={1}>
            <Heading level={1}>{fullName(intl.formatMessage, data.user)}</Heading>
            <Text tone="muted">{data.program.name}</Text>
          </Stack>
          {back}
        </Stack>
        <Columns>
          <Stack gap={4}>
            <CandidateCard detail={data} />
            <ProgramCard detail={data} />
            <StatusCard applicationId={id} role={role} current={dealStatusOf({ deal_status: data.deal.deal_status })} />
          </Stack>
          <div>
            <Tabs
              label={intl.formatMessage(m.tabsLabel)}
              defaultSelectedKey="documents"
              tabs={[
                {
                  id: 'documents',
                  label: intl.formatMessage(m.documentsTab),
                  count: documents.data?.length ?? 0,
                  content: <DocumentsTab applicationId={id} documents={documents.data} isPending={documents.isPending} />,
                },
                { id: 'quiz', label: intl.formatMessage(m.quizTab), count: data.quiz?.questions.length ?? 0, content: <QuizTab quiz={data.quiz} /> },
                { id: 'finances', label: intl.formatMessage(m.financesTab), count: data.payers.length, content: <FinancesTab detail={data} /> },
              ]}
            />
          </div>
        </Columns>
      </Stack>
    );
  }

  return (
    <>
      <PortalHeader />
      <Page width="wide">{body}</Page>
    </>
  );
}
