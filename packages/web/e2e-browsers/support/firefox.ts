import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { fileOnDisk } from './files';
import { describeTarget, findTarget, type BrowserSession, type Target } from './session';
import { ELEMENT_TIMEOUT_MS, type Viewport } from './viewport';

/** Debian's Firefox ESR (package firefox-esr). */
export const FIREFOX_BINARY = '/usr/bin/firefox-esr';

/**
 * Firefox ESR driven over WebDriver BiDi, which Firefox serves itself (no geckodriver: Debian has none, and npm's
 * downloads one), by puppeteer-core, headless, with a fresh profile.
 */
export async function openFirefox(viewport: Viewport): Promise<BrowserSession> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_BINARY, headless: true, protocol: 'webDriverBiDi' });
  let page = await browser.newPage();
  await page.setViewport(viewport);
  page.setDefaultTimeout(ELEMENT_TIMEOUT_MS);

  const element = async (target: Target): Promise<ElementHandle<Element>> => {
    try {
      const handle = await page.waitForFunction(findTarget, { polling: 100, timeout: ELEMENT_TIMEOUT_MS }, target);
      const found = handle.asElement();
      if (found === null) throw new Error('not an element');
      return found as ElementHandle<Element>;
    } catch (error) {
      throw new Error(`Firefox: no ${describeTarget(target)} on ${page.url()}`, { cause: error });
    }
  };

  return {
    browser: 'firefox',
    goto: async (url) => {
      await page.goto(url);
    },
    currentUrl: async () => page.url(),
    // The script and its argument are plain data on the wire; puppeteer's types would unwrap handles.
    evaluate: async <R, A>(script: (arg: A) => R, arg: A) => (await page.evaluate(script as (value: unknown) => unknown, arg)) as R,
    has: async (target) => {
      const handle = await page.evaluateHandle(findTarget, target);
      const present = handle.asElement() !== null;
      await handle.dispose();
      return present;
    },
    click: async (target) => (await element(target)).click(),
    clickToNewTab: async (target) => {
      const before = new Set(browser.targets());
      const opened = browser.waitForTarget((each) => each.type() === 'page' && !before.has(each), { timeout: ELEMENT_TIMEOUT_MS });
      await (await element(target)).click();
      const tab = await (await opened).page();
      if (tab === null) throw new Error('Firefox: the new tab has no page');
      page = tab;
      await page.setViewport(viewport);
      page.setDefaultTimeout(ELEMENT_TIMEOUT_MS);
    },
    type: async (target, text) => (await element(target)).type(text),
    press: async (key) => page.keyboard.press(key),
    // WebDriver BiDi's input.setFiles: the browser reads the file from disk, as from its file dialog.
    upload: async (target, file) => ((await element(target)) as ElementHandle<HTMLInputElement>).uploadFile(fileOnDisk(file)),
    screenshot: async (path) => {
      await page.screenshot({ path: path as `${string}.png` });
    },
    close: async () => browser.close(),
  };
}
