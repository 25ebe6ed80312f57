import {
  changeApplicationStatus,
  knownRejectionReasons,
  REJECTION_REASON_IDS,
  REJECTION_REASON_WORDING,
  statusActions,
  type ChosenReason,
  type DealStatus,
  type RejectionReason,
  type Role,
  type StatusAction,
  type StatusActionKind,
  knownWithdrawalReasons,
  WITHDRAWAL_REASON_WORDING,
  WITHDRAWN,
} from '@admission/domain';
import { AlertDialog, Button, Card, Stack, Text, toast } from '@admission/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { services } from '../../di/services';
import { commonMessages } from '../../shared/messages';
import { useReasonTexts } from '../../shared/reason-texts';
import { dealStatusMessage } from '../../shared/staff-labels';
import { applicationMessages as m } from './application.messages';
import { PlainList } from './plain-list';
import { ReasonsDialog } from '../../shared/reasons-dialog';
import { WithdrawnNote } from './withdrawn-note';
import { workflowMessages } from './workflow.messages';

const LABELS: Readonly<Record<StatusActionKind, MessageDescriptor>> = {
  'set-admissible': m.setAdmissible,
  reject: m.reject,
  reopen: m.reopen,
};

const VARIANTS = { 'set-admissible': 'primary', reject: 'danger', reopen: 'secondary' } as const;

interface Props {
  readonly applicationId: number;
  readonly role: Role | null;
  readonly current: DealStatus;
  /** Why it was rejected, while REJECTED (issue #16). */
  readonly rejectionReasons?: readonly ChosenReason[] | null;
  /** When and why the candidate withdrew it (issue #17): no status change applies any more. */
  readonly withdrawnAt?: string | null | undefined;
  readonly withdrawalReasons?: readonly ChosenReason[] | null | undefined;
}

interface Change {
  readonly target: DealStatus;
  readonly reasons?: readonly RejectionReason[];
}

/**
 * The status buttons a role may use (spec §4, §6): an admin's three, an agent's Re-open on COMPLETE
 * after a confirmation; nothing for anyone else. The server checks the same rule again.
 */
export function StatusCard({ applicationId, role, current, rejectionReasons, withdrawnAt, withdrawalReasons }: Props) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<StatusAction | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const reasons = useReasonTexts(REJECTION_REASON_WORDING, current === 'REJECTED' ? knownRejectionReasons(rejectionReasons) : []);
  const withdrawn = typeof withdrawnAt === 'string';
  const withdrawal = useReasonTexts(WITHDRAWAL_REASON_WORDING, withdrawn ? knownWithdrawalReasons(withdrawalReasons) : []);
  const actions = statusActions(role, current);
  // The result of a change: the status line, which says the new status once the detail has reloaded.
  const statusLine = useRef<HTMLElement>(null);

  const change = useMutation({
    mutationFn: async ({ target, reasons: chosen }: Change) => {
      const result = await changeApplicationStatus((await services()).admin, { role, applicationId, current, target, reasons: chosen });
      if (!result.ok) throw new Error(result.error.code);
      return result.value;
    },
    // A refused or failed change is reported once, not sent again.
    retry: false,
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
    if (action.kind === 'reject') setRejecting(true);
    else if (action.needsConfirmation) setConfirming(action);
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
            isDisabled={!action.enabled || change.isPending || withdrawn}
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
        intro={intl.formatMessage(workflowMessages.rejectIntro)}
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
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={intl.formatMessage(m.reopenConfirmTitle)}
        message={intl.formatMessage(m.reopenConfirmText)}
        confirmLabel={intl.formatMessage(m.reopenConfirm)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        onConfirm={() => {
          if (confirming) change.mutate({ target: confirming.target });
          setConfirming(null);
        }}
      />
    </Card>
  );
}
