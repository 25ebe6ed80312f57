// Debian's Chromium, launched the way this machine's toolchain notes say, for Lighthouse (chrome-launcher:
// a fresh profile per launch, removed on kill) and for the staff benchmark (Playwright).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { onCleanup } from './cleanup.mjs';
import { sessionStorageKey } from './sessions.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Chromium leaves files in $TMPDIR when it is killed (chrome-launcher kills with SIGKILL): the bench points
// it at a folder of its own temp dir, which it removes at the end.
let chromiumEnv = process.env;
export function keepChromiumTempFilesIn(dir) {
  chromiumEnv = { ...process.env, TMPDIR: dir };
}

// chrome-launcher is Lighthouse's own dependency: take the copy Lighthouse was released with.
const lighthouseRequire = createRequire(import.meta.resolve('lighthouse'));
const chromeLauncher = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href);

/** A Chromium with a new, empty profile; `kill()` ends it and deletes the profile. */
export async function launchForLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    // The bench's own signal handling stops Chromium; chrome-launcher's would exit the process first.
    handleSIGINT: false,
    logLevel: 'silent',
    envVars: chromiumEnv,
  });
  const unregister = onCleanup(() => chrome.kill());
  return { port: chrome.port, kill: unregister };
}

/**
 * Puts a session into an origin's localStorage the way supabase-js keeps it, through a blank page of that
 * origin (the app's own pages would start the app), then leaves the tab on about:blank.
 */
export async function seedSession(page, origin, session) {
  await page.goto(`${origin}/__bench/blank.html`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [sessionStorageKey(origin), JSON.stringify(session)]);
  await page.goto('about:blank');
}

/** Seeds a session into a Chromium that chrome-launcher started, over its DevTools port, then lets go of it. */
export async function seedSessionOverCdp(port, origin, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    const page = context.pages()[0] ?? (await context.newPage());
    await seedSession(page, origin, session);
  } finally {
    // For a browser it connected to, close() only disconnects: Chromium and its storage stay.
    await browser.close();
  }
}

/** A Playwright Chromium for the staff benchmark; closing it removes its temporary profile. */
export async function launchForPlaywright() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, env: chromiumEnv });
  const unregister = onCleanup(() => browser.close());
  return { browser, close: unregister };
}
