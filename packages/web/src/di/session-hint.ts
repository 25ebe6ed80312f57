// Whether a Supabase session may exist, read without loading supabase-js: a stored session
// (`sb-<host label>-auth-token`) or a magic-link answer in the URL fragment. Without either,
// the sign-in page never downloads supabase-js until the candidate asks for a link.

export interface SessionHintSource {
  readonly storage: Pick<Storage, 'length' | 'key'> | null;
  readonly hash: string;
}

const SESSION_KEY = /^sb-.+-auth-token$/;
const AUTH_FRAGMENT = /(^|[#&])(access_token|error_code|error)=/;

export function hasSessionHint(source: SessionHintSource): boolean {
  if (AUTH_FRAGMENT.test(source.hash)) return true;
  const storage = source.storage;
  if (storage === null) return false;
  for (let index = 0; index < storage.length; index += 1) {
    if (SESSION_KEY.test(storage.key(index) ?? '')) return true;
  }
  return false;
}

export function browserSessionHint(): boolean {
  let storage: Storage | null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return hasSessionHint({ storage, hash: window.location.hash });
}
