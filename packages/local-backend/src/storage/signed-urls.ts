// Signed download URLs, as Supabase Storage issues them: /storage/v1/object/sign/{bucket}/{path}?token=...
import { signObjectToken } from '../auth/jwt';
import type { BackendContext } from '../context';
import { nowSeconds } from '../context';

export const DEFAULT_SIGNED_URL_SECONDS = 3600;

const encodePath = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

/** The relative form supabase-js expects in `signedURL` (it prefixes `{url}/storage/v1`). */
export async function signedObjectPath(context: BackendContext, bucket: string, path: string, expiresIn: number): Promise<string> {
  const token = await signObjectToken(context.config.jwtSecret, `${bucket}/${path}`, nowSeconds(context), expiresIn);
  return `/object/sign/${encodePath(bucket)}/${encodePath(path)}?token=${token}`;
}

export async function signedObjectUrl(context: BackendContext, bucket: string, path: string, expiresIn = DEFAULT_SIGNED_URL_SECONDS): Promise<string> {
  return `${context.config.publicUrl}/storage/v1${await signedObjectPath(context, bucket, path, expiresIn)}`;
}
