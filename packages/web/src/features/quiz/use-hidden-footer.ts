import { useEffect } from 'react';

/**
 * Hides index.html's footer (build/html-shell.ts) while the quiz page shows: the quiz keeps Tab inside its page and
 * counts leaving it, so it offers no links out (no contact button either). The shell's style already hides the footer
 * when the page was loaded at /quiz; this covers arriving from another page without a page load.
 */
export function useHiddenFooter(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-footer', 'hidden');
    return () => root.removeAttribute('data-footer');
  }, []);
}
