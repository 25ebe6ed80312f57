// One interface over the two WebDriver clients (puppeteer-core for Firefox over WebDriver BiDi, WebdriverIO for
// WebKitGTK over classic WebDriver): the journeys are written once against it (docs/decisions/0028).

import type { FilePayload } from '../../e2e/support/files';

export type BrowserName = 'firefox' | 'webkit';

/** An element on the page: the first shown match of `css` whose name contains `name` (or is `name`, if exact). */
export interface Target {
  readonly css: string;
  /** Part of the element's name: its aria-label, its aria-labelledby texts, its <label>s, or else its text. */
  readonly name?: string;
  readonly exact?: boolean;
  /** Only inside the first match of this target. */
  readonly within?: Target;
  /** Match elements that are not shown too (a file input behind its Browse button). */
  readonly hidden?: boolean;
  /** The last match instead of the first. */
  readonly last?: boolean;
  /** Only the element that has the focus. */
  readonly focused?: boolean;
}

/** What a journey does in a browser: real pointer clicks and key presses, sent by the browser's own driver. */
export interface BrowserSession {
  readonly browser: BrowserName;
  goto(url: string): Promise<void>;
  currentUrl(): Promise<string>;
  /** Runs `script` in the page with `arg` (both cross the wire: no closures). */
  evaluate<R, A>(script: (arg: A) => R, arg: A): Promise<R>;
  /** Whether the target is on the page now. */
  has(target: Target): Promise<boolean>;
  /** Clicks the target's centre with the pointer. */
  click(target: Target): Promise<void>;
  /** Clicks the target, which opens a page in a new tab, and goes on in that tab. */
  clickToNewTab(target: Target): Promise<void>;
  /** Clicks into the target, then types `text` key by key. */
  type(target: Target, text: string): Promise<void>;
  /** Presses one key on whatever has the focus. */
  press(key: 'Enter'): Promise<void>;
  /** Gives a file input this file, as if chosen in the browser's file dialog. */
  upload(target: Target, file: FilePayload): Promise<void>;
  /** A PNG of the viewport, for a failed test's report. */
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Finds a target in the page (it runs in the browser: self-contained, no imports). Names are compared with their
 * white space collapsed.
 */
export function findTarget(target: Target): Element | null {
  const collapse = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
  const shown = (element: Element): boolean => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return collapse(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return collapse(labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '));
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return collapse([...labels].map((each) => each.textContent).join(' '));
    return collapse(element.textContent);
  };
  const search = (wanted: Target): Element | null => {
    const root = wanted.within ? search(wanted.within) : document;
    if (root === null) return null;
    const candidates = [...root.querySelectorAll(wanted.css)];
    for (const element of wanted.last ? candidates.reverse() : candidates) {
      if (!wanted.hidden && !shown(element)) continue;
      if (wanted.focused && element !== document.activeElement) continue;
      if (wanted.name === undefined) return element;
      const name = nameOf(element);
      if (wanted.exact ? name === wanted.name : name.includes(wanted.name)) return element;
    }
    return null;
  };
  return search(target);
}

/** A target in words, for messages. */
export const describeTarget = (target: Target): string =>
  `${target.css}${target.name === undefined ? '' : ` "${target.name}"`}${target.within ? ` in ${describeTarget(target.within)}` : ''}`;
