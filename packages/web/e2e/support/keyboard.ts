// Moving through a page with the keyboard alone, as the keyboard-only specs do.
import type { Locator, Page } from '@playwright/test';

/** Whether the target holds the focus now (false when it is not on the page). */
export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement, undefined, { timeout: 300 }).catch(() => false);

/** Presses Tab until the target has the focus (keyboard users have nothing else). */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}
