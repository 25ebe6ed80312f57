import { describe, expect, it } from 'vitest';
import { anInvoice } from '../testing';
import { centsToEuros } from './money';
import { paymentBadge, paymentCard, paymentTone } from './payment-card';

describe('payment card', () => {
  it.each([
    ['paid', 'paid', 'success'],
    ['open', 'pending-payment', 'neutral'],
    ['void', 'cancelled', 'success'],
    ['draft', 'pending', 'neutral'],
    ['', 'pending', 'neutral'],
    ['toString', 'pending', 'neutral'],
  ])('status %j shows %s in %s tone', (status, badge, tone) => {
    expect(paymentBadge(status)).toBe(badge);
    expect(paymentTone(status)).toBe(tone);
  });

  it('is hidden without a payment record', () => {
    expect(paymentCard(null)).toBeNull();
  });

  it('offers Pay now while open, See invoice when paid', () => {
    expect(paymentCard(anInvoice({ status: 'open', amount: 15_000, payment_url: 'https://pay.example/x' }))).toEqual({
      badge: 'pending-payment',
      tone: 'neutral',
      action: 'pay-now',
      amountEuros: 150,
      paymentUrl: 'https://pay.example/x',
    });
    expect(paymentCard(anInvoice({ status: 'paid' }))?.action).toBe('see-invoice');
    expect(paymentCard(anInvoice({ status: 'void' }))?.action).toBe('pay-now');
  });

  it('stays on a withdrawn application, with its amount and badge, offering the invoice rather than a payment', () => {
    const open = anInvoice({ status: 'open', amount: 15_000 });
    expect(paymentCard(open, { withdrawn: true })).toEqual({ ...paymentCard(open), action: 'see-invoice' });
    expect(paymentCard(anInvoice({ status: 'paid' }), { withdrawn: true })?.action).toBe('see-invoice');
    expect(paymentCard(null, { withdrawn: true })).toBeNull();
  });
});

describe('money', () => {
  it.each([
    [15_000, 150],
    [9_999, 99.99],
    [5, 0.05],
    [0, 0],
    [12_345, 123.45],
  ])('%i cents are %s euros (the web writes them with the locale)', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });
});
