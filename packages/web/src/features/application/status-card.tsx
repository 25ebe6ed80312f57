import { changeApplicationStatus, statusActions, type DealStatus, type Role, type StatusAction, type StatusActionKind } from '@admission/domain';
import { AlertDialog, Button, Card, Stack, Text, toast } from '@admission/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { services } from '../../di/services';
import { commonMessages } from '../../shared/messages';
import { dealStatusMessage } from '../../shared/staff-labels';
import { applicationMessages as m } from './application.messages';

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
}

/**
 * The status buttons a role may use (spec §4, §6): an admin's three, an agent's Re-open on COMPLETE
 * after a confirmation; nothing for anyone else. The server checks the same rule again.
 */
export function StatusCard({ applicationId, role, current }: Props) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<StatusAction | null>(null);
  const actions = statusActions(role, current);
  // The result of a change: the status line, which says the new status once the detail has reloaded.
  const statusLine = useRef<HTMLElement>(null);

  const change = useMutation({
    mutationFn: async (target: DealStatus) => {
      const result = await changeApplicationStatus((await services()).admin, { role, applicationId, current, target });
      if (!result.ok) throw new Error(result.error.code);
      return result.value;
    },
    // A refused or failed change is reported once, not sent again.
    retry: false,
    onSuccess: async (status) => {
      toast.success(intl.formatMessage(m.statusUpdatedTitle), intl.formatMessage(m.statusUpdatedText, { status: intl.formatMessage(dealStatusMessage(status)) }));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      // The pressed button may be gone or disabled now (Set Admissible is only for COMPLETE).
      statusLine.current?.focus();
    },
    onError: () => toast.destructive(intl.formatMessage(m.statusFailedTitle), intl.formatMessage(m.statusFailedText)),
  });

  if (actions.length === 0) return null;
  const press = (action: StatusAction) => (action.needsConfirmation ? setConfirming(action) : change.mutate(action.target));

  return (
    <Card
      title={intl.formatMessage(m.statusCardTitle)}
      headingLevel={2}
      asRegion
    >
      <Text tone="muted" size="sm" tabIndex={-1} ref={statusLine}>
        {intl.formatMessage(m.statusCardText, { status: intl.formatMessage(dealStatusMessage(current)) })}
      </Text>
      <Stack direction="row" gap={2} wrap>
        {actions.map((action) => (
          <Button
            key={action.kind}
            variant={VARIANTS[action.kind]}
            isDisabled={!action.enabled || change.isPending}
            isPending={change.isPending && change.variables === action.target}
            onPress={() => press(action)}
          >
            {intl.formatMessage(LABELS[action.kind])}
          </Button>
        ))}
      </Stack>
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
          if (confirming) change.mutate(confirming.target);
          setConfirming(null);
        }}
      />
    </Card>
  );
}
