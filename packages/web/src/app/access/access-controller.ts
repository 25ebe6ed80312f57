// Runs the access checks of spec §4 and follows the auth events; the route guard reads the result.
import { cureRefusedSession, verifyAccess, type AuthEvent } from '@admission/domain';
import { services } from '../../di/services';
import { browserSessionHint, isSessionKey } from '../../di/session-hint';
import { systemClock } from '../../shared/system-clock';
import { useSessionStore } from './session.store';

let unsubscribe: (() => void) | null = null;
/** Empties every cached answer, and reads them all again; set by the signed-in shell, which owns the query cache. */
let resetCache: () => void = () => undefined;
let refetchCache: () => void = () => undefined;

export function setCacheReset(reset: () => void, refetch: () => void = () => undefined): void {
  resetCache = reset;
  refetchCache = refetch;
}
let run = 0;

/** Verifies access again (after a sign-in on this page, or an auth event). */
export async function verifyAccessNow(): Promise<void> {
  const current = ++run;
  const set = useSessionStore.getState().setAccess;
  const portal = await services();
  const final = await verifyAccess(portal.auth, portal.users, (state) => {
    if (current === run) set(state);
  });
  // A session that ended says so even when the sign-out it made (an auth event) came first.
  if (current === run || (final.status === 'unauthenticated' && final.reason === 'session-ended')) set(final);
}

function onAuthEvent(event: AuthEvent): void {
  const { access, setAccess } = useSessionStore.getState();
  // supabase-js may start after another tab signed out: it then finds no session at all.
  const sessionGone = event.kind === 'INITIAL_SESSION' && event.session === null && access.status === 'authenticated';
  if (event.kind === 'SIGNED_OUT' || sessionGone) {
    run += 1;
    resetCache();
    // A session that ended (sessionRefused) keeps its reason, for the sign-in page to say.
    if (access.status !== 'account-not-found' && access.status !== 'unauthenticated') setAccess({ status: 'unauthenticated' });
    return;
  }
  if (event.kind === 'SIGNED_IN' && access.status === 'unauthenticated') void verifyAccessNow();
}

/** Starts verification at app start. Without a session hint, nobody is signed in: no download at all. */
export function startAccessControl(): void {
  if (!browserSessionHint()) {
    useSessionStore.getState().setAccess({ status: 'unauthenticated' });
  } else {
    void verifyAccessNow().catch(() => useSessionStore.getState().setAccess({ status: 'unauthenticated' }));
  }
  void listen();
}

async function listen(): Promise<void> {
  if (unsubscribe !== null) return;
  // The listener is registered as soon as the container is there; LazyAuthGateway starts it after a sign-in.
  if (!browserSessionHint()) {
    pendingListen = () => void listen();
    return;
  }
  const portal = await services();
  unsubscribe = portal.auth.onAuthEvent(onAuthEvent);
}

let pendingListen: (() => void) | null = null;

/**
 * supabase-js (token refresh, sign-out in another tab) starts when it is needed, not with the page: a few
 * minutes before the stored token expires, when another tab changes the session, or for a sign-in,
 * sign-out or expired token (LazyAuthGateway). The page's requests use the stored token meanwhile.
 */
export function wakeAuthEventsWhenNeeded(): void {
  if (!browserSessionHint()) return;
  void services().then((portal) => {
    portal.auth.wakeBeforeExpiry(systemClock.now());
    window.addEventListener('storage', (event) => {
      if (event.key !== null && isSessionKey(event.key)) portal.auth.wake();
    });
  });
}

let curing: Promise<void> | null = null;

/**
 * The server refused the session (a 401 on a read or a write): a refresh of the token, then every read again; when
 * none comes, the session ends here and the sign-in page says so (the route guard sends the page there). Once for
 * many refusals at a time.
 */
export function sessionRefused(): Promise<void> {
  curing ??= (async () => {
    const portal = await services();
    if ((await cureRefusedSession(portal.auth)) === 'refreshed') {
      refetchCache();
      return;
    }
    run += 1;
    resetCache();
    useSessionStore.getState().setAccess({ status: 'unauthenticated', reason: 'session-ended' });
  })().finally(() => {
    curing = null;
  });
  return curing;
}

/** Called after a sign-in by code: the auth events now matter. */
export function afterSignIn(): Promise<void> {
  const listenNow = pendingListen;
  pendingListen = null;
  listenNow?.();
  return verifyAccessNow();
}

/** Signs out everywhere in the app: the session, then every cached answer (spec §4). */
export async function signOut(): Promise<void> {
  run += 1;
  const portal = await services();
  await portal.auth.signOut().catch(() => undefined);
  resetCache();
  useSessionStore.getState().setAccess({ status: 'unauthenticated' });
}
