// Every setting of the local backend, with the defaults a newcomer needs and the env variables that change them.
import { fileURLToPath } from 'node:url';
import { BRAND_CONFIG, QUIZ_DURATION_MINUTES, QUIZ_QUESTION_COUNT } from '@admission/domain';
import { EXPIRING_QUIZ_SECONDS } from './seed/demo-accounts';
import { GENERATED_APPLICATIONS } from './seed/seed';

export type BackendMode = 'dev' | 'test' | 'production';

/** At most `max` events in any `windowSeconds`. */
export interface RateLimit {
  readonly max: number;
  readonly windowSeconds: number;
}

export interface BackendConfig {
  readonly port: number;
  readonly host: string;
  /** The base URL browsers reach this server at (signed URLs, magic links, payment pages). */
  readonly publicUrl: string;
  /** Where a magic link lands when its redirect_to is missing or not allowed. */
  readonly siteUrl: string;
  /** Origins allowed by CORS; also the allow-list of magic-link redirects. */
  readonly corsOrigins: readonly string[];
  readonly jwtSecret: string;
  /** Salts the candidates' pseudonyms reviewers see (the domain's pseudonymOf); JWT_SECRET unless set. */
  readonly reviewPseudonymSecret: string;
  readonly anonKey: string;
  readonly accessTokenTtlSeconds: number;
  /** How long a spent refresh token may be presented again (GoTrue's GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL). */
  readonly refreshTokenReuseIntervalSeconds: number;
  readonly otpTtlSeconds: number;
  /** Links or codes sent to one email (GoTrue's one a minute, SMTP_MAX_FREQUENCY). */
  readonly otpRateLimit: RateLimit;
  /** Links or codes asked for from one IP address, whatever the email (Supabase: 30 an hour). */
  readonly otpIpRateLimit: RateLimit;
  /** Wrong codes or links: per email and per IP then 429, and the tries one code survives before it is burnt. */
  readonly verifyRateLimit: { readonly perEmail: RateLimit; readonly perIp: RateLimit; readonly triesPerCode: number };
  readonly bucket: string;
  readonly dataDir: string;
  /** null: embedded PGlite in dataDir (or memory when dataDir is ':memory:'). */
  readonly databaseUrl: string | null;
  readonly mode: BackendMode;
  readonly quiz: {
    readonly durationMinutes: number;
    readonly minAnswerIntervalMs: number;
    readonly questionCount: number;
    /** How long the seeded `quiz.expiring` account has left after a seed or reset. */
    readonly expiringSeconds: number;
  };
  /** How many generated applications the seed adds to the named demo accounts (a bench seeds thousands). */
  readonly seedGeneratedApplications: number;
  /** `{id}` is replaced by the invoice id; a real deployment stores Stripe's hosted URL per invoice instead. */
  readonly paymentPageUrl: string;
  readonly applyUrls: Readonly<Record<string, string>>;
  /** Each brand's portal, as the candidate emails link it. */
  readonly portalUrls: Readonly<Record<string, string>>;
  /** The interview booking link the ADMISSIBLE email carries (the web app's VITE_INTERVIEW_BOOKING_URL). */
  readonly interviewBookingUrl: string;
  /** How often the documents reminder job runs on the server's clock; 0 runs it only when asked (tests, /__dev). */
  readonly reminderJobIntervalMinutes: number;
  /** Print every email to the console. */
  readonly printEmails: boolean;
  /** The server's clock; tests pass a controllable one. */
  readonly now: () => number;
}

/** The Supabase CLI's default local JWT secret: the anon key below is signed with it. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** The Supabase CLI's local anon key: HS256, role anon, signed with DEFAULT_JWT_SECRET. */
export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const DEFAULT_PORT = 54321;
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data', import.meta.url));

/** The portal's hosts on this machine: the first brand's local hosts, the second brand's slug, the bare address. */
const portalHosts = [
  ...BRAND_CONFIG.first.hosts.filter((host) => host === 'localhost' || host.endsWith('.localhost')),
  `${BRAND_CONFIG.second.hostSlug}.localhost`,
  '127.0.0.1',
];
/** The web app's dev server port on this machine (`WEB_PORT`; `npm start` passes its own). */
const DEFAULT_WEB_PORT = 5173;
/** The portal's origins on this machine: its hosts on the dev server's port and on Vite's preview port (4173). */
export const defaultCorsOrigins = (webPort: number = DEFAULT_WEB_PORT): readonly string[] =>
  portalHosts.flatMap((host) => [`http://${host}:${String(webPort)}`, `http://${host}:4173`]);

