// Signs a demo account in without the UI, as supabase-js does over HTTP (see /work/shared/supabase-http.md):
// ask for an email code, read it from the backend's dev outbox, verify it for a session. Sessions and refresh
// tokens are single-use, so every measured run gets its own.

/** The local backend's anon key (its DEFAULT_ANON_KEY, the Supabase CLI's local key), as the built app sends it. */
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const authHeaders = { apikey: ANON_KEY, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

async function postJson(url, body) {
  const response = await fetch(url, { method: 'POST', headers: authHeaders, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text}`);
  return text === '' ? {} : JSON.parse(text);
}

/** A fresh session (access_token, refresh_token, expires_at, expires_in, token_type, user) for the account. */
export async function signIn(backendUrl, email) {
  await postJson(`${backendUrl}/auth/v1/otp`, {
    email,
    data: {},
    create_user: false,
    gotrue_meta_security: {},
    code_challenge: null,
    code_challenge_method: null,
  });
  // Newest first: the bench signs in one account at a time, so the newest email is the one just asked for.
  const outbox = await (await fetch(`${backendUrl}/__dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const code = outbox.find((mail) => mail.code !== '')?.code; // the newest sign-in email (workflow emails have none)
  if (typeof code !== 'string') throw new Error(`no sign-in code for ${email} in the dev outbox`);
  return postJson(`${backendUrl}/auth/v1/verify`, { email, token: code, type: 'email' });
}

/** Where supabase-js keeps the session in the page's localStorage: sb-<first label of the host name>-auth-token. */
export const sessionStorageKey = (origin) => `sb-${new URL(origin).hostname.split('.')[0]}-auth-token`;

/** A product API call as staff, for what the bench needs to know before measuring (ids, expected rows). */
export async function apiGet(backendUrl, session, path) {
  const response = await fetch(`${backendUrl}${path}`, { headers: { authorization: `Bearer ${session.access_token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return { body: await response.json(), total: Number(response.headers.get('x-total-count') ?? Number.NaN) };
}
