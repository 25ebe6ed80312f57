// The "data on screen" figure: when a page's first screen (its own data, not its shell) is painted. The page says
// so itself with a User Timing mark (src/shared/first-screen.ts; the data floor sets the same mark). Lighthouse
// simulates its throttling after the fact, which only its own metrics follow, so this pass throttles for real:
// Lighthouse's mobile preset (slow 4G, 4x CPU) applied through DevTools, a phone-sized screen, a cold cache, a
// new browser per run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { launchForPlaywright, seedSession } from './chromium.mjs';
import { webRoot } from './paths.mjs';

const MARK = JSON.parse(readFileSync(join(webRoot, 'src', 'shared', 'first-screen.json'), 'utf8')).mark;
const PRESET = throttling.mobileSlow4G;
const PHONE = screenEmulationMetrics.mobile;
const kilobitsToBytesPerSecond = (kbps) => (kbps * 1024) / 8;

/** Milliseconds from the navigation's start to the page's first-screen mark; throws when the page never sets it. */
export async function firstScreenRun(page, session) {
  const { browser, close } = await launchForPlaywright();
  try {
    const context = await browser.newContext({
      viewport: { width: PHONE.width, height: PHONE.height },
      deviceScaleFactor: PHONE.deviceScaleFactor,
      isMobile: PHONE.mobile,
      hasTouch: PHONE.mobile,
    });
    const tab = await context.newPage();
    if (session !== null) await seedSession(tab, new URL(page.url).origin, session);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PRESET.requestLatencyMs,
      downloadThroughput: kilobitsToBytesPerSecond(PRESET.downloadThroughputKbps),
      uploadThroughput: kilobitsToBytesPerSecond(PRESET.uploadThroughputKbps),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PRESET.cpuSlowdownMultiplier });
    await tab.goto(page.url, { waitUntil: 'commit' });
    await tab.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, MARK, { timeout: 60_000, polling: 100 }).catch(() => {
      throw new Error(`no "${MARK}" mark within 60 s on ${new URL(tab.url()).pathname}`);
    });
    const path = new URL(tab.url()).pathname;
    if (path !== page.expectPath) throw new Error(`ended on ${path}, not ${page.expectPath}`);
    return await tab.evaluate((mark) => performance.getEntriesByName(mark, 'mark')[0].startTime, MARK);
  } finally {
    await close();
  }
}
