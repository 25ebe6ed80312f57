import { BACKEND_PORT, WEB_PORT } from './ports';
import { QUIZ_MIN_ANSWER_INTERVAL_MS } from './quiz-timing';
import { LINK_SEND_WINDOW_SECONDS, LINK_SENDS_PER_EMAIL } from './sign-in-limits';

/** The portal's origins in a test run: the first brand, the second brand, the default brand. */
export const PORTAL_ORIGINS = ['localhost', 'lumiere.localhost', '127.0.0.1'].map((host) => `http://${host}:${WEB_PORT}`);

/** How a test run starts the real local backend: in-memory database, dev mode (for /__dev/*), on BACKEND_PORT. */
export const BACKEND_COMMAND = 'pnpm --filter @admission/local-backend start';

/** The local backend's environment for a test run (the Chromium e2e suite and the cross-browser suite). */
export const BACKEND_ENV: Readonly<Record<string, string>> = {
  PORT: String(BACKEND_PORT),
  DATABASE_URL: 'memory://',
  LOCAL_BACKEND_MODE: 'dev',
  CORS_ORIGINS: PORTAL_ORIGINS.join(','),
  SITE_URL: PORTAL_ORIGINS[0] ?? '',
  PRINT_EMAILS: '0',
  // The suite signs in some 60 times from one address in a few minutes: the per-email and per-address
  // limits are raised for it (their own tests are in packages/local-backend). The per-email window is short,
  // so a test sees a refusal's wait end (sign-in-limits.ts).
  OTP_RATE_LIMIT_MAX: String(LINK_SENDS_PER_EMAIL),
  OTP_RATE_LIMIT_WINDOW_SECONDS: String(LINK_SEND_WINDOW_SECONDS),
  OTP_IP_RATE_LIMIT_MAX: '10000',
  VERIFY_IP_RATE_LIMIT_MAX: '10000',
  QUIZ_MIN_ANSWER_INTERVAL_MS: String(QUIZ_MIN_ANSWER_INTERVAL_MS),
  // The expiry test waits for the seeded expiring quiz to run out: 25 s, not the demo's 60.
  QUIZ_EXPIRING_SECONDS: '25',
};
