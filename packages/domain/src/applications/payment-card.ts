import type { Invoice } from '../api/entities';
import { centsToEuros } from './money';

export type PaymentBadge = 'paid' | 'pending-payment' | 'cancelled' | 'pending';

export interface PaymentCard {
  readonly badge: PaymentBadge;
  /** Green for paid or void. */
  readonly tone: 'success' | 'neutral';
  /** 'Pay now', or 'See invoice' when paid; both open payment_url in a new tab. */
  readonly action: 'pay-now' | 'see-invoice';
  readonly amountEuros: number;
  readonly paymentUrl: string;
}

const BADGES: ReadonlyMap<string, PaymentBadge> = new Map([
  ['paid', 'paid'],
  ['open', 'pending-payment'],
  ['void', 'cancelled'],
]);

/** paid → Paid, open → Pending payment, void → Cancelled, anything else → Pending. */
export const paymentBadge = (status: string): PaymentBadge => BADGES.get(status) ?? 'pending';

export const paymentTone = (status: string): PaymentCard['tone'] => (status === 'paid' || status === 'void' ? 'success' : 'neutral');

/**
 * The payment card, shown only when a payment record exists. A withdrawn application keeps it (what was paid or is
 * due), with the invoice to read rather than a payment to make.
 */
export const paymentCard = (invoice: Invoice | null, { withdrawn = false }: { readonly withdrawn?: boolean } = {}): PaymentCard | null =>
  invoice === null
    ? null
    : {
        badge: paymentBadge(invoice.status),
        tone: paymentTone(invoice.status),
        action: invoice.status === 'paid' || withdrawn ? 'see-invoice' : 'pay-now',
        amountEuros: centsToEuros(invoice.amount),
        paymentUrl: invoice.payment_url,
      };
