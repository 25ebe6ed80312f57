// What a production start requires: its own JWT secret and an anon key signed with it. The defaults are public
// (the Supabase CLI's), so anyone could mint a staff token with them.
import type { BackendConfig } from './config';
import { DEFAULT_ANON_KEY, DEFAULT_JWT_SECRET } from './config';
import { isApiKey } from './auth/jwt';

/** Why this configuration may not serve production; empty when it may (or when it is not production). */
export async function productionProblems(config: BackendConfig): Promise<string[]> {
  if (config.mode !== 'production') return [];
  const problems: string[] = [];
  if (config.jwtSecret === DEFAULT_JWT_SECRET) problems.push('JWT_SECRET is the public default: set a secret of your own');
  else if (config.jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');
  if (config.anonKey === DEFAULT_ANON_KEY) problems.push('ANON_KEY is the public default: set the anon key signed with your JWT_SECRET');
  else if (!(await isApiKey(config.jwtSecret, config.anonKey))) problems.push('ANON_KEY must be a JWT with role anon signed with JWT_SECRET');
  return problems;
}

/** Refuses to start production with a default secret or key. */
export async function assertStartable(config: BackendConfig): Promise<void> {
  const problems = await productionProblems(config);
  if (problems.length > 0) throw new Error(`Refusing to start in production mode:\n- ${problems.join('\n- ')}`);
}
