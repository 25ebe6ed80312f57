// supabase-js clients and raw requests for the storage tests: a candidate's, the service role's, the anon key's.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { DEFAULT_ANON_KEY, DEFAULT_JWT_SECRET } from '../config';
import type { Session, TestBackend } from './test-backend';

export const BUCKET = 'candidate-documents';

/** A service-role key as Supabase issues one: a JWT with role service_role, signed with the project's secret. */
export function serviceRoleKey(secret = DEFAULT_JWT_SECRET): Promise<string> {
  return new SignJWT({ role: 'service_role', iss: 'supabase-demo' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('10y')
    .sign(new TextEncoder().encode(secret));
}

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** supabase-js with the candidate's session (or the anon key alone when none). */
export async function clientFor(t: TestBackend, session?: Session): Promise<SupabaseClient> {
  const client = createClient(t.url, DEFAULT_ANON_KEY, options);
  if (session === undefined) return client;
  const { error } = await client.auth.setSession({ access_token: session.accessToken, refresh_token: session.refreshToken });
  if (error) throw error;
  return client;
}

/** supabase-js with the service role key, as the product API uses Storage. */
export async function serviceClient(t: TestBackend): Promise<SupabaseClient> {
  return createClient(t.url, await serviceRoleKey(), options);
}

/** A storage request without supabase-js, with `bearer` (an access token or a key) as Authorization. */
export function storageFetch(t: TestBackend, bearer: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: Uint8Array | string | FormData } = {}) {
  return fetch(`${t.url}/storage/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${bearer}`, ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
}

