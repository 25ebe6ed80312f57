// Everything that differs between this machine and a real deployment comes from here (Vite env
// variables, set at build time). The defaults point at packages/local-backend on this machine.

export interface AppConfig {
  /** The school's product API. */
  readonly apiUrl: string;
  /** The Supabase project (Auth and Storage). */
  readonly supabaseUrl: string;
  readonly supabaseAnonKey: string;
  readonly documentsBucket: string;
  /** Where people without an account apply, when the server does not say. */
  readonly applyUrl: string;
  /** The CRM contact page; `{id}` is replaced by the contact id. */
  readonly crmContactUrl: string;
  /** Interview booking link shown to ADMISSIBLE candidates. */
}

type Env = Record<string, string | undefined>;

/** The anon key of the local backend (its DEFAULT_ANON_KEY: the Supabase CLI's local key, HS256, role anon). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export function readAppConfig(env: Env, location: { protocol: string; hostname: string }): AppConfig {
  // By default the backend sits on the same host name as the page, so each brand's host works.
  const localBackend = `${location.protocol}//${location.hostname}:${env.VITE_BACKEND_PORT ?? '54321'}`;
  const backend = env.VITE_BACKEND_URL ?? localBackend;
  return {
    apiUrl: env.VITE_API_URL ?? backend,
    supabaseUrl: env.VITE_SUPABASE_URL ?? backend,
    supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
    documentsBucket: env.VITE_DOCUMENTS_BUCKET ?? 'candidate-documents',
    applyUrl: env.VITE_APPLY_URL ?? 'https://apply.northbridge.example/start',
    crmContactUrl: env.VITE_CRM_CONTACT_URL ?? 'https://app.hubspot.com/contacts/0/record/0-1/{id}',
  };
}
