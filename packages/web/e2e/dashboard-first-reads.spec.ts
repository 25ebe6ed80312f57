// A dashboard opened by a page load with a stored session asks the product API once for its first reads (the boot
// script's GET /first-reads/dashboard), and shows what they hold: the account checks, the applications, the fee.
import { DASHBOARD_FIRST_READS } from '@admission/adapters';
import { expect, signIn, test } from './support/fixtures';
import { BACKEND_PORT } from './support/ports';

test('a reload of the dashboard reads the account checks, the applications and the fee in one answer', async ({ page }) => {
  await signIn(page, 'docs.unpaid@northbridge.example');
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(BACKEND_PORT) && !url.pathname.startsWith('/auth/')) reads.push(`${request.method()} ${url.pathname}`);
  });
  await page.reload();
  const fee = page.getByRole('region', { name: 'Application Fee' });
  await expect(fee.getByText(/^The €\d+ application fee supports the careful and timely review of all applications\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeVisible();
  const gets = reads.filter((read) => read.startsWith('GET '));
  expect(gets).toContain('GET /first-reads/dashboard');
  // None of the GETs the answer holds (adapters' first-reads.ts) is sent on its own.
  for (const { path } of DASHBOARD_FIRST_READS.reads) expect(gets).not.toContain(`GET ${path}`);
});