const numberFrom = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`Expected a non-negative number, got "${value}"`);
  return parsed;
};

const countFrom = (name: string, value: string | undefined, fallback: number): number => {
  const parsed = numberFrom(value, fallback);
  if (!Number.isInteger(parsed)) throw new Error(`${name} must be a whole number, got "${value ?? ''}"`);
  return parsed;
};

const listFrom = (value: string | undefined, fallback: readonly string[]): readonly string[] =>
  value === undefined || value.trim() === '' ? fallback : value.split(',').map((item) => item.trim()).filter(Boolean);

const modeFrom = (value: string | undefined, nodeEnv?: string): BackendMode => {
  if (value === undefined || value === '') return nodeEnv === 'production' ? 'production' : 'dev';
  if (value === 'dev' || value === 'test' || value === 'production') return value;
  throw new Error(`LOCAL_BACKEND_MODE must be dev, test or production, got "${value}"`);
};

export type ConfigOverrides = Partial<Omit<BackendConfig, 'quiz' | 'otpRateLimit' | 'otpIpRateLimit' | 'verifyRateLimit'>> & {
  readonly quiz?: Partial<BackendConfig['quiz']>;
  readonly otpRateLimit?: Partial<RateLimit>;
  readonly otpIpRateLimit?: Partial<RateLimit>;
  readonly verifyRateLimit?: { readonly perEmail?: Partial<RateLimit>; readonly perIp?: Partial<RateLimit>; readonly triesPerCode?: number };
};

const rateLimitFrom = (override: Partial<RateLimit> | undefined, max: string | undefined, window: string | undefined, defaults: RateLimit): RateLimit => ({
  max: override?.max ?? numberFrom(max, defaults.max),
  windowSeconds: override?.windowSeconds ?? numberFrom(window, defaults.windowSeconds),
});

