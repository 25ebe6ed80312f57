// A real backend for a test file: in-memory PGlite (or a fresh PostgreSQL database when
// LOCAL_BACKEND_TEST_DB=postgres), a temporary data directory, a clock the test can move.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { freePort, MEMORY_DATABASE, startLocalBackend, type RunningBackend, type StartOptions } from '../backend';
import { DEFAULT_ANON_KEY } from '../config';
import { buildServer } from '../server';
import { aPdf, storagePath } from './files';

export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let current = start;
  return { now: () => current, advance: (ms) => void (current += ms) };
}

export const usePostgres = (): boolean => process.env.LOCAL_BACKEND_TEST_DB === 'postgres';

/** A new, empty database on the test server; dropped by the returned function. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined || adminUrl === '') throw new Error('LOCAL_BACKEND_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `lb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface Session {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface CallOptions {
  readonly token?: string | null;
  readonly body?: unknown;
  readonly rawBody?: string | Uint8Array;
  readonly headers?: Record<string, string>;
  readonly redirect?: 'manual' | 'follow';
}

export interface CallResult<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export interface TestBackend {
  readonly url: string;
  readonly backend: RunningBackend;
  readonly clock: TestClock;
  readonly dataDir: string;
  /** Signs in through the real magic-link flow (POST /auth/v1/otp, the emailed link). */
  signIn(email: string): Promise<Session>;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestBackend(options: StartOptions & { keepData?: boolean } = {}): Promise<TestBackend> {
  const clock = testClock();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'local-backend-test-')));
  const database = options.databaseUrl !== undefined ? null : usePostgres() ? await freshPostgresDatabase() : null;
  const port = options.port ?? (await freePort());
  const templateFile = inject('pgliteTemplate');
  const memoryTemplate = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
  const backend = await startLocalBackend({
    port,
    publicUrl: `http://127.0.0.1:${port}`,
    mode: 'test',
    printEmails: false,
    now: clock.now,
    // Every test signs in from 127.0.0.1, many times: the auth limits have their own tests (rate-limits.test.ts).
    otpRateLimit: { max: 1000 },
    otpIpRateLimit: { max: 100_000 },
    verifyRateLimit: { perEmail: { max: 100_000 }, perIp: { max: 100_000 } },
    memoryTemplate,
    ...options,
    dataDir,
    databaseUrl: options.databaseUrl !== undefined ? options.databaseUrl : (database?.url ?? MEMORY_DATABASE),
  });
  const url = backend.url;

  const call = async <T>(method: string, path: string, callOptions: CallOptions = {}): Promise<CallResult<T>> => {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    let body: string | Uint8Array | undefined = callOptions.rawBody;
    if (callOptions.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(callOptions.body);
    }
    const response = await fetch(`${url}${path}`, { method, headers, body, redirect: callOptions.redirect ?? 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };

  const signIn = async (email: string): Promise<Session> => {
    const sent = await call('POST', '/auth/v1/otp', { body: { email, create_user: false }, headers: { apikey: DEFAULT_ANON_KEY } });
    if (sent.status !== 200) throw new Error(`otp for ${email}: ${sent.status} ${JSON.stringify(sent.body)}`);
    const outbox = await call<{ link: string; code: string }[]>('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`);
    // The newest sign-in email: the workflow's emails (a decision, a reminder) carry no code.
    const link = outbox.body.find((mail) => mail.code !== '')?.link;
    if (link === undefined) throw new Error(`no email for ${email}`);
    // What the portal's confirm page does when the person presses its button.
    const tokenHash = new URL(link).searchParams.get('token_hash');
    const verified = await call<{ access_token?: string; refresh_token?: string }>('POST', '/auth/v1/verify', {
      body: { token_hash: tokenHash, type: 'email' },
      headers: { apikey: DEFAULT_ANON_KEY },
    });
    const { access_token: accessToken, refresh_token: refreshToken } = verified.body;
    if (accessToken === undefined || refreshToken === undefined) throw new Error(`sign-in failed for ${email}: ${verified.status} ${JSON.stringify(verified.body)}`);
    return { accessToken, refreshToken };
  };

  return {
    url,
    backend,
    clock,
    dataDir,
    signIn,
    call,
    reset: () => backend.reset(),
    close: async () => {
      await backend.close();
      await database?.drop();
      if (options.keepData !== true && options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Uploads a file through the storage stand-in as the given user; returns the status and the path. */
export async function uploadAs(
  t: TestBackend,
  session: Session,
  path: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<{ status: number; path: string; body: unknown }> {
  const response = await fetch(`${t.url}/storage/v1/object/candidate-documents/${path}`, {
    method: 'POST',
    headers: { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${session.accessToken}`, 'content-type': contentType, 'cache-control': 'max-age=3600' },
    body: bytes,
  });
  return { status: response.status, path, body: await response.json() };
}

/** The id of the signed-in user. */
export async function userIdOf(t: TestBackend, session: Session): Promise<string> {
  const me = await t.call<{ id: string }>('GET', '/users/me', { token: session.accessToken });
  return me.body.id;
}

export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
}

/** Every route the server registers (HEAD and OPTIONS left out), read from a second instance that never listens. */
export async function registeredRoutes(t: TestBackend): Promise<RegisteredRoute[]> {
  const collected: RegisteredRoute[] = [];
  const probe = await buildServer(t.backend.context, { onRoute: (route) => collected.push(route) });
  await probe.close();
  return collected.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
}

/** The id of the (first) application of a candidate, as staff find it by their email. */
export async function applicationIdOf(t: TestBackend, staff: Session, email: string): Promise<number> {
  const list = await t.call<{ deal_id: number }[]>('GET', `/admin/applications?status=all&search=${encodeURIComponent(email)}`, { token: staff.accessToken });
  const id = list.body[0]?.deal_id;
  if (id === undefined) throw new Error(`no application for ${email}`);
  return id;
}

/**
 * What the portal does to add a document: a PDF stored through the storage stand-in, then recorded in its slot
 * (POST /documents/create). Throws unless both answer 2xx; returns the document's id.
 */
export async function uploadDocument(
  t: TestBackend,
  session: Session,
  slot: { readonly document_type: string; readonly document_index: number },
  name: string,
): Promise<number> {
  const stored = await uploadAs(t, session, storagePath(await userIdOf(t, session), slot.document_type, name, t.clock.now()), aPdf(), 'application/pdf');
  if (stored.status !== 200) throw new Error(`storing ${name}: ${stored.status} ${JSON.stringify(stored.body)}`);
  const created = await t.call<{ id: number }>('POST', '/documents/create', {
    token: session.accessToken,
    body: { name, document_type: slot.document_type, document_index: slot.document_index, document_path: stored.path },
  });
  if (created.status !== 200) throw new Error(`recording ${name}: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

/** A backend of its own for a test file, with the seeded admin and agent signed in. */
export async function startWithStaff(): Promise<{ t: TestBackend; admin: Session; agent: Session }> {
  const t = await startTestBackend();
  const [admin, agent] = await Promise.all([t.signIn('admin@northbridge.example'), t.signIn('agent@northbridge.example')]);
  return { t, admin, agent };
}
