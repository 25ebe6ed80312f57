import {
  knownRejectionReasons,
  REJECTION_REASON_IDS,
  statusActions,
  type ChosenReason,
  type DealStatus,
  type Role,
  type StatusAction,
  type StatusActionKind,
  type CandidateEmailKind,
  knownWithdrawalReasons,
  WITHDRAWN,
} from '@admission/domain';
import { REJECTION_REASON_WORDING, WITHDRAWAL_REASON_WORDING } from '@admission/wording';
import { AlertDialog, Button, Card, Stack, Text, toast } from '@admission/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { commonMessages } from '../../shared/messages';
import { useReasonTexts } from '../../shared/reason-texts';
import { dealStatusMessage } from '../../shared/staff-labels';
import { applicationMessages as m } from './application.messages';
import { PlainList } from './plain-list';
import { ReasonsDialog } from '../../shared/reasons-dialog';
import { WithdrawnNote } from './withdrawn-note';
import { workflowMessages } from './workflow.messages';
import { useChangeStatus } from './use-workflow';

const LABELS: Readonly<Record<StatusActionKind, MessageDescriptor>> = {
  'set-admissible': m.setAdmissible,
  reject: m.reject,
  reopen: m.reopen,
};

const VARIANTS = { 'set-admissible': 'primary', reject: 'danger', reopen: 'secondary' } as const;

/** What the confirmation of a change asks, by the button pressed (a rejection asks in its reasons dialog). */
const CONFIRMATIONS: Readonly<Record<Exclude<StatusActionKind, 'reject'>, { readonly title: MessageDescriptor; readonly confirm: MessageDescriptor; readonly intro?: MessageDescriptor }>> = {
  'set-admissible': { title: m.admissibleConfirmTitle, confirm: m.admissibleConfirm },
  reopen: { title: m.reopenConfirmTitle, confirm: m.reopenConfirm, intro: m.reopenConfirmText },
};

/** The emails a status change may send (the domain's emailForStatusChange), as the confirmation says them. */
const EMAIL_SENTENCES: Readonly<Partial<Record<CandidateEmailKind, MessageDescriptor>>> = {
  admissible: m.emailAdmissible,
  rejected: m.emailRejected,
  reopened: m.emailReopened,
};

/** What a change will do, in sentences: from which status to which, and the email the candidate gets. */
const consequences = (intl: IntlShape, current: DealStatus, action: StatusAction): string => {
  const change = intl.formatMessage(m.changeFromTo, { from: intl.formatMessage(dealStatusMessage(current)), to: intl.formatMessage(dealStatusMessage(action.target)) });
  const email = action.email === null ? undefined : EMAIL_SENTENCES[action.email];
  return email === undefined ? change : `${change} ${intl.formatMessage(email)}`;
};

interface Props {
  readonly applicationId: number;
  readonly role: Role | null;
  readonly current: DealStatus;
  /** Why it was rejected, while REJECTED. */
  readonly rejectionReasons?: readonly ChosenReason[] | null;
  /** When and why the candidate withdrew it: no status change applies any more. */
  readonly withdrawnAt?: string | null | undefined;
  readonly withdrawalReasons?: readonly ChosenReason[] | null | undefined;
}


/**
 * The status buttons a role may use (spec §4, §6): an admin's three, an agent's Re-open on COMPLETE; nothing for
 * anyone else. A change that emails the candidate asks first (the domain's needsConfirmation); Cancel leaves the
 * focus on the button. The server checks the same rule again.
 */
