import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { payInNewTab } from './support/journeys';
import { corruptedPng, disguisedPdf, jpegFile, mislabelledImage, pdfFile, pngFile, textFile, tooLargePdf, type FilePayload } from './support/files';

const card = (page: Page, label: string) => page.getByRole('region', { name: label });

/** Puts a file into the first empty slot of a card, as the Browse button would. */
async function upload(page: Page, label: string, file: FilePayload): Promise<void> {
  await card(page, label).locator('input[type="file"]').first().setInputFiles(file);
}

async function openDocuments(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await page.getByRole('button', { name: 'Upload Documents' }).first().click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('heading', { name: 'Your Documents' })).toBeVisible();
}

test.describe('documents', () => {
  test('valid PDF, PNG and JPEG uploads, then download and delete', async ({ page, context }) => {
    await openDocuments(page, 'docs.incomplete@northbridge.example');
    await expectAccessible(page, '/documents');
    await expect(card(page, 'Academic transcripts').getByText('1/4 uploaded')).toBeVisible();
    await expect(card(page, 'Academic transcripts').getByText('Min 2 files required')).toBeVisible();

    await upload(page, 'Academic transcripts', pdfFile('transcript-2024.pdf'));
    await expect(page.getByText('Upload successful').first()).toBeVisible();
    await expect(card(page, 'Academic transcripts').getByText('transcript-2024.pdf')).toBeVisible();
    await expect(card(page, 'Academic transcripts').getByText('2/4 uploaded')).toBeVisible();

    await upload(page, 'ID photo', pngFile('me.png'));
    await expect(card(page, 'ID photo').getByText('me.png')).toBeVisible();
    await upload(page, 'Passport or ID card', await jpegFile(page, 'passport-back.jpg'));
    await expect(card(page, 'Passport or ID card').getByText('passport-back.jpg')).toBeVisible();

    const popup = context.waitForEvent('page');
    await card(page, 'ID photo').getByRole('button', { name: 'Download me.png' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toContain('/storage/v1/object/sign/');
    await tab.close();

    await card(page, 'ID photo').getByRole('button', { name: 'Delete me.png' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete document' });
    await expect(confirm.getByText('Are you sure you want to delete "me.png"?')).toBeVisible();
    await expectAccessible(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, 'ID photo').getByText('me.png')).toBeHidden();
    await expect(card(page, 'ID photo').getByText('0/1 uploaded')).toBeVisible();
  });

  test('every invalid file is refused in its slot with the message of spec §5', async ({ page }) => {
    await openDocuments(page, 'payment.void@northbridge.example');
    const identity = card(page, 'Passport or ID card');
    const cv = card(page, 'Curriculum vitae');
    const photo = card(page, 'ID photo');

    await upload(page, 'Curriculum vitae', tooLargePdf());
    await expect(cv.getByText(/File too large\. Maximum size is 2MB/)).toBeVisible();
    await expect(cv.getByRole('link', { name: /ilovepdf\.com/ })).toHaveAttribute('href', /^https:\/\//);

    await upload(page, 'Curriculum vitae', textFile());
    await expect(cv.getByText(/Invalid file type\. Allowed: PDF/)).toBeVisible();
    await expect(cv.getByRole('link', { name: /support\.microsoft\.com/ })).toHaveAttribute('href', /^https:\/\/support\.microsoft\.com/);
    await expectAccessible(page, 'an upload error with links');

    await upload(page, 'Curriculum vitae', disguisedPdf());
    await expect(cv.getByText("File content doesn't match its declared type (possible malicious file)")).toBeVisible();

    await upload(page, 'Passport or ID card', mislabelledImage());
    await expect(identity.getByText("File extension jpg doesn't match MIME type image/png")).toBeVisible();

    await upload(page, 'ID photo', corruptedPng());
    await expect(photo.getByText('Invalid or corrupted image file')).toBeVisible();

    // A new file clears the error.
    await upload(page, 'ID photo', pngFile('good.png'));
    await expect(photo.getByText('Invalid or corrupted image file')).toBeHidden();
    await expect(photo.getByText('good.png')).toBeVisible();
  });

  test('disability and nationalities are answered and kept', async ({ page }) => {
    await openDocuments(page, 'quiz.done@northbridge.example');
    const disability = page.getByRole('region', { name: 'Disability' });
    await expect(disability.getByText('Incomplete')).toBeVisible();
    await disability.getByRole('radio', { name: 'No' }).click();
    await expect(disability.getByText('Complete')).toBeVisible();

    const nationality = page.getByRole('region', { name: 'Nationality' });
    const combo = nationality.getByRole('combobox', { name: 'Indicate all your nationalities' });
    await combo.fill('Fran');
    await page.getByRole('option', { name: 'France' }).click();
    await expect(nationality.getByText('Complete')).toBeVisible();
    await combo.fill('Portu');
    await page.getByRole('option', { name: 'Portugal' }).click();
    // The list stays open for the next pick, and the page stays accessible with it open.
    await expect(page.getByRole('option', { name: 'Portugal' })).toBeVisible();
    await expectAccessible(page, 'the nationality selector, its list open');
    await combo.press('Escape');
    await expect(page.getByRole('option')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Disability' }).getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Nationality' }).getByText('France')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Nationality' }).getByText('Portugal')).toBeVisible();
    const checklist = page.getByRole('region', { name: 'Document Submission' });
    await expect(checklist.getByText('Nationality Information')).toBeVisible();
  });

  test('the checklist sends to the nationality section; submit waits for every item', async ({ page }) => {
    await openDocuments(page, 'docs.incomplete@northbridge.example');
    const checklist = page.getByRole('region', { name: 'Document Submission' });
    await expect(checklist.getByText('Required').first()).toBeVisible();
    await checklist.getByRole('button', { name: 'Complete Now' }).click();
    await expect(page.getByRole('combobox', { name: 'Indicate all your nationalities' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Submit Documents' })).toBeDisabled();
  });

  test('a submission that needs payment: the dialog, the stand-in payment page, then accepted and locked', async ({ page, context }) => {
    await openDocuments(page, 'docs.unpaid@northbridge.example');
    // Pay Later: closes, back to the dashboard.
    await page.getByRole('button', { name: 'Submit Documents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Application' });
    await dialog.getByRole('button', { name: 'Pay Later' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/:\d+\/#?$/);
    await page.getByRole('button', { name: 'Upload Documents' }).first().click();

    await page.getByRole('button', { name: 'Submit Documents' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Secure payment processed by Stripe')).toBeVisible();
    await expect(dialog.getByText(/^€\d+\.\d{2}$/)).toBeVisible();
    await expect(dialog.getByText('You can return to complete payment from your dashboard.')).toBeVisible();
    await expectAccessible(page, 'the payment dialog');

    await payInNewTab(context, dialog, 'Go to payment');
    // Going to the payment leaves /documents for the dashboard.
    await expect(page).toHaveURL(/:\d+\/#?$/);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Application Fee' }).getByText('Paid', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Upload Documents' }).first().click();
    await page.getByRole('button', { name: 'Submit Documents' }).click();
    await expect(page.getByText('Documents submitted').first()).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/#?$/, { timeout: 5000 });
    await expect(page.getByText('Your application has been submitted to the jury. You will receive the answer by email.')).toBeVisible();

    await page.getByRole('button', { name: 'View Documents' }).click();
    await expect(page.getByText(/^Submitted on /)).toBeVisible();
    await expect(page.getByText(/Cannot be changed after submission/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Documents' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Disability' }).getByRole('radio', { name: 'Yes' })).toBeDisabled();
    await expectAccessible(page, 'the locked documents page');
  });

});
