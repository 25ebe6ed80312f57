import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, latestMail, markMailbox, test } from './support/fixtures';
import { pdfFile } from './support/files';

/** Presses Tab until the target has the focus (keyboard users have nothing else). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 300 }).catch(() => false)) return;
    await page.keyboard.press('Tab');
    if (process.env.DEBUG_TAB) console.log(await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.slice(0, 40)}`));
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

test('keyboard only: sign-in by code, an upload, the submission', async ({ page }) => {
  const email = 'docs.complete@northbridge.example';
  await page.goto('/auth');
  await tabTo(page, page.getByRole('textbox', { name: 'Email address' }));
  const since = await markMailbox(email);
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const mail = await latestMail(email, since);
  await tabTo(page, page.getByRole('textbox', { name: '6-digit code' }));
  await page.keyboard.type(mail.code);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Upload Documents' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your Documents' })).toBeVisible();

  const letters = page.getByRole('region', { name: 'Recommendation letters' });
  await tabTo(page, letters.getByRole('button', { name: 'Browse files' }).first(), 80);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(pdfFile('letter-from-professor.pdf'));
  await expect(letters.getByText('letter-from-professor.pdf')).toBeVisible();
  await expectAccessible(page, '/documents after a keyboard upload');

  await tabTo(page, page.getByRole('button', { name: 'Submit Documents' }), 80);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your documents were submitted for review.')).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/#?$/);
});
