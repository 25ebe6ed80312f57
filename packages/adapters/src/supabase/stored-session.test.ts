// The stored session is read the way supabase-js writes it: checked against the real supabase-js.
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthSession } from '@admission/domain';
import { useTestServer } from '../testing/test-server';
import { lazySupabaseClient, type SupabaseClientLoader } from './supabase-client';
import { toAuthSession } from './supabase-auth-gateway';
import { STORED_SESSION_MARGIN_SECONDS, StoredSessionTokenSource, readStoredSession, supabaseStorageKey } from './stored-session';

const NOW_MS = Date.UTC(2026, 10, 24, 12);
const nowSeconds = NOW_MS / 1000;

const storedValue = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    access_token: 'access.token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: nowSeconds + 3600,
    refresh_token: 'refresh-1',
    user: { id: 'user-1', email: 'ada@example.com' },
    ...overrides,
  });

const storageWith = (items: Record<string, string>): Pick<Storage, 'getItem'> => ({ getItem: (key) => items[key] ?? null });
const KEY = 'sb-localhost-auth-token';

describe('supabaseStorageKey', () => {
  it('is named after the first label of the project host, as supabase-js names it', () => {
    expect(supabaseStorageKey('http://localhost:54321')).toBe('sb-localhost-auth-token');
    expect(supabaseStorageKey('http://lumiere.localhost:54321')).toBe('sb-lumiere-auth-token');
    expect(supabaseStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
  });
});

describe('readStoredSession', () => {
  it('reads a whole, valid session', () => {
    expect(readStoredSession(storageWith({ [KEY]: storedValue() }), KEY, NOW_MS)).toEqual<AuthSession>({
      accessToken: 'access.token',
      refreshToken: 'refresh-1',
      expiresAt: nowSeconds + 3600,
      expiresIn: 3600,
      tokenType: 'bearer',
      user: { id: 'user-1', email: 'ada@example.com' },
    });
  });

  it('leaves a token within the margin of its expiry to supabase-js', () => {
    const at = (expiresAt: number) => readStoredSession(storageWith({ [KEY]: storedValue({ expires_at: expiresAt }) }), KEY, NOW_MS);
    expect(at(nowSeconds + STORED_SESSION_MARGIN_SECONDS + 1)).not.toBeNull();
    expect(at(nowSeconds + STORED_SESSION_MARGIN_SECONDS)).toBeNull();
    expect(at(nowSeconds - 10)).toBeNull();
  });

  it('answers null for nothing stored, broken JSON, a partial session or a storage that throws', () => {
    expect(readStoredSession(storageWith({}), KEY, NOW_MS)).toBeNull();
    expect(readStoredSession(null, KEY, NOW_MS)).toBeNull();
    expect(readStoredSession(storageWith({ [KEY]: '{not json' }), KEY, NOW_MS)).toBeNull();
    expect(readStoredSession(storageWith({ [KEY]: '[]' }), KEY, NOW_MS)).toBeNull();
    expect(readStoredSession(storageWith({ [KEY]: storedValue({ access_token: '' }) }), KEY, NOW_MS)).toBeNull();
    expect(readStoredSession(storageWith({ [KEY]: storedValue({ user: null }) }), KEY, NOW_MS)).toBeNull();
    expect(readStoredSession(storageWith({ [KEY]: storedValue({ expires_at: undefined }) }), KEY, NOW_MS)).toBeNull();
    const throwing = { getItem: () => { throw new Error('SecurityError'); } };
    expect(readStoredSession(throwing, KEY, NOW_MS)).toBeNull();
  });
});

describe('StoredSessionTokenSource', () => {
  it('gives the stored token without asking supabase-js, and asks it once nothing valid is stored', async () => {
    let asked = 0;
    const fallback = { accessToken: () => ((asked += 1), Promise.resolve('refreshed.token')) };
    let stored: AuthSession | null = readStoredSession(storageWith({ [KEY]: storedValue() }), KEY, NOW_MS);
    const source = new StoredSessionTokenSource(() => stored, fallback);
    expect(await source.accessToken()).toBe('access.token');
    expect(asked).toBe(0);
    stored = null;
    expect(await source.accessToken()).toBe('refreshed.token');
    expect(asked).toBe(1);
  });
});

describe('what supabase-js stores', () => {
  const server = useTestServer();
  let client: SupabaseClientLoader | null = null;
  afterEach(async () => {
    (await client?.())?.auth.stopAutoRefresh();
  });

  it('is read back as the session supabase-js itself reports', async () => {
    const items = new Map<string, string>();
    const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    server.answer({
      status: 200,
      body: {
        access_token: 'access.from.gotrue',
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: expiresAt,
        refresh_token: 'refresh-from-gotrue',
        user: { id: 'user-9', aud: 'authenticated', role: 'authenticated', email: 'nine@example.com', app_metadata: {}, user_metadata: {}, created_at: '2026-01-01T00:00:00Z' },
      },
    });
    client = lazySupabaseClient({ url: server.url, anonKey: 'anon-key', storage });
    const { data, error } = await (await client()).auth.verifyOtp({ email: 'nine@example.com', token: '123456', type: 'email' });
    expect(error).toBeNull();
    if (!data.session) throw new Error('supabase-js returned no session');
    expect(readStoredSession(storage, supabaseStorageKey(server.url), Date.now())).toEqual(toAuthSession(data.session));
  });
});
