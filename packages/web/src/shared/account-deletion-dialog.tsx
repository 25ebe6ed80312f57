import { DAY_IN_WORDS, PortError, type AccountDeletionState, type DeletedData, type KeptData } from '@admission/domain';
import { Alert, Button, Dialog, Heading, Spinner, Stack, Text, toast } from '@admission/ui';
import { useEffect, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { brandInSentence } from './brand';
import { deletionMessages as m } from './account-deletion.messages';
import { useAccountDeletion } from './use-account-deletion';

/** What a deletion removes, in the candidate's words, by the domain's ids (retention.ts DELETED_DATA). */
const DELETED: Readonly<Record<DeletedData, MessageDescriptor>> = {
  documents: m.deletedDocuments,
  profile: m.deletedProfile,
  nationalities: m.deletedNationalities,
  'disability-answer': m.deletedDisability,
  'quiz-answers': m.deletedQuiz,
  payers: m.deletedPayers,
  'notes-and-history': m.deletedHistory,
  account: m.deletedAccount,
};
const KEPT: Readonly<Record<KeptData['id'], MessageDescriptor>> = { 'anonymised-record': m.keptRecord, invoices: m.keptInvoices };

/** Each code a deletion call can be refused with (the domain's DeletionRefusal), in words; anything else is a plain failure. */
const REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  DELETION_ALREADY_REQUESTED: m.alreadyRequested,
  NO_DELETION_REQUESTED: m.noneWaiting,
  ACCOUNT_ALREADY_DELETED: m.alreadyDeleted,
  FORBIDDEN: m.forbidden,
};

/** The words of a refused deletion call: the server's domain code (`{detail: {code}}`) decides. */
export function refusalMessage(error: unknown): MessageDescriptor {
  const detail = error instanceof PortError ? error.detail : null;
  const code = typeof detail === 'object' && detail !== null && 'code' in detail && typeof detail.code === 'string' ? detail.code : '';
  return REFUSALS[code] ?? m.failed;
}

interface DialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/**
 * Asking to delete one's account: what goes, what the school keeps by law and how long (the server's
 * summary, by the brand's retention), then the request; once it waits, the same dialog says so and offers to cancel
 * it. A refusal shows inside the dialog, which stays open.
 */
export function AccountDeletionDialog({ isOpen, onOpenChange }: DialogProps) {
  const intl = useIntl();
  const { state, ask, cancel } = useAccountDeletion({
    onCancelled: () => {
      onOpenChange(false);
      toast.success(intl.formatMessage(m.cancelledTitle), intl.formatMessage(m.cancelledText));
    },
  });
  const busy = ask.isPending || cancel.isPending;
  const open = (next: boolean) => {
    if (busy) return;
    if (next) {
      ask.reset();
      cancel.reset();
    }
    onOpenChange(next);
  };
  const failure = ask.error ?? cancel.error;
  const pending = state.data?.request?.status === 'requested' ? state.data.request : null;
  const justAsked = ask.isSuccess && pending !== null;

  // After asking, the focus goes to the result: the dialog's notice that the request waits.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justAsked) notice.current?.focus();
  }, [justAsked]);

  if (state.data === undefined) {
    return (
      <Dialog isOpen={isOpen} onOpenChange={open} title={intl.formatMessage(m.dialogTitle)} closeLabel={intl.formatMessage(m.close)}>
        {state.isError ? (
          <Alert message={intl.formatMessage(m.loadFailed)}>
            <Button size="sm" onPress={() => void state.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          </Alert>
        ) : (
          <Spinner label={intl.formatMessage(m.loading)} />
        )}
      </Dialog>
    );
  }

  const error = failure === null ? null : <Alert message={intl.formatMessage(refusalMessage(failure))} />;
  // Waiting: when it was asked, and the way back; otherwise what a deletion removes and keeps, and the request.
  const view =
    pending !== null
      ? {
          title: m.pendingTitle,
          close: m.close,
          action: { label: m.cancelRequest, isPending: cancel.isPending, run: () => cancel.mutate() },
          body: <Alert ref={notice} tabIndex={-1} tone="info" role="none" message={intl.formatMessage(m.pendingText, { date: intl.formatDate(pending.requested_at, DAY_IN_WORDS) })} />,
        }
      : {
          title: m.dialogTitle,
          close: m.keep,
          action: { label: m.confirm, isPending: ask.isPending, run: () => ask.mutate() },
          body: <DeletionSummaryText summary={state.data.summary} />,
        };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={open}
      title={intl.formatMessage(view.title)}
      closeLabel={intl.formatMessage(view.close)}
      actions={
        <Button variant="danger" isPending={view.action.isPending} onPress={view.action.run}>
          {intl.formatMessage(view.action.label)}
        </Button>
      }
    >
      <Stack gap={3}>
        {view.body}
        {error}
      </Stack>
    </Dialog>
  );
}

/** What a deletion removes and what the school keeps by law, for how long (the server's summary, by the brand's retention). */
function DeletionSummaryText({ summary }: { readonly summary: AccountDeletionState['summary'] }) {
  const intl = useIntl();
  return (
    <>
      <Text>{intl.formatMessage(m.dialogIntro, { school: brandInSentence(intl.locale) })}</Text>
      <Heading level={3}>{intl.formatMessage(m.deletedHeading)}</Heading>
      <ul>
        {summary.deleted.map((id) => (
          <li key={id}>
            <Text size="sm" as="span">
              {intl.formatMessage(DELETED[id])}
            </Text>
          </li>
        ))}
      </ul>
      <Heading level={3}>{intl.formatMessage(m.keptHeading)}</Heading>
      <ul>
        {summary.kept.map((kept) => (
          <li key={kept.id}>
            <Text size="sm" as="span">
              {intl.formatMessage(KEPT[kept.id], { years: kept.years })}
            </Text>
          </li>
        ))}
      </ul>
    </>
  );
}
