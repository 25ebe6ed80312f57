// Whether a Supabase session may exist, read without loading supabase-js: a stored session
// (`sb-<host label>-auth-token`) or a magic-link answer in the URL fragment. Without either,
// the sign-in page never downloads supabase-js until the candidate asks for a link.

export interface SessionHintSource {
  readonly storage: Pick<Storage, 'length' | 'key'> | null;
  readonly hash: string;
}

const SESSION_KEY = /^sb-.+-auth-token$/;
/** supabase-js's storage key of a session, whatever the project. */
export const isSessionKey = (key: string): boolean => SESSION_KEY.test(key);
const AUTH_FRAGMENT = /(^|[#&])(access_token|error_code|error)=/;

/** A magic link's answer in the URL fragment: supabase-js must read it, whatever is stored. */
export const hasAuthFragment = (hash: string): boolean => AUTH_FRAGMENT.test(hash);

export function hasSessionHint(source: SessionHintSource): boolean {
  if (hasAuthFragment(source.hash)) return true;
  const storage = source.storage;
  if (storage === null) return false;
  for (let index = 0; index < storage.length; index += 1) {
    if (isSessionKey(storage.key(index) ?? '')) return true;
  }
  return false;
}

/** The page's localStorage; null where the browser refuses it. */
export function browserStorage(page: Pick<Window, 'localStorage'> = window): Storage | null {
  try {
    return page.localStorage;
  } catch {
    return null;
  }
}

export function browserSessionHint(): boolean {
  return hasSessionHint({ storage: browserStorage(), hash: window.location.hash });
}
