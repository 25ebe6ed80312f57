import type { CodeVerificationFailure, SignInFailure } from '@admission/domain';
import { defineMessages, type IntlShape } from 'react-intl';
import { untyped } from '../i18n/untyped';

// Shown by both sign-in pages (/auth and /auth/confirm), so they live in the common part of the catalog.
const m = untyped(defineMessages({
  rateLimitedText: {
    id: 'auth.rateLimited.text',
    defaultMessage: 'You asked for several links in a short time. Please wait a minute, then try again.',
  },
  rateLimitedSeconds: {
    id: 'auth.rateLimited.seconds',
    defaultMessage: 'For your security, please wait {seconds, plural, one {# second} other {# seconds}}, then try again.',
  },
  rateLimitedMinutes: {
    id: 'auth.rateLimited.minutes',
    defaultMessage: 'For your security, please wait {minutes, plural, one {# minute} other {# minutes}}, then try again.',
  },
  codeMalformed: { id: 'auth.code.malformed', defaultMessage: 'Enter the 6 digits of the code from the email.' },
  codeInvalid: { id: 'auth.code.invalid', defaultMessage: 'This code is invalid or has expired. Request a new link.' },
}));

type Intl = Pick<IntlShape, 'formatMessage'>;

/** What to tell after a 429: how long to wait when the auth service said so (minutes past two of them). */
export function rateLimitMessage(intl: Intl, retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return intl.formatMessage(m.rateLimitedText);
  if (retryAfterSeconds < 120) return intl.formatMessage(m.rateLimitedSeconds, { seconds: Math.ceil(retryAfterSeconds) });
  return intl.formatMessage(m.rateLimitedMinutes, { minutes: Math.ceil(retryAfterSeconds / 60) });
}

/** Why the 6-digit code did not sign in; `otherwise` for a failure of the service itself. */
export function codeFailureText(intl: Intl, failure: CodeVerificationFailure | SignInFailure, otherwise: string): string {
  if (failure.code === 'CODE_MALFORMED') return intl.formatMessage(m.codeMalformed);
  if (failure.code === 'CODE_INVALID_OR_EXPIRED') return intl.formatMessage(m.codeInvalid);
  if (failure.code === 'RATE_LIMITED') return rateLimitMessage(intl, failure.retryAfterSeconds);
  return otherwise;
}
