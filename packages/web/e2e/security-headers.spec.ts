// The production build is served with the headers it writes (_headers): every other spec runs under them and
// fails on any CSP violation (support/fixtures.ts). Here: the headers themselves, and that the policy and the
// guard bite.
import { expect, test } from './support/fixtures';
import { BACKEND_PORT, WEB_PORT } from './support/ports';

test.describe('security headers of the production build', () => {
  test('every page and file comes with the policy, HSTS, nosniff, no referrer and no powerful features', async ({ request }) => {
    for (const path of ['/', '/auth/confirm?token_hash=abc', '/documents', '/favicon-lumiere.png']) {
      const headers = (await request.get(path)).headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).toMatch(/(^|; )script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
      expect(policy, path).toContain(`connect-src 'self' http://localhost:${BACKEND_PORT} http://*.localhost:${BACKEND_PORT} http://127.0.0.1:${BACKEND_PORT}`);
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
    const index = await (await request.get('/')).text();
    // The entry script, which the inline shell script adds once the shell has painted.
    const asset = /"entry":"(\/assets\/[^"]+\.js)"/.exec(index)?.[1] ?? '';
    expect(asset).not.toBe('');
    expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's own configuration files are not served.
    expect((await request.get('/_headers')).headers()['content-type']).toContain('text/html');
  });

  test('the inline shell script runs; an injected inline script is refused, and the guard reports it', async ({ page, cspViolations }) => {
    cspViolations.provokes(/script-src|inline script/);
    await page.goto('/auth');
    // The shell's inline script (allowed by its hash) marks the page with its brand before React starts.
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'northbridge');
    await expect(page.getByRole('heading', { name: 'Welcome to Northbridge Business School' })).toBeVisible();
    await page.evaluate(() => {
      const injected = document.createElement('script');
      injected.textContent = 'window.injectedRan = true;';
      document.body.append(injected);
    });
    await expect.poll(() => cspViolations.seen.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'injectedRan' in window)).toBe(false);
  });

  test('another site cannot frame the portal', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => void refusals.push(message.text()));
    // A page of another origin (the backend's) that frames the portal's sign-in page.
    await page.goto(`http://127.0.0.1:${BACKEND_PORT}/`);
    await page.setContent(`<iframe title="portal" src="http://localhost:${WEB_PORT}/auth"></iframe>`);
    await expect.poll(() => refusals.some((text) => /frame-ancestors 'none'/.test(text))).toBe(true);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: /Welcome/ })).toHaveCount(0);
  });
});