export function StatusCard({ applicationId, role, current, rejectionReasons, withdrawnAt, withdrawalReasons }: Props) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  // The change asked about; kept while the dialog closes, so its words do not vanish as it fades out.
  const [confirming, setConfirming] = useState<StatusAction | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const reasons = useReasonTexts(REJECTION_REASON_WORDING, current === 'REJECTED' ? knownRejectionReasons(rejectionReasons) : []);
  const withdrawn = typeof withdrawnAt === 'string';
  const withdrawal = useReasonTexts(WITHDRAWAL_REASON_WORDING, withdrawn ? knownWithdrawalReasons(withdrawalReasons) : []);
  const actions = statusActions(role, current);
  const rejectAction = actions.find((action) => action.kind === 'reject');
  const confirmation = confirming !== null && confirming.kind !== 'reject' ? CONFIRMATIONS[confirming.kind] : null;
  // The result of a change: the status line, which says the new status once the detail has reloaded.
  const statusLine = useRef<HTMLElement>(null);

  const change = useChangeStatus({ role, applicationId, current }, {
    onSuccess: async (status) => {
      setRejecting(false);
      toast.success(intl.formatMessage(m.statusUpdatedTitle), intl.formatMessage(m.statusUpdatedText, { status: intl.formatMessage(dealStatusMessage(status)) }));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      // The pressed button may be gone or disabled now (Set Admissible is only for COMPLETE).
      statusLine.current?.focus();
    },
    onError: () => toast.destructive(intl.formatMessage(m.statusFailedTitle), intl.formatMessage(m.statusFailedText)),
  });

  // An agent sees a rejection's reasons too, without buttons.
  if (actions.length === 0 && reasons.length === 0 && !withdrawn) return null;
  const press = (action: StatusAction) => {
    if (change.isPending) return;
    if (action.kind === 'reject') setRejecting(true);
    else if (action.needsConfirmation) {
      setConfirming(action);
      setConfirmOpen(true);
    }
    else change.mutate({ target: action.target });
  };

  return (
    <Card
      title={intl.formatMessage(m.statusCardTitle)}
      headingLevel={2}
      asRegion
    >
      <Text tone="muted" size="sm" tabIndex={-1} ref={statusLine}>
        {intl.formatMessage(m.statusCardText, { status: intl.formatMessage(dealStatusMessage(withdrawn ? WITHDRAWN : current)) })}
      </Text>
      {withdrawn ? <WithdrawnNote at={withdrawnAt} reasons={withdrawal.map((reason) => reason.label)} /> : null}
      <Stack direction="row" gap={2} wrap>
        {actions.map((action) => (
          <Button
            key={action.kind}
            variant={VARIANTS[action.kind]}
            // Pending rather than disabled while a change is sent: the focus stays on the pressed button.
            isDisabled={!action.enabled || withdrawn}
            aria-disabled={change.isPending || undefined}
            isPending={change.isPending && change.variables.target === action.target}
            onPress={() => press(action)}
          >
            {intl.formatMessage(LABELS[action.kind])}
          </Button>
        ))}
      </Stack>
      {reasons.length > 0 ? (
        <Stack gap={1}>
          <Text size="sm" weight="semibold">
            {intl.formatMessage(workflowMessages.rejectionReasons)}
          </Text>
          <PlainList as="ul">
            {reasons.map((reason) => (
              <li key={reason.label}>
                <Text size="sm">{reason.label}</Text>
              </li>
            ))}
          </PlainList>
        </Stack>
      ) : null}
      <ReasonsDialog
        isOpen={rejecting}
        onOpenChange={setRejecting}
        title={intl.formatMessage(workflowMessages.rejectTitle)}
        intro={[intl.formatMessage(workflowMessages.rejectIntro), rejectAction ? consequences(intl, current, rejectAction) : ''].join(' ').trim()}
        groupLabel={intl.formatMessage(workflowMessages.rejectGroup)}
        mode="many"
        ids={REJECTION_REASON_IDS}
        wordings={REJECTION_REASON_WORDING}
        confirmLabel={intl.formatMessage(workflowMessages.rejectConfirm)}
        confirmVariant="danger"
        isPending={change.isPending}
        onConfirm={(chosen) => change.mutate({ target: 'REJECTED', reasons: chosen })}
      />
      <AlertDialog
        isOpen={confirmOpen && confirmation !== null}
        onOpenChange={setConfirmOpen}
        title={confirmation ? intl.formatMessage(confirmation.title) : ''}
        message={
          confirming && confirmation ? [confirmation.intro ? intl.formatMessage(confirmation.intro) : '', consequences(intl, current, confirming)].join(' ').trim() : ''
        }
        confirmLabel={confirmation ? intl.formatMessage(confirmation.confirm) : ''}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        onConfirm={() => {
          if (confirming) change.mutate({ target: confirming.target });
        }}
      />
    </Card>
  );
}
