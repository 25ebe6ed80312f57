import { centsToEuros, type PaymentRequiredDetail } from '@admission/domain';
import { Alert, Button, Dialog, Heading, Link, Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../shared/messages';
import { formatEuros } from '../../shared/money';
import { useRefusal } from '../../shared/use-refusal';
import { documentsMessages as m } from './documents.messages';

interface Props {
  readonly invoice: PaymentRequiredDetail | null;
  /** Closes the dialog, refreshes the user's data and goes to the dashboard. */
  readonly onDone: (paid: boolean) => void;
}

/** Opens the payment page in a new tab; false when the browser refused the tab (a pop-up blocker). */
function openPaymentTab(url: string): boolean {
  // Without 'noopener' (with it, open() answers null whether or not a tab opened); the opener is cut at once.
  const tab = window.open(url, '_blank');
  if (tab === null) return false;
  tab.opener = null;
  return true;
}

/**
 * 'Complete Your Application': a 402 on submit (spec §2, §4). A payment page the browser did not open is said in
 * the dialog, with the page as a link, until the candidate opens it or closes the dialog.
 */
export function PaymentDialog({ invoice, onDone }: Props) {
  const intl = useIntl();
  const blocked = useRefusal();
  const done = (paid: boolean) => {
    blocked.clear();
    onDone(paid);
  };
  return (
    <Dialog
      isOpen={invoice !== null}
      onOpenChange={(open) => {
        if (!open) done(false);
      }}
      title={intl.formatMessage(m.paymentTitle)}
      isDismissable={false}
      actions={
        <>
          <Button variant="secondary" onPress={() => done(false)}>
            {intl.formatMessage(m.payLater)}
          </Button>
          <Button
            aria-describedby={blocked.describedBy}
            onPress={() => {
              if (invoice === null) return;
              if (openPaymentTab(invoice.payment_url)) done(true);
              else blocked.show({ title: intl.formatMessage(m.paymentBlockedTitle), text: intl.formatMessage(m.paymentBlockedText) });
            }}
          >
            {intl.formatMessage(m.goToPayment)}
          </Button>
        </>
      }
      footer={intl.formatMessage(m.paymentFooter)}
    >
      {invoice ? (
        <Stack gap={3}>
          <Heading level={3}>{intl.formatMessage(m.paymentFee)}</Heading>
          <Text>{intl.formatMessage(m.paymentExplanation)}</Text>
          <Text size="lg" weight="bold">
            {formatEuros(intl, centsToEuros(invoice.amount))}
          </Text>
          <Text tone="muted" size="sm">
            {intl.formatMessage(m.paymentSecure)}
          </Text>
          {blocked.refusal ? (
            <Alert {...blocked.alert} title={blocked.refusal.title} message={blocked.refusal.text}>
              <Link href={invoice.payment_url} external externalLabel={intl.formatMessage(commonMessages.opensInNewTab)} inheritColor onPress={() => done(true)}>
                {intl.formatMessage(m.paymentBlockedLink)}
              </Link>
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Dialog>
  );
}