/** Defaults, then environment variables, then explicit overrides (programmatic use). */
export function loadConfig(overrides: ConfigOverrides = {}, env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const port = overrides.port ?? numberFrom(env.PORT ?? env.LOCAL_BACKEND_PORT, DEFAULT_PORT);
  const publicUrl = (overrides.publicUrl ?? env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const webPort = numberFrom(env.WEB_PORT, DEFAULT_WEB_PORT);
  const corsOrigins = overrides.corsOrigins ?? listFrom(env.CORS_ORIGINS, defaultCorsOrigins(webPort));
  const mode = overrides.mode ?? modeFrom(env.LOCAL_BACKEND_MODE, env.NODE_ENV);
  return {
    port,
    host: overrides.host ?? env.HOST ?? '127.0.0.1',
    publicUrl,
    siteUrl: overrides.siteUrl ?? env.SITE_URL ?? `http://localhost:${String(webPort)}`,
    corsOrigins,
    jwtSecret: overrides.jwtSecret ?? env.JWT_SECRET ?? DEFAULT_JWT_SECRET,
    reviewPseudonymSecret: overrides.reviewPseudonymSecret ?? env.REVIEW_PSEUDONYM_SECRET ?? overrides.jwtSecret ?? env.JWT_SECRET ?? DEFAULT_JWT_SECRET,
    anonKey: overrides.anonKey ?? env.ANON_KEY ?? DEFAULT_ANON_KEY,
    accessTokenTtlSeconds: overrides.accessTokenTtlSeconds ?? numberFrom(env.ACCESS_TOKEN_TTL_SECONDS, 3600),
    refreshTokenReuseIntervalSeconds:
      overrides.refreshTokenReuseIntervalSeconds ?? numberFrom(env.REFRESH_TOKEN_REUSE_INTERVAL_SECONDS, 10),
    otpTtlSeconds: overrides.otpTtlSeconds ?? numberFrom(env.OTP_TTL_SECONDS, 600),
    otpRateLimit: rateLimitFrom(overrides.otpRateLimit, env.OTP_RATE_LIMIT_MAX, env.OTP_RATE_LIMIT_WINDOW_SECONDS, { max: 1, windowSeconds: 60 }),
    otpIpRateLimit: rateLimitFrom(overrides.otpIpRateLimit, env.OTP_IP_RATE_LIMIT_MAX, env.OTP_IP_RATE_LIMIT_WINDOW_SECONDS, { max: 30, windowSeconds: 3600 }),
    verifyRateLimit: {
      perEmail: rateLimitFrom(overrides.verifyRateLimit?.perEmail, env.VERIFY_EMAIL_RATE_LIMIT_MAX, env.VERIFY_EMAIL_RATE_LIMIT_WINDOW_SECONDS, { max: 10, windowSeconds: 3600 }),
      perIp: rateLimitFrom(overrides.verifyRateLimit?.perIp, env.VERIFY_IP_RATE_LIMIT_MAX, env.VERIFY_IP_RATE_LIMIT_WINDOW_SECONDS, { max: 30, windowSeconds: 300 }),
      triesPerCode: overrides.verifyRateLimit?.triesPerCode ?? numberFrom(env.OTP_TRIES_PER_CODE, 5),
    },
    bucket: overrides.bucket ?? env.STORAGE_BUCKET ?? 'candidate-documents',
    dataDir: overrides.dataDir ?? env.DATA_DIR ?? DEFAULT_DATA_DIR,
    databaseUrl: overrides.databaseUrl !== undefined ? overrides.databaseUrl : (env.DATABASE_URL ?? null),
    mode,
    quiz: {
      durationMinutes: overrides.quiz?.durationMinutes ?? numberFrom(env.QUIZ_DURATION_MINUTES, QUIZ_DURATION_MINUTES),
      minAnswerIntervalMs: overrides.quiz?.minAnswerIntervalMs ?? numberFrom(env.QUIZ_MIN_ANSWER_INTERVAL_MS, 2000),
      questionCount: overrides.quiz?.questionCount ?? numberFrom(env.QUIZ_QUESTION_COUNT, QUIZ_QUESTION_COUNT),
      expiringSeconds: overrides.quiz?.expiringSeconds ?? numberFrom(env.QUIZ_EXPIRING_SECONDS, EXPIRING_QUIZ_SECONDS),
    },
    seedGeneratedApplications:
      overrides.seedGeneratedApplications ?? countFrom('SEED_GENERATED_APPLICATIONS', env.SEED_GENERATED_APPLICATIONS, GENERATED_APPLICATIONS),
    paymentPageUrl: overrides.paymentPageUrl ?? env.PAYMENT_PAGE_URL ?? `${publicUrl}/__dev/stripe/invoices/{id}`,
    applyUrls: overrides.applyUrls ?? {
      northbridge: env.APPLY_URL_NORTHBRIDGE ?? 'https://northbridge.example/apply',
      lumiere: env.APPLY_URL_LUMIERE ?? 'https://lumiere.example/candidater',
      default: env.APPLY_URL_DEFAULT ?? 'https://northbridge.example/apply',
    },
    portalUrls: overrides.portalUrls ?? {
      northbridge: env.PORTAL_URL_NORTHBRIDGE ?? `http://localhost:${String(webPort)}`,
      lumiere: env.PORTAL_URL_LUMIERE ?? `http://lumiere.localhost:${String(webPort)}`,
      default: env.PORTAL_URL_DEFAULT ?? `http://localhost:${String(webPort)}`,
    },
    interviewBookingUrl: overrides.interviewBookingUrl ?? env.INTERVIEW_BOOKING_URL ?? 'https://apply.northbridge.example/interview',
    reminderJobIntervalMinutes:
      overrides.reminderJobIntervalMinutes ?? countFrom('REMINDER_JOB_INTERVAL_MINUTES', env.REMINDER_JOB_INTERVAL_MINUTES, mode === 'test' ? 0 : 60),
    // Production prints no email: a link or code in a log is a sign-in for whoever reads the log.
    printEmails: mode !== 'production' && (overrides.printEmails ?? env.PRINT_EMAILS !== '0'),
    now: overrides.now ?? Date.now,
  };
}
