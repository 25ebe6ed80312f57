import type { Page } from '@playwright/test';
import { expectAccessible, signIn, test } from '../support/fixtures';
import { pdfFile } from '../support/files';
import { SECOND_BRAND_URL } from '../support/ports';
import { ADMIN, applicationDetail, applicationDocuments, expect, expectAccessibleStaffPage, pickApplication, signInStaff, workflowMails } from './staff';

// A rejection's reasons, read by the candidate in their language; a document sent back, replaced after
// submission and accepted; each step on the timeline with its actor. Slots 10, 11, 12 and 15 are this spec's.

type Candidate = { readonly brand?: string; readonly language?: string };
const brandOf = (detail: Awaited<ReturnType<typeof applicationDetail>>): string | undefined => (detail.user as Candidate).brand;

/** A COMPLETE application of this spec's slots whose candidate fits. */
async function pickComplete(slots: readonly number[], fits: Parameters<typeof pickApplication>[2]) {
  for (const slot of slots) {
    try {
      return await pickApplication('COMPLETE', slot, fits);
    } catch {
      // none in this slot: the next one
    }
  }
  throw new Error(`no COMPLETE application fits in slots ${slots.join(', ')}`);
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');

test.describe('rejection reasons and document reviews', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin rejects with two reasons; the French candidate reads them in French, with what to do next', async ({ page, browser }) => {
    const { item } = await pickComplete([11, 15], (detail) => brandOf(detail) === 'lumiere');
    await signInStaff(page, ADMIN);
    await page.goto(`/application/${item.deal_id}`);
    const card = page.getByRole('region', { name: 'Update Application Status' });
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this application' });
    await expect(dialog).toBeVisible();
    // Nothing chosen: refused in words, nothing sent.
    await dialog.getByRole('button', { name: 'Reject application' }).click();
    await expect(dialog.getByRole('group', { name: 'Reasons for the rejection' })).toHaveAccessibleDescription('Choose at least one reason.');
    await expectAccessibleStaffPage(page, 'the reject dialog with its error');
    expect((await applicationDetail(item.deal_id)).deal.deal_status).toBe('COMPLETE');
    await dialog.getByText('Prerequisites not met', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Prerequisites not met' })).toBeChecked();
    await dialog.getByText('All places are filled', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'All places are filled' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Reject application' }).click();
    await expect(page.getByText('The application status is now Rejected.')).toBeVisible();
    await expect(card).toContainText('Reasons given to the candidate');
    await expect(card).toContainText('Prerequisites not met');
    await expect(card).toContainText('All places are filled');
    expect((await applicationDetail(item.deal_id)).deal.rejection_reasons).toEqual([{ id: 'prerequisites-not-met' }, { id: 'places-filled' }]);
    await page.getByRole('tab', { name: 'Timeline' }).click();
    // Each entry by its words: the application's ended review assignments fall among them, at the decision's instant.
    const emailed = 'The portal emailed the candidate: the rejection and its reasons';
    const rejected = 'Alice Admin (admin) rejected the application: Prerequisites not met and All places are filled';
    await expect(timeline(page).filter({ hasText: emailed })).toHaveCount(1);
    await expect(timeline(page).filter({ hasText: rejected })).toHaveCount(1);
    // Newest first: the e-mail, sent after the rejection, above it.
    const entries = await timeline(page).allTextContents();
    expect(entries.findIndex((entry) => entry.includes(emailed))).toBeLessThan(entries.findIndex((entry) => entry.includes(rejected)));
    // A review assignment the decision ended says so: nobody withdrew it by hand.
    for (const entry of entries.filter((text) => text.includes('review assignment'))) expect(entry).toContain('ended: the application was decided');
    await expectAccessibleStaffPage(page, 'the timeline of a rejection');

    // The email, in French on the second brand, with each reason and what to do next.
    const [decision] = await workflowMails(item.email);
    expect(decision?.subject).toBe('École Lumière\u00a0: la décision sur votre candidature');
    expect(decision?.text).toContain('Prérequis non remplis\u00a0: Consultez les conditions d’admission du programme');
    expect(decision?.text).toContain('Toutes les places sont pourvues\u00a0: Vous pouvez postuler pour la prochaine rentrée');

    // The candidate, on their own brand and in French (another browser: the admin's session stays).
    const context = await browser.newContext();
    const candidatePage = await context.newPage();
    await signIn(candidatePage, item.email, { origin: SECOND_BRAND_URL });
    const block = candidatePage.getByRole('region', { name: item.program_name, exact: true });
    await expect(block.getByText('Votre candidature n’a pas été retenue')).toBeVisible();
    await expect(block).toContainText('Prérequis non remplis');
    await expect(block).toContainText('Consultez les conditions d’admission du programme');
    await expect(block).toContainText('Toutes les places sont pourvues');
    await expect(block).toContainText('Vous pouvez postuler pour la prochaine rentrée');
    await expect(block.getByRole('heading', { name: 'Historique' })).toBeVisible();
    await expect(block).toContainText('Non retenue le');
    // Never who decided: the admissions team only.
    await expect(block).not.toContainText('Alice');
    await expectAccessible(candidatePage, 'the French dashboard of a rejected application');
    await context.close();
  });

  test('a document sent back is replaced after submission, only in its slot, and accepted; the timeline has every step with its actor', async ({ page, browser }) => {
    const { item, documents } = await pickComplete([12, 10], (detail) => brandOf(detail) === 'northbridge');
    const pdfs = documents.filter((document) => document.name.toLowerCase().endsWith('.pdf'));
    expect(pdfs.length, 'a PDF document to send back').toBeGreaterThan(0);
    const sent = pdfs[0];
    if (sent === undefined) throw new Error('no PDF');
    await signInStaff(page, ADMIN);
    await page.goto(`/application/${item.deal_id}`);
    await expect(page.getByText(sent.name, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Ask for a new file instead of “${sent.name}”` }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask for a new file' });
    await dialog.getByText('The document has expired', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'The document has expired' })).toBeChecked();
    await expectAccessibleStaffPage(page, 'the dialog asking for a new file');
    await dialog.getByRole('button', { name: 'Ask for a new file' }).click();
    await expect(page.getByText('Review saved')).toBeVisible();
    await expect(page.getByText('Reason: The document has expired')).toBeVisible();
    await expectAccessibleStaffPage(page, 'the documents tab with a review');
    const [email] = await workflowMails(item.email);
    expect(email?.subject).toBe('Northbridge Business School: a document needs a new file');
    expect(email?.text).toContain(`(${sent.name})`);
    expect(email?.text).toContain('Reason: The document has expired. Upload a document that is valid today.');

    // The candidate replaces that document, and only it, though they have submitted: on a phone, by keyboard.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const candidate = await context.newPage();
    await signIn(candidate, item.email);
    await expect(candidate.getByText('A document needs a new file')).toBeVisible();
    await expect(candidate.getByText(`“${sent.name}”: The document has expired.`, { exact: false })).toBeVisible();
    await expectAccessible(candidate, 'the dashboard with a document to replace');
    await candidate.getByRole('button', { name: 'Replace on the documents page' }).click();
    await expect(candidate).toHaveURL(/\/documents$/);
    // The banner says which slot is open, not that nothing can change; the card and the checklist say a new file is needed.
    const banner = candidate.getByRole('status').filter({ hasText: /^Submitted on / });
    await expect(banner).toContainText(/The admissions team asked for a new file for .+ \(file \d\): replace it below\. Everything else stays as you sent it\./);
    await expect(candidate.getByText('Your documents can no longer be modified', { exact: false })).toHaveCount(0);
    await expect(candidate.getByText(/The admissions team needs a new file here: The document has expired/)).toBeVisible();
    // The card's badge and the slot's notice (and the checklist's row when the document is a required one).
    await expect.poll(() => candidate.getByText('New file needed', { exact: true }).count()).toBeGreaterThanOrEqual(2);
    // That slot offers Replace (the old file stays meanwhile), and nothing can be deleted.
    const replace = candidate.getByRole('button', { name: `Replace ${sent.name}` });
    await expect(candidate.getByRole('button', { name: /^Replace / })).toHaveCount(1);
    await expect(candidate.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expectAccessible(candidate, 'the documents page with a slot open again');
    // The page draws its cards in steps and its heading takes the focus on arrival: Enter goes once Replace holds it.
    await expect(async () => {
      await replace.focus();
      await expect(replace).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const chooser = candidate.waitForEvent('filechooser', { timeout: 30_000 });
    await candidate.keyboard.press('Enter');
    await (await chooser).setFiles(pdfFile('replacement.pdf'));
    await expect(candidate.getByText('File replaced')).toBeVisible();
    // The focus is on the result: the new file's row.
    await expect(candidate.locator(':focus')).toContainText('replacement.pdf');
    // The new file is in: everything is locked again, and the page says so.
    await expect(candidate.getByText(sent.name, { exact: true })).toHaveCount(0);
    await expect(candidate.getByRole('button', { name: /^(Replace|Delete) / })).toHaveCount(0);
    await expect(banner).toContainText('Your documents can no longer be modified');
    await expectAccessible(candidate, 'the documents page once the new file is in');
    await context.close();

    // Staff see the replacement to review, and accept it.
    const replacement = (await applicationDocuments(item.deal_id)).find((document) => document.name === 'replacement.pdf');
    expect(replacement?.review?.state).toBe('to-review');
    await page.reload();
    await page.getByRole('button', { name: 'Accept “replacement.pdf”' }).click();
    await expect(page.getByText('Review saved')).toBeVisible();
    expect((await applicationDocuments(item.deal_id)).find((document) => document.name === 'replacement.pdf')?.review?.state).toBe('accepted');

    await page.getByRole('tab', { name: 'Timeline' }).click();
    const entries = timeline(page);
    await expect(entries.nth(0)).toContainText('Alice Admin (admin) accepted “replacement.pdf”');
    await expect(entries.nth(1)).toContainText('The candidate uploaded “replacement.pdf”');
    await expect(entries.nth(2)).toContainText(`The candidate deleted “${sent.name}”`);
    await expect(entries.nth(3)).toContainText('The portal emailed the candidate: a document needs a new file');
    await expect(entries.nth(4)).toContainText(`Alice Admin (admin) asked for a new file instead of “${sent.name}”: The document has expired`);
    await expectAccessibleStaffPage(page, 'the timeline of a review');
  });
});
