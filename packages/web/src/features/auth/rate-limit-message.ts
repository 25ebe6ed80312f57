import type { IntlShape } from 'react-intl';
import { authMessages as m } from './auth.messages';

/** What to tell after a 429: how long to wait when the auth service said so (minutes past two of them). */
export function rateLimitMessage(intl: Pick<IntlShape, 'formatMessage'>, retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return intl.formatMessage(m.rateLimitedText);
  if (retryAfterSeconds < 120) return intl.formatMessage(m.rateLimitedSeconds, { seconds: Math.ceil(retryAfterSeconds) });
  return intl.formatMessage(m.rateLimitedMinutes, { minutes: Math.ceil(retryAfterSeconds / 60) });
}
