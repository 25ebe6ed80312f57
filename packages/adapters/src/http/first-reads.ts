// The dashboard's first reads in one answer (GET /first-reads/dashboard, an extension of the product API): on a
// dashboard opened with a stored session, the page's boot script asks for it instead of the four GETs it holds (one
// preflight and one round trip instead of four of each), and the HTTP client hands each part to the call of its GET,
// once, as it hands the boot script's own early answers (early-answers.ts). The ports and the app make their usual
// calls: each part is exactly what its GET alone answers, and goes through the same error mapping.
import type { ApiRoute } from './api-routes';
import { API_ROUTES } from './api-routes';
import type { EarlyAnswer, EarlyAnswers } from './early-answers';

/** A first-reads call: its route, and the GETs whose answers it holds (the provider's list, pinned by the pact). */
export interface FirstReads {
  readonly route: ApiRoute;
  readonly reads: readonly ApiRoute[];
}

/** The dashboard's: the two account checks, the applications and the application fee. */
export const DASHBOARD_FIRST_READS: FirstReads = {
  route: API_ROUTES.dashboardFirstReads,
  reads: [API_ROUTES.me, API_ROUTES.allMe, API_ROUTES.deals, API_ROUTES.invoice],
};

/** Asks for a first-reads answer's body, with the boot script's answer when it came, else over the network. */
export type AskFirstReads = (route: ApiRoute, asked: Promise<EarlyAnswer | null>) => Promise<unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parts of a first-reads body (`{ "<path>": { status, body } }`) as early answers; none when it is not one. */
export function firstReadParts(data: unknown): Map<string, EarlyAnswer> {
  const parts = new Map<string, EarlyAnswer>();
  if (!isRecord(data)) return parts;
  for (const [path, part] of Object.entries(data)) {
    if (!isRecord(part) || typeof part.status !== 'number' || !('body' in part)) continue;
    parts.set(path, { status: part.status, body: JSON.stringify(part.body), headers: { 'content-type': 'application/json' } });
  }
  return parts;
}

/**
 * The early answers of `early`, and the parts of the first-reads answer the boot script asked for: a GET that one
 * holds takes its part, once, with the same token, while answers are fresh. A part that did not come (the answer
 * failed, or lacks it) leaves the call to ask itself.
 */
export class FirstReadAnswers implements EarlyAnswers {
  private loaded: { readonly token: string; readonly parts: Promise<Map<string, EarlyAnswer>> } | null = null;

  constructor(
    private readonly early: EarlyAnswers,
    private readonly firstReads: FirstReads,
    private readonly ask: AskFirstReads,
  ) {}

  take(path: string, token: string): Promise<EarlyAnswer | null> | null {
    const own = this.early.take(path, token);
    if (own !== null || !this.firstReads.reads.some((read) => read.path === path)) return own;
    if (this.loaded?.token !== token) {
      const asked = this.early.take(this.firstReads.route.path, token);
      // The boot script did not ask for them (another page, no stored session, another account): each GET asks.
      if (asked === null) return null;
      this.loaded = { token, parts: this.ask(this.firstReads.route, asked).then(firstReadParts, () => new Map<string, EarlyAnswer>()) };
    }
    return this.loaded.parts.then((parts) => {
      const part = parts.get(path);
      parts.delete(path);
      return part !== undefined && this.isFresh() ? part : null;
    });
  }

  isFresh(): boolean {
    return this.early.isFresh?.() ?? true;
  }
}
