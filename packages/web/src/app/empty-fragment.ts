// An emptied fragment leaves a bare '#' in the address bar ('/documents#'): supabase-js clears the tokens of a
// sign-in link with `location.hash = ''`, and an in-page link to '#' does the same. The address is put back
// without it, in place (no history entry, the router's state kept).

/** The address without a trailing bare '#', or null when there is none to drop. */
export const withoutEmptyFragment = (href: string): string | null => (href.endsWith('#') ? href.slice(0, -1) : null);

export function dropEmptyFragments(win: Window = window): void {
  const tidy = () => {
    const clean = withoutEmptyFragment(win.location.href);
    if (clean !== null) win.history.replaceState(win.history.state, '', clean);
  };
  tidy();
  win.addEventListener('hashchange', tidy);
}
