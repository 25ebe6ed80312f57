import { describe, expect, it } from 'vitest';
import { PortError, isPortError } from './port-error';

describe('PortError', () => {
  it('carries code, status and detail', () => {
    const error = new PortError('PAYMENT_REQUIRED', 'Payment required', { status: 402, detail: { invoice_id: 'x' } });
    expect([error.code, error.status, error.name, error.message]).toEqual(['PAYMENT_REQUIRED', 402, 'PortError', 'Payment required']);
    expect(error.detailText).toBeNull();
    expect(isPortError(error)).toBe(true);
  });

  it('gives the detail text only when it is a non-empty string', () => {
    expect(new PortError('SERVER', 'x', { detail: 'Boom' }).detailText).toBe('Boom');
    expect(new PortError('SERVER', 'x', { detail: '  ' }).detailText).toBeNull();
    expect(new PortError('SERVER', 'x').status).toBeNull();
    expect(isPortError(new Error('x'))).toBe(false);
  });
});
