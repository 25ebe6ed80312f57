// A signed-in page's first reads, sent with the stored session's token before the app's code has arrived, and left
// in the hand-off for the app's HTTP client (src/di/early-reads.ts, adapters' early-answers.ts).
import { fillPathTemplate, readStoredSession, supabaseStorageKey, type EarlyAnswer } from '@admission/adapters';
import { routeNamed, routeParamsAt, type RouteName } from '../app/routes';
import { bootHandOff, type ShellEarlyReads } from './hand-off';
import type { EarlyReadsData } from './shell-data';
import type { Job } from './start-queue';

export interface ReadingPage {
  readonly location: Pick<Location, 'protocol' | 'hostname' | 'pathname'>;
  readonly storage: Pick<Storage, 'getItem'> | null;
  readonly fetch: typeof fetch;
  /** Where the reads are left for the app (the window). */
  readonly holder: object;
  readonly nowMs: number;
}

/** An answer as the HTTP client takes it: the status, the body as text, the headers by lower-case name. */
async function answerOf(response: Response): Promise<EarlyAnswer> {
  const body = await response.text();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { status: response.status, body, headers };
}

/** The route's read paths with the page's own parameters filled in; a read whose parameters the address lacks is left out. */
function readPaths(target: EarlyReadsData, route: RouteName, pathname: string): string[] {
  const params = routeParamsAt(routeNamed(route).path, pathname) ?? {};
  return (target.reads[route] ?? []).flatMap((template) => {
    try {
      return [fillPathTemplate(template, params)];
    } catch {
      return [];
    }
  });
}

/**
 * One job a read of the route, each sending its request, when the page has a whole stored session valid for the
 * margin (adapters' readStoredSession); none otherwise: the app then lets supabase-js refresh the session first.
 */
export function earlyReadJobs(target: EarlyReadsData, route: RouteName, page: ReadingPage): Job[] {
  const onThisPage = (url: string) => url.replace('{protocol}', page.location.protocol).replace('{host}', page.location.hostname);
  const session = readStoredSession(page.storage, supabaseStorageKey(onThisPage(target.supabaseUrl)), page.nowMs);
  if (session === null) return [];
  const token = session.accessToken;
  const api = onThisPage(target.apiUrl).replace(/\/+$/, '');
  const early: ShellEarlyReads = { token, reads: {} };
  bootHandOff(page.holder).earlyReads = early;
  return readPaths(target, route, page.location.pathname).map((path) => () => {
    early.reads[path] = page
      .fetch(api + path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } })
      .then(answerOf)
      .catch(() => null);
  });
}
