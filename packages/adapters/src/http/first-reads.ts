// A page's first reads in one answer (GET /first-reads/dashboard and /first-reads/documents, extensions of the product
// API): on such a page opened with a stored session, the page's boot script asks for it instead of the GETs it holds
// (one preflight and one round trip instead of one of each a GET), and the HTTP client hands each part to the call of
// its GET, once, as it hands the boot script's own early answers (early-answers.ts). The ports and the app make their
// usual calls: each part is exactly what its GET alone answers, and goes through the same error mapping.
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

/**
 * The documents page's: the two account checks, the applications, and what the page shows first (the requirements,
 * the documents, the submission, the disability answer and the nationalities).
 */
export const DOCUMENTS_FIRST_READS: FirstReads = {
  route: API_ROUTES.documentsFirstReads,
  reads: [
    API_ROUTES.me,
    API_ROUTES.allMe,
    API_ROUTES.deals,
    API_ROUTES.documentRequirements,
    API_ROUTES.documents,
    API_ROUTES.submissionStatus,
    API_ROUTES.disability,
    API_ROUTES.nationalities,
  ],
};

/** Every first-reads call the product API answers. */
export const PAGE_FIRST_READS: readonly FirstReads[] = [DASHBOARD_FIRST_READS, DOCUMENTS_FIRST_READS];

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
 * The early answers of `early`, and the parts of the first-reads answers the boot script asked for: a GET that one
 * holds takes its part, once, with the same token, while answers are fresh. A part that did not come (the answer
 * failed, or lacks it) leaves the call to ask itself. A GET several first-reads calls hold takes its part from the
 * one the boot script asked for (one a page).
 */
export class FirstReadAnswers implements EarlyAnswers {
  private readonly loaded = new Map<string, { readonly token: string; readonly parts: Promise<Map<string, EarlyAnswer>> }>();

  constructor(
    private readonly early: EarlyAnswers,
    private readonly firstReads: readonly FirstReads[],
    private readonly ask: AskFirstReads,
  ) {}

  take(path: string, token: string): Promise<EarlyAnswer | null> | null {
    const own = this.early.take(path, token);
    if (own !== null) return own;
    for (const firstReads of this.firstReads) {
      if (!firstReads.reads.some((read) => read.path === path)) continue;
      const parts = this.partsOf(firstReads, token);
      if (parts === null) continue;
      return parts.then((answers) => {
        const part = answers.get(path);
        answers.delete(path);
        return part !== undefined && this.isFresh() ? part : null;
      });
    }
    return null;
  }

  isFresh(): boolean {
    return this.early.isFresh?.() ?? true;
  }

  /** The parts of a first-reads answer the boot script asked for with `token`; null when it did not ask for it. */
  private partsOf(firstReads: FirstReads, token: string): Promise<Map<string, EarlyAnswer>> | null {
    const { route } = firstReads;
    const known = this.loaded.get(route.path);
    if (known?.token === token) return known.parts;
    const asked = this.early.take(route.path, token);
    // The boot script did not ask for it (another page, no stored session, another account): each GET asks.
    if (asked === null) return null;
    const parts = this.ask(route, asked).then(firstReadParts, () => new Map<string, EarlyAnswer>());
    this.loaded.set(route.path, { token, parts });
    return parts;
  }
}
