// What a page must be on a phone: one-line header, nothing scrolling sideways, every control a finger
// uses at least 44 x 44 px, and nothing fixed or floating over the content.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The phone screens of the journeys: a common Android size, and the narrowest still sold. */
export const PHONES = [
  { width: 360, height: 740 },
  { width: 320, height: 640 },
] as const;

/** A finger's target (WCAG 2.5.5, and Apple's and Google's guides): 44 px. */
export const TOUCH_PX = 44;

/** The header on one line: the 44 px Account button and its padding. */
const ONE_LINE_HEADER_PX = 64;

const CONTROLS = [
  'button',
  'a[href]',
  '[role="tab"]',
  '[role="option"]',
  'select',
  'input:not([type="radio"]):not([type="checkbox"]):not([type="file"]):not([type="hidden"])',
  // Radio buttons drawn as options (language, Yes/No): the label is what the finger presses.
  'label:has(> input[type="radio"])',
].join(',');

/** Controls a finger uses that are under 44 x 44 px, described (links inside a sentence are left out, as WCAG does). */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, minimum }) => {
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && element.closest('[aria-hidden="true"], [inert]') === null;
      };
      // A link that takes its sentence's colour is part of the text (an error's help link).
      const inSentence = (element: Element) =>
        element.tagName === 'A' && element.parentElement !== null && getComputedStyle(element).color === getComputedStyle(element.parentElement).color;
      return [...document.querySelectorAll(selector)]
        .filter((element) => shown(element) && !inSentence(element))
        .flatMap((element) => {
          const box = element.getBoundingClientRect();
          if (box.width >= minimum - 0.5 && box.height >= minimum - 0.5) return [];
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
          return [`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`];
        });
    },
    { selector: CONTROLS, minimum: TOUCH_PX },
  );
}

/**
 * What lies over the page's content: each visible piece of content is scrolled to the bottom, then the top, of
 * the screen, and what the browser shows at its centre and ends must be it (or inside it, or around it). The
 * toasts are left out: a message of its own that the person closes. Also lists anything fixed or sticky.
 */
export async function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const transient = (element: Element | null) => element?.closest('[role="region"][aria-label] [role="alertdialog"], [data-rac][role="region"]') != null;
    const describe = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const position = getComputedStyle(element).position;
      const box = element.getBoundingClientRect();
      // (A visually hidden element, such as the form value of a select, is 1 px: nothing to cover.)
      if ((position === 'fixed' || position === 'sticky') && box.height > 2 && box.width > 2 && !transient(element)) found.push(`floating: ${describe(element)}`);
    }
    const content = [...document.querySelectorAll('main :is(h1, h2, h3, h4, p, dt, dd, label, a, button, input, [role="status"], [role="alert"], [role="tab"], svg)')].filter((element) => {
      const box = element.getBoundingClientRect();
      // A form control kept for assistive technology inside a visually hidden box (1 px, overflow hidden) shows nothing.
      const parent = element.parentElement?.getBoundingClientRect();
      const visuallyHidden = parent !== undefined && parent.width <= 1 && parent.height <= 1 && getComputedStyle(element.parentElement as Element).overflow === 'hidden';
      return box.width > 4 && box.height > 4 && !visuallyHidden && element.closest('[aria-hidden="true"]') === null && getComputedStyle(element).visibility !== 'hidden';
    });
    const scroller = document.scrollingElement ?? document.documentElement;
    const start = scroller.scrollTop;
    for (const element of content) {
      for (const block of ['end', 'start'] as const) {
        element.scrollIntoView({ block, inline: 'nearest' });
        const box = element.getBoundingClientRect();
        const middle = box.top + box.height / 2;
        const inset = Math.min(4, box.width / 4);
        const points: [number, number][] = [
          [box.left + box.width / 2, middle],
          [box.left + inset, middle],
          [box.right - inset, middle],
        ];
        for (const [x, y] of points) {
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          const seen = document.elementFromPoint(x, y);
          if (seen === null || element.contains(seen) || seen.contains(element) || transient(seen)) continue;
          found.push(`${describe(element)} under ${describe(seen)}`);
          break;
        }
      }
    }
    scroller.scrollTop = start;
    return [...new Set(found)];
  });
}

/** Email addresses on the page that wrap in the middle of a word (not after the @ or a hyphen, nor before a dot). */
export async function emailsBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const text = element.textContent ?? '';
      // The element holding the address itself: its text is the address, and it holds no other element but <wbr>.
      if (!shape.test(text) || [...element.children].some((child) => child.tagName !== 'WBR')) continue;
      const range = document.createRange();
      const lines = new Map<number, string>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          lines.set(top, (lines.get(top) ?? '') + (node.textContent ?? '')[index]);
        }
      }
      const ordered = [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
      ordered.slice(1).forEach((line, index) => {
        const before = ordered[index] ?? '';
        if (!/[@-]$/.test(before) && !line.startsWith('.')) found.push(`${before} | ${line}`);
      });
    }
    return found;
  });
}

/**
 * The page's checks on a phone: no sideways scroll, a one-line header (when it has one and its account menu is
 * closed), finger-sized controls, nothing covered, no email address broken mid-word.
 */
export async function expectFitsThePhone(page: Page, what: string, { menuOpen = false } = {}): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: innerWidth }));
  expect(scrollWidth, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(width);
  const banner = page.getByRole('banner');
  if (!menuOpen && (await banner.count()) > 0) {
    const box = await banner.boundingBox();
    expect(box?.height ?? 0, `${what}: the header takes more than one line`).toBeLessThanOrEqual(ONE_LINE_HEADER_PX);
  }
  expect(await smallTouchTargets(page), `${what}: controls under ${TOUCH_PX} px`).toEqual([]);
  expect(await coveredContent(page), `${what}: content under something floating`).toEqual([]);
  expect(await emailsBrokenMidWord(page), `${what}: an email address broken mid-word`).toEqual([]);
}

/** One named control: at least 44 x 44 px. */
export async function expectFingerSized(control: Locator, what: string): Promise<void> {
  const box = await control.boundingBox();
  expect(box, `${what} is on screen`).not.toBeNull();
  expect(Math.round(box?.height ?? 0), `${what}: height`).toBeGreaterThanOrEqual(TOUCH_PX);
  expect(Math.round(box?.width ?? 0), `${what}: width`).toBeGreaterThanOrEqual(TOUCH_PX);
}

/** Whether what the screen shows at a control's centre is that control (nothing floating over it). */
export async function expectUncovered(control: Locator, what: string): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const covering = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return seen === null || element.contains(seen) || seen.contains(element) ? null : `${seen.tagName.toLowerCase()} "${(seen.textContent ?? '').trim().slice(0, 40)}"`;
  });
  expect(covering, `${what} is covered`).toBeNull();
}
