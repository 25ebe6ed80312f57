import { canWithdraw, DAY_IN_WORDS, isWithdrawn, knownWithdrawalReasons, WITHDRAWAL_REASON_IDS, type Deal, type WithdrawalReasonId } from '@admission/domain';
import { WITHDRAWAL_REASON_WORDING } from '@admission/wording';
import { Alert, NativeButton, Stack, Text } from '@admission/ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useReasonTexts } from '../../shared/reason-texts';
import { preloadableLazy } from '../../shared/preloadable-lazy';
import type { ReasonsDialogProps } from '../../shared/reasons-dialog';
import { useWithdrawal } from './use-withdrawal';
import { withdrawalMessages as m } from './withdrawal.messages';

/**
 * A withdrawn application: when, and the candidate's reasons in the interface's language. `justWithdrawn`:
 * withdrawn while the page showed it, so the focus goes to this result; on a page that opens with it, the h1 keeps it.
 */
export function WithdrawnNotice({ deal, justWithdrawn }: { readonly deal: Deal; readonly justWithdrawn: boolean }) {
  const intl = useIntl();
  const reasons = useReasonTexts(WITHDRAWAL_REASON_WORDING, knownWithdrawalReasons(deal.withdrawal_reasons));
  const notice = useRef<HTMLDivElement>(null);
  // Just withdrawn here: focus goes to the result, the notice that replaced the button.
  useEffect(() => {
    if (justWithdrawn && document.activeElement === document.body) notice.current?.focus();
  }, [justWithdrawn]);
  if (!isWithdrawn(deal)) return null;
  return (
    <Alert ref={notice} tabIndex={-1} tone="info" role="none" title={intl.formatMessage(m.withdrawnTitle)} message={intl.formatMessage(m.withdrawnOn, { date: intl.formatDate(deal.withdrawn_at ?? '', DAY_IN_WORDS) })}>
      {reasons.length > 0 ? (
        <Stack gap={1}>
          <Text size="sm" weight="semibold">{intl.formatMessage(m.reasons)}</Text>
          <ul>
            {reasons.map((reason) => (
              <li key={reason.label}>
                <Text size="sm">{reason.label}</Text>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
    </Alert>
  );
}

// The confirmation (react-aria's dialog, checkboxes and text field) loads when the candidate first reaches for the
// button, not with the dashboard: most candidates never withdraw, and every one of them opens the dashboard.
const WithdrawalDialog = preloadableLazy<ReasonsDialogProps<WithdrawalReasonId>>(() =>
  import('../../shared/reasons-dialog').then(({ ReasonsDialog }) => ({ default: ReasonsDialog<WithdrawalReasonId> })),
);
const preloadDialog = () => void WithdrawalDialog.preload();

/** "Withdraw application" and its confirmation, on an application not yet decided nor withdrawn. */
export function WithdrawAction({ deal }: { readonly deal: Deal }) {
  const intl = useIntl();
  const withdrawal = useWithdrawal(deal.id);
  // Mounted from the first press on, so that it can close as it opened.
  const [wanted, setWanted] = useState(false);
  if (!canWithdraw(deal)) return null;
  return (
    <div>
      <NativeButton
        variant="secondary"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setWanted(true);
          withdrawal.open(true);
        }}
      >
        {intl.formatMessage(m.withdraw)}
      </NativeButton>
      {wanted ? (
        <Suspense fallback={null}>
          <WithdrawalDialog
            isOpen={withdrawal.isOpen}
            onOpenChange={withdrawal.open}
            title={intl.formatMessage(m.title)}
            intro={intl.formatMessage(m.intro)}
            groupLabel={intl.formatMessage(m.group)}
            mode="many"
            ids={WITHDRAWAL_REASON_IDS}
            wordings={WITHDRAWAL_REASON_WORDING}
            confirmLabel={intl.formatMessage(m.confirm)}
            confirmVariant="danger"
            isPending={withdrawal.isPending}
            error={withdrawal.error}
            onConfirm={withdrawal.confirm}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
