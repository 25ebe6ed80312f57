// The links the server's own e-mails (the workflow's and the jury's) make into the portal, checked against the portal's
// pages (the domain's PORTAL_PAGES, which the web app's route table reads): a test lists what its server sent and
// expects every such link to open a page. A sign-in e-mail (it carries a code) is left out: its link is the address
// the client asked for (the web app's confirm page, from its table), else the site URL, as GoTrue does.
import { portalPageAt } from '@admission/domain';
import type { PortalAddresses } from '../workflow/email-brand';

export interface PortalLinks {
  /** Every link of the e-mails into one of the brands' portals (or the site URL). */
  readonly links: readonly string[];
  /** Those whose path is no page of the portal (the bare portal address included: it names no page). */
  readonly strays: readonly string[];
}

const HREF = /href="([^"]*)"/g;

const decodeAttribute = (value: string): string => value.replaceAll('&amp;', '&');

/** The portal links of the server's own `emails` (each link of the body, and the outbox's `link`), and the ones that open no page. */
export function portalLinksOf(emails: readonly { readonly html: string; readonly link: string; readonly code: string }[], config: PortalAddresses): PortalLinks {
  const portals = [...new Set([...Object.values(config.portalUrls), config.siteUrl])];
  const pathIn = (link: string): string | null => {
    const portal = portals.find((base) => link === base || link.startsWith(`${base}/`) || link.startsWith(`${base}?`));
    if (portal === undefined) return null;
    const rest = link.slice(portal.length);
    return rest.split(/[?#]/)[0] ?? '';
  };
  const links = emails
    .filter((email) => email.code === '')
    .flatMap((email) => [...[...email.html.matchAll(HREF)].map((match) => decodeAttribute(match[1] ?? '')), email.link]).filter((link) => pathIn(link) !== null);
  return { links, strays: links.filter((link) => portalPageAt(pathIn(link) ?? '') === null) };
}
