// Layout checks every page passes: nothing to read or to focus ever lies under the contact button, wherever the
// page is scrolled, and the header's column starts where the page's does.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Scrolls the page from its top to its end, half a screen at a time, and at each step lists every focusable element and
 * every line of text whose visible box (clipped by the boxes that clip it) meets the contact button's box.
 */
export async function underContactButton(page: Page, buttonName: string): Promise<string[]> {
  const fab = page.getByRole('button', { name: buttonName, exact: true });
  await expect(fab).toBeVisible();
  return fab.evaluate(async (button, selector) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const meet = (a: Box, b: Box): Box | null => {
      const box = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
      return box.right - box.left > 0.5 && box.bottom - box.top > 0.5 ? box : null;
    };
    const screen: Box = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    // What of a box shows: within the screen and within every ancestor that clips its overflow.
    const visible = (box: Box, from: Element | null): Box | null => {
      let shown: Box | null = meet(box, screen);
      for (let element = from; element && shown; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return null;
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none') shown = meet(shown, element.getBoundingClientRect());
      }
      return shown !== null && shown.right - shown.left > 1 && shown.bottom - shown.top > 1 ? shown : null;
    };
    const hiddenFromUsers = (element: Element) => element.closest('[aria-hidden="true"], [inert]') !== null || button.contains(element);
    const describe = (element: Element, text: string) => `${element.tagName.toLowerCase()} "${text.trim().replace(/\s+/g, ' ').slice(0, 40)}" at ${Math.round(scrollY)}`;
    const found = new Set<string>();
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const scroller = document.scrollingElement ?? document.documentElement;
    const end = () => scroller.scrollHeight - innerHeight;
    for (let y = 0; ; y += Math.max(40, Math.floor(innerHeight / 2))) {
      scrollTo(0, Math.min(y, end()));
      await frame();
      const fabBox = button.getBoundingClientRect();
      for (const element of document.querySelectorAll(selector)) {
        if (hiddenFromUsers(element) || element.contains(button)) continue;
        const shown = visible(element.getBoundingClientRect(), element);
        if (shown && meet(shown, fabBox)) found.add(`focusable ${describe(element, element.getAttribute('aria-label') ?? element.textContent ?? '')}`);
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement;
        const text = node.textContent ?? '';
        if (holder === null || text.trim() === '' || hiddenFromUsers(holder) || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(holder.tagName)) continue;
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          const shown = visible(line, holder);
          if (shown && meet(shown, fabBox)) found.add(`text ${describe(holder, text)}`);
        }
      }
      if (y >= end()) break;
    }
    scrollTo(0, 0);
    return [...found];
  }, FOCUSABLE);
}

/** The left edge of the header's first item (the title, or the button before it) and of the page's main heading. */
export async function columnStarts(page: Page): Promise<{ header: number; page: number }> {
  const header = await page.getByRole('banner').evaluate((banner) => {
    const inner = banner.firstElementChild;
    const first = inner?.firstElementChild ?? inner;
    return first?.getBoundingClientRect().left ?? Number.NaN;
  });
  const heading = await page.getByRole('main').evaluate((main) => {
    const style = getComputedStyle(main);
    return main.getBoundingClientRect().left + Number.parseFloat(style.paddingLeft);
  });
  return { header: Math.round(header), page: Math.round(heading) };
}

/**
 * The placeholders of the page's fields that do not show whole: one the field draws (not transparent) whose text,
 * in the field's font, is wider than the field's text box, or a hint above the field that its box cuts.
 */
export async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const context = document.createElement('canvas').getContext('2d');
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (input.getClientRects().length === 0) continue;
      const drawn = getComputedStyle(input, '::placeholder').color !== 'rgba(0, 0, 0, 0)';
      const style = getComputedStyle(input);
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (context !== null) context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const width = context?.measureText(input.placeholder).width ?? 0;
      if (drawn && width > room + 0.5) found.push(`"${input.placeholder}" drawn ${Math.round(width)} px in ${Math.round(room)} px`);
    }
    for (const hint of document.querySelectorAll<HTMLElement>('[aria-hidden="true"]')) {
      if (hint.children.length > 0 || hint.getClientRects().length === 0) continue;
      if (hint.scrollWidth > hint.clientWidth + 0.5) found.push(`hint "${hint.textContent ?? ''}" ${hint.scrollWidth} px in ${hint.clientWidth} px`);
    }
    return found;
  });
}
