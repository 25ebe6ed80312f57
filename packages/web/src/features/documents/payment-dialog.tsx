import { centsToEuros, type PaymentRequiredDetail } from '@admission/domain';
import { Button, Dialog, Heading, Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import { formatEuros } from '../../shared/money';
import { documentsMessages as m } from './documents.messages';

interface Props {
  readonly invoice: PaymentRequiredDetail | null;
  /** Closes the dialog, refreshes the user's data and goes to the dashboard. */
  readonly onDone: (paid: boolean) => void;
}

/** 'Complete Your Application': a 402 on submit (spec §2, §4). */
export function PaymentDialog({ invoice, onDone }: Props) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={invoice !== null}
      onOpenChange={(open) => {
        if (!open) onDone(false);
      }}
      title={intl.formatMessage(m.paymentTitle)}
      isDismissable={false}
      actions={
        <>
          <Button variant="secondary" onPress={() => onDone(false)}>
            {intl.formatMessage(m.payLater)}
          </Button>
          <Button
            onPress={() => {
              if (invoice) window.open(invoice.payment_url, '_blank', 'noopener,noreferrer');
              onDone(true);
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
        </Stack>
      ) : null}
    </Dialog>
  );
}
