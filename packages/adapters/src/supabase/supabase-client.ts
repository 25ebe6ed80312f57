import type { SupabaseClient } from '@supabase/supabase-js';

export interface SupabaseConfig {
  readonly url: string;
  readonly anonKey: string;
  /** Where the session is kept; the browser's localStorage when left out. */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** A client given directly, or a loader so the app fetches supabase-js only when it needs it. */
export type SupabaseClientSource = SupabaseClient | (() => Promise<SupabaseClient>);

export type SupabaseClientLoader = () => Promise<SupabaseClient>;

/** One memoised loader: supabase-js is imported on first use, and one client serves the whole app. */
export function lazySupabaseClient(config: SupabaseConfig): SupabaseClientLoader {
  let client: Promise<SupabaseClient> | null = null;
  return () => {
    client ??= import('@supabase/supabase-js')
      .then(({ createClient }) =>
        createClient(config.url, config.anonKey, {
          auth: {
            // Magic links return with the session in the URL fragment (implicit flow, spec §4).
            flowType: 'implicit',
            detectSessionInUrl: true,
            persistSession: true,
            autoRefreshToken: true,
            ...(config.storage ? { storage: config.storage } : {}),
          },
        }),
      )
      .catch((error: unknown) => {
        client = null;
        throw error;
      });
    return client;
  };
}

export function supabaseClientLoader(source: SupabaseClientSource): SupabaseClientLoader {
  return typeof source === 'function' ? source : () => Promise.resolve(source);
}
