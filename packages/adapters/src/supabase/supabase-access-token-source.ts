import type { AccessTokenSource } from '@admission/domain';
import { supabaseClientLoader, type SupabaseClientLoader, type SupabaseClientSource } from './supabase-client';

/** The bearer token of the current Supabase session (refreshed by supabase-js before expiry). */
export class SupabaseAccessTokenSource implements AccessTokenSource {
  private readonly client: SupabaseClientLoader;

  constructor(source: SupabaseClientSource) {
    this.client = supabaseClientLoader(source);
  }

  async accessToken(): Promise<string | null> {
    const client = await this.client();
    const { data } = await client.auth.getSession();
    return data.session?.access_token ?? null;
  }
}
