import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

const block = (page: Page, program: RegExp | string) => page.getByRole('region', { name: program }).first();

test.describe('dashboard states', () => {
  test('no application: the empty state', async ({ page }) => {
    await signIn(page, 'new.candidate@northbridge.example');
    // The empty state is the whole page: its title is the page's main heading and takes the focus on arrival.
    await expect(page.getByRole('heading', { level: 1, name: 'No applications found.' })).toBeFocused();
    await expect(page.getByText('Please contact support if you believe this is an error.')).toBeVisible();
    await expect(page.getByText('new.candidate@northbridge.example')).toBeVisible();
    await expectAccessible(page, 'the empty dashboard');
  });

  test('ADMISSIBLE: congratulations, the interview booking link and the support contact', async ({ page }) => {
    await signIn(page, 'admissible@northbridge.example');
    await expect(page.getByText('Congratulations!')).toBeVisible();
    // The portal's own booking page for this application (the program books in the portal).
    await expect(page.getByRole('link', { name: /Book your admission interview/ })).toHaveAttribute('href', /^\/interview\/\d+$/);
    await expect(page.getByRole('link', { name: 'Questions? Write to admissions@northbridge.example' })).toHaveAttribute(
      'href',
      'mailto:admissions@northbridge.example',
    );
    await expect(page.getByRole('button', { name: 'View Documents' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quiz completed' })).toBeDisabled();
    await expectAccessible(page, 'the ADMISSIBLE dashboard');
  });

  test('submitted: sent to the jury; payment card Paid with See invoice', async ({ page }) => {
    await signIn(page, 'docs.submitted@northbridge.example');
    await expect(page.getByText('Your application has been submitted to the jury. You will receive the answer by email.')).toBeVisible();
    const fee = page.getByRole('region', { name: 'Application Fee' });
    await expect(fee.getByText('Paid', { exact: true })).toBeVisible();
    await expect(fee.getByText(/^The €\d+ application fee supports the careful and timely review of all applications\.$/)).toBeVisible();
    await expect(fee.getByRole('button', { name: 'See invoice' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Math Quiz' })).toHaveCount(0);
  });

  test('documents not submitted yet: complete the steps, Upload Documents; fee paid', async ({ page }) => {
    await signIn(page, 'quiz.done@northbridge.example');
    await expect(page.getByText('Complete the steps below to finalise your application.')).toBeVisible();
    const documents = page.getByRole('region', { name: 'Document Submission' });
    await expect(documents.getByText('Incomplete')).toBeVisible();
    await expect(documents.getByRole('button', { name: 'Upload Documents' })).toBeVisible();
    const fee = page.getByRole('region', { name: 'Application Fee' });
    await expect(fee.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quiz completed' })).toBeDisabled();
  });

  test('payment card: Pending payment opens the payment page in a new tab; Cancelled for a void invoice', async ({ page, context, browser }) => {
    await signIn(page, 'docs.incomplete@northbridge.example');
    const fee = page.getByRole('region', { name: 'Application Fee' });
    await expect(fee.getByText('Pending payment')).toBeVisible();
    const popup = context.waitForEvent('page');
    await fee.getByRole('button', { name: 'Pay now' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toContain('/__dev/stripe/invoices/');
    await tab.close();

    const other = await browser.newPage();
    await signIn(other, 'payment.void@northbridge.example');
    await expect(other.getByRole('region', { name: 'Application Fee' }).getByText('Cancelled')).toBeVisible();
    await other.close();
  });

  test('quiz card only where the program requires it; the intro dialog; Cancel keeps you here', async ({ page }) => {
    await signIn(page, 'two.applications@northbridge.example');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Math Quiz' })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Application Fee' })).toHaveCount(0);
    // Each application's task cards are landmarks named after it, so that the two are told apart (landmark-unique).
    const programs = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    for (const program of programs) await expect(page.getByRole('region', { name: `Document Submission ${program}`, exact: true })).toHaveCount(1);
    await expectAccessible(page, 'a dashboard with two applications');
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admission Test' });
    await expect(dialog.getByText('It has multiple-choice questions and lasts 40 minutes.')).toBeVisible();
    await expect(dialog.getByText(/only once, and it cannot be paused/)).toBeVisible();
    await expectAccessible(page, 'the quiz intro dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/:\d+\/#?$/);
  });

  test('the contact button shows the brand email (no phone for the first brand)', async ({ page }) => {
    await signIn(page, 'rejected@northbridge.example');
    await expect(block(page, /Executive MBA|MBA/i)).toBeVisible();
    await page.getByRole('button', { name: 'Contact us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Information' });
    await expect(dialog.getByRole('link', { name: 'admissions@northbridge.example' })).toBeVisible();
    await expect(dialog.getByText('Phone')).toHaveCount(0);
    await expectAccessible(page, 'the contact dialog');
  });
});
