import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { describeTarget, findTarget, type BrowserSession, type Target } from './session';
import { ELEMENT_TIMEOUT_MS, type Viewport } from './viewport';

/** Debian's WebKitGTK driver (package webkit2gtk-driver). */
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';

/** WebKitGTK's MiniBrowser, which WebKitWebDriver drives (in the libwebkit2gtk package, under the arch's lib dir). */
function miniBrowser(): string {
  const found = readdirSync('/usr/lib')
    .map((dir) => join('/usr/lib', dir, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find((path) => existsSync(path));
  if (found === undefined) throw new Error('WebKitGTK MiniBrowser not found: install webkit2gtk-driver');
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** An X display of its own (MiniBrowser has no headless mode): Xvfb picks a free number and writes it to fd 3. */
async function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: install xvfb`)));
    xvfb.once('error', reject);
  });
  return { display: `:${number}`, process: xvfb };
}

async function waitForDriver(port: number): Promise<void> {
  const until = Date.now() + ELEMENT_TIMEOUT_MS;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then((response) => response.ok, () => false);
    if (ready) return;
    if (Date.now() > until) throw new Error('WebKitWebDriver did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * WebKitGTK's MiniBrowser driven by WebKitWebDriver over classic WebDriver (WebdriverIO), in an Xvfb display.
 * `--full-screen` drops MiniBrowser's toolbar, whose width (447 px) would otherwise be the window's minimum: the
 * window then has exactly the viewport's size.
 */
export async function openWebKit(viewport: Viewport): Promise<BrowserSession> {
  const { display, process: xvfb } = await startDisplay();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  const stop = () => {
    driver.kill();
    xvfb.kill();
  };
  try {
    await waitForDriver(port);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'warn',
      connectionRetryTimeout: 60_000,
      // (WebdriverIO's types do not list WebKitGTK's own capability.)
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver of Debian's WebKitGTK speaks classic WebDriver only.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation', '--full-screen'] },
      } as WebdriverIO.Capabilities,
    });
    await browser.setWindowSize(viewport.width, viewport.height);
    await browser.setTimeout({ pageLoad: 60_000, script: 30_000 });

    const element = async (target: Target) => {
      let found: unknown = null;
      try {
        await browser.waitUntil(
          async () => {
            found = await browser.execute(findTarget, target);
            return found !== null;
          },
          { timeout: ELEMENT_TIMEOUT_MS, interval: 100 },
        );
      } catch (error) {
        throw new Error(`WebKit: no ${describeTarget(target)} on ${await browser.getUrl()}`, { cause: error });
      }
      return browser.$(found as Parameters<typeof browser.$>[0]);
    };

    return {
      browser: 'webkit',
      goto: async (url) => {
        await browser.url(url);
      },
      currentUrl: async () => browser.getUrl(),
      evaluate: async <R, A>(script: (arg: A) => R, arg: A) => (await browser.execute(script as (...values: unknown[]) => unknown, arg as unknown)) as R,
      has: async (target) => (await browser.execute(findTarget, target)) !== null,
      click: async (target) => (await element(target)).click(),
      clickToNewTab: async (target) => {
        const before = await browser.getWindowHandles();
        await (await element(target)).click();
        let opened: string | undefined;
        await browser.waitUntil(async () => (opened = (await browser.getWindowHandles()).find((handle) => !before.includes(handle))) !== undefined, {
          timeout: ELEMENT_TIMEOUT_MS,
          timeoutMsg: 'WebKit: no new tab',
        });
        if (opened !== undefined) await browser.switchToWindow(opened);
        // A new window opens at MiniBrowser's default size: it is given the viewport's.
        await browser.setWindowSize(viewport.width, viewport.height);
      },
      // Element Send Keys: typing through key actions (browser.keys) lost characters in WebKitGTK under Xvfb.
      type: async (target, text) => (await element(target)).addValue(text),
      press: async (key) => browser.keys(key),
      // WebKitWebDriver refuses Send Keys to a file input that is not shown (react-aria's FileTrigger hides it): the
      // file is built in the page and handed to the input as a drop would, with the change event a choice fires.
      upload: async (target, file) => {
        const input = await element(target);
        await browser.execute(
          (field, name, type, base64) => {
            const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
            const transfer = new DataTransfer();
            transfer.items.add(new File([bytes], name, { type }));
            (field as unknown as HTMLInputElement).files = transfer.files;
            field.dispatchEvent(new Event('change', { bubbles: true }));
          },
          input,
          file.name,
          file.mimeType,
          file.buffer.toString('base64'),
        );
      },
      screenshot: async (path) => {
        await browser.saveScreenshot(path);
      },
      close: async () => {
        await browser.deleteSession().finally(stop);
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
