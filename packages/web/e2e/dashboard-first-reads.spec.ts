// A dashboard opened by a page load with a stored session asks the product API once for its first reads (the boot
// script's GET /first-reads/dashboard), and shows what they hold: the account checks, the applications, the fee.
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
  for (const path of ['/users/me', '/test/all_me', '/deals/', '/users/invoice']) expect(gets).not.toContain(`GET ${path}`);
});
