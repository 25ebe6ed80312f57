// A refused magic link comes back as `#error=access_denied&error_code=otp_expired...`; supabase-js clears
// the fragment, so the entry reads it once at start (captureLinkError) and /auth shows it.
const AUTH_ERROR = /(^|[#&])error_code=/;

export const linkErrorIn = (hash: string): boolean => AUTH_ERROR.test(hash);

let captured = false;

export function captureLinkError(hash: string): void {
  captured = linkErrorIn(hash);
}

export const initialLinkError = (): boolean => captured;
