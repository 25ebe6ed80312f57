import { describe, expect, it } from 'vitest';
import { PortError } from '../api/port-error';
import { aDocumentsApi, aPaymentRequiredDetail } from '../testing';
import { paymentRequiredDetailOf, submitDocuments } from './submit-documents';

describe('submitDocuments', () => {
  it('returns the submitted outcome', async () => {
    expect(await submitDocuments(aDocumentsApi())).toEqual({ ok: true, value: { kind: 'submitted' } });
  });

  it('passes on a payment-required outcome from the port', async () => {
    const invoice = aPaymentRequiredDetail();
    expect(await submitDocuments(aDocumentsApi({ submit: { kind: 'payment-required', invoice } }))).toEqual({
      ok: true,
      value: { kind: 'payment-required', invoice },
    });
  });

  it('turns a PAYMENT_REQUIRED rejection into the invoice', async () => {
    const invoice = aPaymentRequiredDetail({ amount: 9_900 });
    const api = aDocumentsApi({ submit: new PortError('PAYMENT_REQUIRED', 'Payment required', { status: 402, detail: invoice }) });
    expect(await submitDocuments(api)).toEqual({ ok: true, value: { kind: 'payment-required', invoice } });
  });

  it('fails when a 402 carries no readable invoice', async () => {
    const api = aDocumentsApi({ submit: new PortError('PAYMENT_REQUIRED', 'Payment required', { status: 402, detail: 'pay' }) });
    expect(await submitDocuments(api)).toEqual({ ok: false, error: { code: 'SUBMISSION_FAILED', cause: 'PAYMENT_REQUIRED', detail: 'pay' } });
  });

  it('fails with the port code and detail', async () => {
    const api = aDocumentsApi({ submit: new PortError('INVALID_INPUT', 'x', { status: 400, detail: 'Missing documents' }) });
    expect(await submitDocuments(api)).toEqual({ ok: false, error: { code: 'SUBMISSION_FAILED', cause: 'INVALID_INPUT', detail: 'Missing documents' } });
  });

  it('says so when every application was withdrawn meanwhile (409 ALL_WITHDRAWN)', async () => {
    expect(await submitDocuments(aDocumentsApi({ submit: new PortError('CONFLICT', 'Every application was withdrawn', { status: 409, detail: { code: 'ALL_WITHDRAWN', message: 'Every application was withdrawn' } }) }))).toEqual({ ok: false, error: { code: 'ALL_WITHDRAWN' } });
  });

  it('fails without code on an unexpected error', async () => {
    expect(await submitDocuments(aDocumentsApi({ submit: new Error('bug') }))).toEqual({ ok: false, error: { code: 'SUBMISSION_FAILED', cause: null, detail: null } });
  });
});

describe('paymentRequiredDetailOf', () => {
  it('reads the detail itself or wrapped in detail', () => {
    const detail = aPaymentRequiredDetail();
    expect(paymentRequiredDetailOf(detail)).toEqual(detail);
    expect(paymentRequiredDetailOf({ detail })).toEqual(detail);
  });

  it.each([null, 'x', { invoice_id: 1, amount: 1, payment_url: 'u' }, { invoice_id: 'a', amount: '1', payment_url: 'u' }, { invoice_id: 'a', amount: 1 }])(
    'refuses %j',
    (value) => {
      expect(paymentRequiredDetailOf(value)).toBeNull();
    },
  );
});
