// Who a storage request runs as, read from its token as Supabase Storage reads it: the anon key runs as
// anon, a service-role key as service_role, a user's access token as authenticated with its claims.
import type { FastifyRequest } from 'fastify';
import { isApiKey, verifyStorageToken } from '../auth/jwt';
import { liveSession } from '../auth/sessions';
import type { BackendContext } from '../context';
import { nowSeconds } from '../context';
import { ANONYMOUS, SERVICE_ROLE, type RequestIdentity } from '../supabase/request-role';
import { storageErrors } from './storage-errors';

export async function storageCaller(context: BackendContext, request: FastifyRequest): Promise<RequestIdentity> {
  const { jwtSecret } = context.config;
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (token === undefined) {
    // Only the gateway's apikey (storage-js always sends a bearer, the anon key when nobody is signed in).
    const apiKey = request.headers.apikey;
    if (typeof apiKey === 'string' && (await isApiKey(jwtSecret, apiKey))) return ANONYMOUS;
    throw storageErrors.accessDenied('jwt must be provided');
  }
  const verified = await verifyStorageToken(jwtSecret, token, nowSeconds(context));
  if ('refusal' in verified) throw storageErrors.accessDenied(verified.refusal);
  const { payload } = verified;
  if (payload.role === 'service_role') return SERVICE_ROLE;
  if (payload.role !== 'authenticated') return ANONYMOUS;
  // Stricter than Supabase (which checks only signature and expiry): a signed-out session's token is refused.
  const sessionId = payload.session_id;
  if (typeof sessionId !== 'string' || (await liveSession(context, sessionId)) === undefined) throw storageErrors.accessDenied('Session not found');
  return { role: 'authenticated', claims: payload };
}
