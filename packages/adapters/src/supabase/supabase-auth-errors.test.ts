// The GoTrue refusal mapping when auth-js could not read the error code (in a browser without the
// exposed X-Supabase-Api-Version header it only has the status and message).
import { AuthApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { codeVerificationFailureOf, signInFailureOf } from './supabase-auth-gateway';

describe('signInFailureOf', () => {
  it('reads an unknown email from the message alone', () => {
    expect(signInFailureOf(new AuthApiError('Signups not allowed for otp', 422, undefined))).toEqual({ code: 'ACCOUNT_NOT_FOUND', applyUrl: null });
  });

  it('reads a rate limit from the status alone', () => {
    expect(signInFailureOf(new AuthApiError('Too many requests', 429, undefined))).toEqual({ code: 'RATE_LIMITED' });
  });

  it('reads the wait from GoTrue\'s sentence', () => {
    const error = new AuthApiError('For security purposes, you can only request this after 52 seconds.', 429, 'over_email_send_rate_limit');
    expect(signInFailureOf(error)).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: 52 });
    expect(signInFailureOf(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'))).toEqual({ code: 'RATE_LIMITED' });
  });

  it('keeps the server message of any other refusal', () => {
    expect(signInFailureOf(new AuthApiError('Email logins are disabled', 400, 'email_provider_disabled'))).toEqual({
      code: 'ACCESS_DENIED',
      message: 'Email logins are disabled',
    });
  });
});

describe('codeVerificationFailureOf', () => {
  it('treats otp_expired and a bare 403 as an invalid or expired code, other errors as a failed verification', () => {
    expect(codeVerificationFailureOf(new AuthApiError('Token has expired or is invalid', 403, undefined))).toEqual({ code: 'CODE_INVALID_OR_EXPIRED' });
    expect(codeVerificationFailureOf(new AuthApiError('x', 400, 'otp_expired'))).toEqual({ code: 'CODE_INVALID_OR_EXPIRED' });
    expect(codeVerificationFailureOf(new AuthApiError('Internal error', 500, 'unexpected_failure'))).toEqual({ code: 'VERIFICATION_FAILED' });
  });

  it('tells a 429 for too many wrong codes, with the wait', () => {
    const error = new AuthApiError('For security purposes, you can only request this after 3412 seconds.', 429, 'over_request_rate_limit');
    expect(codeVerificationFailureOf(error)).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: 3412 });
    expect(codeVerificationFailureOf(new AuthApiError('Too many requests', 429, undefined))).toEqual({ code: 'RATE_LIMITED' });
  });
});
