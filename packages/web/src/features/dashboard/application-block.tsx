import {
  applicationStatusLine,
  documentsTaskCard,
  paymentCard,
  quizTaskCard,
  type Deal,
  type Invoice,
  type PaymentBadge,
  type QuizStatus,
  isWithdrawn,
} from '@admission/domain';
import { Alert, Card, ExternalLink, Grid, NativeButton, Stack, StatusBadge, TaskCard, Text, type StatusKind } from '@admission/ui';
import { useId, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '../../app/routes';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { brand } from '../../shared/brand';
import { formatEuros } from '../../shared/money';
import { dashboardMessages as m } from './dashboard.messages';
import { portalMessages } from '../../app/portal-messages';
import { ApplicationHistory, DocumentsToReplace, RejectionNotice } from './application-news';
import { quizTimeText, type QuizTimeState } from './quiz-time';
import { WithdrawAction, WithdrawnNotice } from './withdrawal';

const PAYMENT_BADGES: Record<PaymentBadge, { kind: StatusKind; label: MessageDescriptor }> = {
  paid: { kind: 'paid', label: m.paid },
  'pending-payment': { kind: 'pendingPayment', label: m.pendingPayment },
  cancelled: { kind: 'cancelled', label: m.cancelled },
  pending: { kind: 'pending', label: m.pending },
};

interface Props {
  readonly deal: Deal;
  readonly quizStatus: QuizStatus | null;
  readonly quizTime: QuizTimeState;
  readonly invoice: Invoice | null;
  readonly onOpenDocuments: () => void;
  readonly onStartQuiz: () => void;
}

/**
 * Before the quiz, the longer time a staff grant gives the candidate, or why it is not known; without a
 * grant the card is as the spec says (the start dialog gives the standard duration).
 */
function QuizTimeLine({ quizTime: { time, failed } }: { readonly quizTime: QuizTimeState }) {
  const intl = useIntl();
  if (time !== null) return time.extra_time_percent > 0 ? <Text weight="semibold">{intl.formatMessage(m.quizTime, { time: quizTimeText(intl, time) })}</Text> : null;
  return failed ? <Text tone="muted">{intl.formatMessage(m.quizTimeFailed)}</Text> : null;
}

/** One application: program name, status line and task cards (spec §2). */
export function ApplicationBlock({ deal, quizStatus, quizTime, invoice, onOpenDocuments, onStartQuiz }: Props) {
  const intl = useIntl();
  // The program's heading also completes each task card's region name: with two applications, the landmark list
  // reads "Document Submission <program>" for each rather than the same name twice (axe landmark-unique).
  const programHeadingId = useId();
  const withdrawn = isWithdrawn(deal);
  // Withdrawn since this block first drew: the notice is the result of the candidate's action.
  const [shownWithdrawn] = useState(withdrawn);
  const line = applicationStatusLine(deal, quizStatus);
  const documents = documentsTaskCard(deal);
  // A withdrawn application keeps what the candidate sent, to read, and its fee (paid or due): no quiz to take,
  // nothing to upload or pay from here.
  const quiz = withdrawn ? null : quizTaskCard(deal, quizStatus);
  const payment = paymentCard(invoice, { withdrawn });
  const taskBadge = (state: 'complete' | 'incomplete' | 'withdrawn') =>
    state === 'withdrawn' ? (
      <StatusBadge kind="WITHDRAWN" label={intl.formatMessage(m.withdrawnBadge)} />
    ) : (
      <StatusBadge kind={state} label={intl.formatMessage(state === 'complete' ? portalMessages.complete : portalMessages.incomplete)} />
    );
  const navigate = useNavigate();
  // The interview page is the portal's own: it links out itself when the program books elsewhere.
  const interviewPath = pathTo('interview', { applicationId: deal.id });
  const openInApp = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(path);
  };
  const documentsText = { complete: m.documentsSubmitted, incomplete: m.documentsToDo, withdrawn: m.documentsWithdrawn }[documents.state];

  return (
    <Card title={deal.program.name} titleId={programHeadingId} headingLevel={2} asRegion padding="lg">
      <Stack gap={4}>
        {withdrawn ? (
          <WithdrawnNotice deal={deal} justWithdrawn={!shownWithdrawn} />
        ) : line === 'admissible' ? (
          <Alert tone="success" title={intl.formatMessage(m.admissibleTitle)} message={intl.formatMessage(m.admissible, { program: deal.program.name })} role="none">
            <Stack gap={1}>
              <ExternalLink href={interviewPath} newTab={false} onClick={openInApp(interviewPath)}>
                {intl.formatMessage(m.bookInterview)}
              </ExternalLink>
              <ExternalLink href={`mailto:${brand.contact.email}`} newTab={false}>
                {intl.formatMessage(m.supportContact, { email: brand.contact.email })}
              </ExternalLink>
            </Stack>
          </Alert>
        ) : line === 'rejected' ? (
          <RejectionNotice deal={deal} />
        ) : line === 'submitted-to-jury' ? (
          <Alert tone="info" message={intl.formatMessage(m.submittedToJury)} role="none" />
        ) : (
          <Text tone="muted">{intl.formatMessage(m.completeSteps)}</Text>
        )}
        {withdrawn ? null : <DocumentsToReplace deal={deal} onOpenDocuments={onOpenDocuments} />}
        <Grid minColumnWidth="15rem">
          <TaskCard
            nameContextId={programHeadingId}
            title={intl.formatMessage(m.documentsTitle)}
            badge={taskBadge(documents.state)}
            text={intl.formatMessage(documentsText)}
            action={
              <NativeButton variant={documents.action === 'upload-documents' ? 'primary' : 'secondary'} onClick={onOpenDocuments}>
                {intl.formatMessage(documents.action === 'view-documents' ? m.viewDocuments : m.uploadDocuments)}
              </NativeButton>
            }
          />
          {quiz ? (
            <TaskCard
              nameContextId={programHeadingId}
              title={intl.formatMessage(m.quizTitle)}
              badge={taskBadge(quiz.state)}
              text={intl.formatMessage(quiz.action === 'completed' ? m.quizDone : m.quizToDo)}
              action={
                quiz.action === 'completed' ? (
                  <NativeButton disabled variant="secondary">
                    {intl.formatMessage(m.quizCompleted)}
                  </NativeButton>
                ) : (
                  <NativeButton onClick={onStartQuiz}>{intl.formatMessage(m.startQuiz)}</NativeButton>
                )
              }
            >
              {quiz.action === 'completed' ? null : <QuizTimeLine quizTime={quizTime} />}
            </TaskCard>
          ) : null}
          {payment ? (
            <TaskCard
              nameContextId={programHeadingId}
              title={intl.formatMessage(m.paymentTitle)}
              badge={<StatusBadge kind={PAYMENT_BADGES[payment.badge].kind} label={intl.formatMessage(PAYMENT_BADGES[payment.badge].label)} />}
              text={intl.formatMessage(m.paymentText, { amount: formatEuros(intl, payment.amountEuros, 'when-any') })}
              action={
                <NativeButton
                  variant={payment.action === 'pay-now' ? 'primary' : 'secondary'}
                  onClick={() => window.open(payment.paymentUrl, '_blank', 'noopener,noreferrer')}
                >
                  {intl.formatMessage(payment.action === 'pay-now' ? m.payNow : m.seeInvoice)}
                </NativeButton>
              }
            />
          ) : null}
        </Grid>
        <WithdrawAction deal={deal} />
        <ApplicationHistory deal={deal} headingId={`${programHeadingId}-history`} />
      </Stack>
    </Card>
  );
}
