// The portal's pages and their addresses, in one place: the web app's route table takes each page's path pattern
// from here, and the server builds the links of its e-mails with portalPath, so that a link always opens a page the
// table has. Plain data and one pure function: the boot script inlined into index.html reads it too.

/** Each page's path pattern, by the name the route table gives the page: `:name` is one segment, `*` any other address. */
export const PORTAL_PAGES = {
  dashboard: '/',
  auth: '/auth',
  confirm: '/auth/confirm',
  quiz: '/quiz',
  documents: '/documents',
  admin: '/admin',
  application: '/application/:applicationId',
  ranking: '/admin/ranking',
  jurySettings: '/admin/jury',
  interviewSlots: '/admin/interviews',
  reviews: '/reviews',
  review: '/reviews/:assignmentId',
  interview: '/interview/:applicationId',
  panelInterviews: '/interviews',
  panelInterview: '/interviews/:bookingId',
  accessibility: '/accessibility',
  privacy: '/privacy',
  cookies: '/cookies',
  notFound: '*',
} as const;

export type PortalPageName = keyof typeof PORTAL_PAGES;

/** The pages that have an address of their own (every page but the catch-all). */
export type PortalAddressName = { [Name in PortalPageName]: (typeof PORTAL_PAGES)[Name] extends `/${string}` ? Name : never }[PortalPageName];

/** The names of the parameters in a path pattern: '/reviews/:assignmentId' holds 'assignmentId'. */
export type PathParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a page's address needs, by name: each an id. */
export type PortalPageParams<Name extends PortalPageName> = { readonly [Param in PathParamNames<(typeof PORTAL_PAGES)[Name]>]: number };

/**
 * A path pattern with each `:name` segment replaced by its value, URI-encoded: ('/reviews/:assignmentId',
 * { assignmentId: 71 }) gives '/reviews/71'. Untyped: portalPath and the route table's pathTo check the names.
 */
export function fillPathPattern(pattern: string, values: Readonly<Record<string, number | string>>): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(String(values[segment.slice(1)])) : segment))
    .join('/');
}

/**
 * The address of the page named `name`, its parameters filled in: `portalPath('review', { assignmentId: 71 })` is
 * '/reviews/71'. A page with parameters cannot be asked for without them, nor with another page's.
 */
export function portalPath<Name extends PortalAddressName>(
  name: Name,
  ...[params]: PathParamNames<(typeof PORTAL_PAGES)[Name]> extends never ? [] : [PortalPageParams<Name>]
): string {
  return fillPathPattern(PORTAL_PAGES[name], params ?? {});
}

/** The address without its trailing slashes ('/documents/' is '/documents'). */
const withoutTrailingSlash = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);

/** Whether `pathname` is one of `pattern`'s addresses (`:name` is one non-empty segment; `*` matches nothing here). */
export function matchesPathPattern(pattern: string, pathname: string): boolean {
  if (pattern === '*') return false;
  const want = pattern.split('/');
  const have = withoutTrailingSlash(pathname).split('/');
  return want.length === have.length && want.every((segment, index) => (segment.startsWith(':') ? (have[index] ?? '') !== '' : segment === have[index]));
}

/**
 * The parameters of `pathname` by `pattern`'s names, decoded ('/reviews/71' by '/reviews/:assignmentId' is
 * `{ assignmentId: '71' }`); null when the address is not one of the pattern's, or holds a malformed escape ('%E0').
 */
export function pathParamsAt(pattern: string, pathname: string): Readonly<Record<string, string>> | null {
  if (!matchesPathPattern(pattern, pathname)) return null;
  const have = withoutTrailingSlash(pathname).split('/');
  try {
    return Object.fromEntries(pattern.split('/').flatMap((segment, index) => (segment.startsWith(':') ? [[segment.slice(1), decodeURIComponent(have[index] ?? '')]] : [])));
  } catch {
    return null;
  }
}

/** The page whose address `pathname` is, or null when no page has it (the catch-all aside). */
export function portalPageAt(pathname: string): PortalAddressName | null {
  const names = Object.keys(PORTAL_PAGES) as PortalPageName[];
  return (names.find((name) => matchesPathPattern(PORTAL_PAGES[name], pathname)) as PortalAddressName | undefined) ?? null;
}
