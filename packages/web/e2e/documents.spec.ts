import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './support/fixtures';
import { payInNewTab } from './support/journeys';
import { corruptedPng, disguisedPdf, heicPhoto, jpegFile, mislabelledImage, pdfFile, pngFile, pngNamedJpg, textFile, tooLargePdf, type FilePayload } from './support/files';

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
    // The focus goes on to the emptied slot's Browse button, not to the page.
    await expect(card(page, 'ID photo').getByRole('button', { name: /^Browse files/ })).toBeFocused();
  });

  test("the page's Upload Documents button opens the file chooser of the first missing document", async ({ page }) => {
    // No document yet (and the quiz over): the first required card's first slot.
    await openDocuments(page, 'quiz.expired@northbridge.example');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Documents' }).click();
    await (await chooser).setFiles(pdfFile('first-document.pdf'));
    // The focus is on the new file's row.
    // The innermost focus target holding the name (an outer one, such as the card, holds it too).
    const row = page.locator('[tabindex="-1"]', { hasText: 'first-document.pdf' }).last();
    await expect(row).toBeVisible();
    await expect(row).toBeFocused();
  });

  test('every invalid file is refused in its slot with the message of spec §5, which stays until another file', async ({ page }) => {
    await openDocuments(page, 'payment.void@northbridge.example');
    const identity = card(page, 'Passport or ID card');
    const cv = card(page, 'Curriculum vitae');
    const photo = card(page, 'ID photo');

    await upload(page, 'Curriculum vitae', tooLargePdf());
    await expect(cv.getByText(/File too large\. Maximum size is 2MB/)).toBeVisible();
    // Help pages as words, not raw addresses.
    await expect(cv.getByRole('link', { name: /^compress a PDF/ })).toHaveAttribute('href', 'https://www.ilovepdf.com/compress_pdf');

    await upload(page, 'Curriculum vitae', textFile());
    await expect(cv.getByText(/Invalid file type\. Allowed: PDF/)).toBeVisible();
    await expect(cv.getByRole('link', { name: /^print to PDF on Windows/ })).toHaveAttribute('href', /^https:\/\/support\.microsoft\.com\/en-us\//);
    await expect(cv.getByRole('alert')).not.toContainText('https://');
    await expectAccessible(page, 'an upload error with links');

    await upload(page, 'Curriculum vitae', disguisedPdf());
    // The spec's words, then what to do, in the slot's format.
    await expect(cv.getByRole('alert')).toContainText("File content doesn't match its declared type (possible malicious file). Save or export it again as a PDF, then upload it.");

    // A slot that takes images only advises an image, never a PDF it would refuse.
    await upload(page, 'ID photo', textFile());
    await expect(photo.getByRole('alert')).toContainText(/Invalid file type\. Allowed: JPG(, JPEG)?, PNG\. This document is taken as a JPG or PNG image only: export or save your photo or scan as JPG or PNG/);
    await expect(photo.getByRole('alert')).not.toContainText('PDF');
    await upload(page, 'ID photo', { name: 'face.png', mimeType: 'image/png', buffer: Buffer.from('just some notes, not a picture') });
    await expect(photo.getByRole('alert')).toContainText("File content doesn't match its declared type (possible malicious file). Save or export it again as a JPG or PNG image, then upload it.");

    await upload(page, 'Passport or ID card', mislabelledImage());
    await expect(identity.getByText(/^File extension jpg doesn't match MIME type image\/png/)).toBeVisible();
    await expect(identity.getByRole('alert')).toContainText('This file is really a PNG file, whatever its name says: rename it portrait.png and choose it again.');
    // The same PNG as a phone sends it, typed by its name: the signature check, and the same advice.
    await upload(page, 'Passport or ID card', pngNamedJpg());
    await expect(identity.getByRole('alert')).toContainText("File content doesn't match its declared type");
    await expect(identity.getByRole('alert')).toContainText('rename it selfie.png');
    // An iPhone photo: how to send a JPEG instead.
    await upload(page, 'ID photo', heicPhoto());
    await expect(photo.getByRole('alert')).toContainText('Invalid file type. Allowed:');
    await expect(photo.getByRole('alert')).toContainText('This is an iPhone photo in HEIC format. To send a JPEG instead');

    await upload(page, 'ID photo', corruptedPng());
    await expect(photo.getByText('Invalid or corrupted image file')).toBeVisible();
    // The refusal stays by the slot's Browse button, as its description, however long the candidate looks away.
    const browse = photo.getByRole('button', { name: /^Browse files/ });
    await expect(browse).toHaveAccessibleDescription(/Invalid or corrupted image file/);
    await page.waitForTimeout(10_000);
    await expect(photo.getByRole('alert')).toContainText('Invalid or corrupted image file');
    await expect(browse).toHaveAccessibleDescription(/Invalid or corrupted image file/);

    // A new file clears the error.
    await upload(page, 'ID photo', pngFile('good.png'));
    await expect(photo.getByText('Invalid or corrupted image file')).toBeHidden();
    await expect(photo.getByText('good.png')).toBeVisible();
  });

  test('disability and nationalities are answered and kept', async ({ page }) => {
    await openDocuments(page, 'quiz.done@northbridge.example');
    const disability = page.getByRole('region', { name: 'Disability' });
    await expect(disability.getByText('Incomplete')).toBeVisible();
    await disability.getByText('No', { exact: true }).click();
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
    await expect(page.getByRole('heading', { level: 1, name: 'Your Documents' })).toBeFocused();
    await expect(page.getByText(/^Submitted on (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByText(/Cannot be changed after submission/)).toBeVisible();
    // Locked: what was sent, read-only, and no call to action it cannot honour.
    await expect(page.getByText('What you sent for review: your answers and your documents.')).toBeVisible();
    await expect(page.getByText(/upload each required document/)).toHaveCount(0);
    await expect(page.getByText('Everything below is required before you can submit.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit Documents' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload Documents' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Browse files/ })).toHaveCount(0);
    await expect(page.getByText('Drag and drop a file here, or')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Download / }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Disability' }).getByText(/^Your answer: (Yes|No)$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Disability' }).getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Nationality' }).getByRole('combobox')).toHaveCount(0);
    await expectAccessible(page, 'the locked documents page');
  });

});
