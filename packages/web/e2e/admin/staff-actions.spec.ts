// The staff's actions on /application/{id} and /admin by keyboard alone: a status change that emails the candidate
// asks first; accepting a document, asking for a new file, deleting a note and carrying out an account deletion each
// leave the focus on their result (checked after every key, never the page's body); the quiz tab while the candidate
// is taking it; each document type by its name. Applications of slot 10 only (staff.ts pickApplication).
import type { Locator, Page } from '@playwright/test';
import type { AdminApplicationDetail } from '@admission/domain';
import { test } from '../support/fixtures';
import { generatedCandidates } from '../support/generated-candidates';
import { isFocused } from '../support/keyboard';
import { BACKEND_URL, SECOND_BRAND_URL } from '../support/ports';
import { TOUCH_PX } from '../support/phone';
import { ADMIN, apiToken, applicationDetail, expect, expectAccessibleStaffPage, listApplications, pickApplication, signInStaff, workflowMails } from './staff';

const SLOT = 10;
const PHONE = { width: 390, height: 844 } as const;

/**
 * The focus is on a control or a result, never the page's body (nor lost with a removed element). A closing dialog
 * gives the focus back in the next frame: the check allows a moment for it, not for a focus that stays lost.
 */
async function expectFocusNotLost(page: Page, step: string): Promise<void> {
  const lost = () => page.evaluate(() => document.activeElement === null || document.activeElement === document.body || !document.activeElement.isConnected);
  await expect.poll(lost, { message: `the focus fell to the page's body after ${step}`, timeout: 1000, intervals: [50] }).toBe(false);
}

/** Presses Tab until the target has the focus, checking after each press that the focus is somewhere. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  // The page draws its parts after the first paint: Tab from the start once the target is there.
  await expect(target).toBeVisible();
  for (let step = 0; step < limit; step += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
    await expectFocusNotLost(page, 'Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

/** Presses a key, then checks the focus is not lost. */
async function press(page: Page, key: string, step: string): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusNotLost(page, step);
}

const brandOf = (detail: AdminApplicationDetail) => (detail.user as { brand?: string }).brand;

/** The documents tab's lines as shown (a file's name and its meta line are lines of their own). */
const shownLines = async (panel: Locator): Promise<string[]> => (await panel.innerText()).split('\n').map((line) => line.trim());

/** Each document's meta line starts with its type's name, never its id. */
async function expectTypeNames(panel: Locator, names: RegExp): Promise<void> {
  await expect(panel).toContainText(names);
  const lines = await shownLines(panel);
  expect(lines.filter((line) => / · (#|n° )\d+ · /.test(line) && /^[a-z_]+ · /.test(line))).toEqual([]);
}

/** Tabs are one stop: Tab reaches the selected one, the arrow keys select the others. */
async function selectTab(page: Page, name: RegExp): Promise<void> {
  // The tabs are drawn once the cards have been painted.
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  await tabTo(page, page.getByRole('tab', { selected: true }));
  const target = page.getByRole('tab', { name });
  for (let step = 0; step < 6 && (await target.getAttribute('aria-selected')) !== 'true'; step += 1) await press(page, 'ArrowRight', 'ArrowRight in the tabs');
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await expect(target).toBeFocused();
}

test.describe('staff actions by keyboard', () => {
  test.describe.configure({ timeout: 180_000 });

  test('Re-open on a rejected application asks first (status from and to, the email); Cancel leaves the focus on the button and sends nothing', async ({ page }) => {
    const { item, detail } = await pickApplication('REJECTED', SLOT);
    const mailsBefore = (await workflowMails(detail.user.email)).length;
    await signInStaff(page, ADMIN);
    await page.goto(`/application/${item.deal_id}`);
    const card = page.getByRole('region', { name: 'Update Application Status' });
    const reopen = card.getByRole('button', { name: 'Re-open Application' });
    await tabTo(page, reopen);
    await press(page, 'Enter', 'Enter on Re-open');
    const dialog = page.getByRole('alertdialog', { name: 'Re-open this application?' });
    await expect(dialog).toContainText('Its status changes from Rejected to In Progress.');
    await expect(dialog).toContainText('The candidate is emailed at once that the application is open again.');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessibleStaffPage(page, 'the re-open confirmation');
    await press(page, 'Enter', 'Cancel');
    await expect(dialog).toHaveCount(0);
    await expect(reopen).toBeFocused();
    expect((await applicationDetail(item.deal_id)).deal.deal_status).toBe('REJECTED');

    await press(page, 'Enter', 'Enter on Re-open again');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await press(page, 'Tab', 'Tab to Re-open');
    await expect(dialog.getByRole('button', { name: 'Re-open', exact: true })).toBeFocused();
    await press(page, 'Enter', 'confirming the re-opening');
    await expect(page.getByText('The application status is now In Progress.')).toBeVisible();
    await expect(card.getByText('Current status: In Progress')).toBeFocused();
    expect((await applicationDetail(item.deal_id)).deal.deal_status).toBe('IN_PROGRESS');
    await expect.poll(async () => (await workflowMails(detail.user.email)).length).toBe(mailsBefore + 1);
  });

  test('accepting a document and asking for a new file leave the focus on the document state; the types by their names', async ({ page }) => {
    const { item, documents } = await pickApplication('COMPLETE', SLOT, (detail, listed) => brandOf(detail) !== 'lumiere' && listed.document_count >= 2);
    const [first, second] = documents.filter((document) => (document.review?.state ?? 'to-review') === 'to-review');
    if (first === undefined || second === undefined) throw new Error('two documents to review are needed');
    await signInStaff(page, ADMIN);
    await page.goto(`/application/${item.deal_id}`);
    const panel = page.getByRole('tabpanel');
    // Each type by the name the candidate's documents page shows, never its id.
    await expectTypeNames(panel, /Passport or ID card · #1|Academic transcripts · #1/);

    const firstRow = panel.getByRole('listitem').filter({ hasText: first.name });
    await tabTo(page, firstRow.getByRole('button', { name: `Accept “${first.name}”` }));
    await press(page, 'Enter', 'Accept');
    await expect(page.getByText('Review saved')).toBeVisible();
    const focusedState = page.locator(':focus');
    await expect(focusedState).toHaveText(/^Accepted/);
    await expect(firstRow.locator(':focus')).toHaveCount(1);
    await expectAccessibleStaffPage(page, 'after Accept');

    const secondRow = panel.getByRole('listitem').filter({ hasText: second.name });
    await tabTo(page, secondRow.getByRole('button', { name: `Ask for a new file instead of “${second.name}”` }));
    await press(page, 'Enter', 'Ask for a new file');
    const dialog = page.getByRole('dialog', { name: 'Ask for a new file' });
    await tabTo(page, dialog.getByRole('radio').first());
    // Up from the first radio button wraps to the last one, Other.
    await press(page, 'ArrowUp', 'ArrowUp in the radio group');
    await expect(dialog.getByRole('radio', { name: 'Other' })).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Ask for a new file' }));
    await press(page, 'Enter', 'confirming without the other reason');
    const other = dialog.getByRole('textbox', { name: 'Other reason, in a few words' });
    // Radio buttons are not unticked: the error names what to do with them.
    await expect(other).toHaveAccessibleDescription(/Write the other reason, or choose one of the reasons above instead of “Other”\./);
    await expect(dialog).not.toContainText('untick');
    await expectAccessibleStaffPage(page, 'the other reason missing');
    await tabTo(page, other);
    await page.keyboard.type('Page 2 is missing');
    await tabTo(page, dialog.getByRole('button', { name: 'Ask for a new file' }));
    await press(page, 'Enter', 'asking for a new file');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator(':focus')).toHaveText(/^Needs a new file/);
    await expect(secondRow.locator(':focus')).toHaveCount(1);
    await expectFocusNotLost(page, 'the dialog closed');
  });

  test('on the second brand at phone width: French names of the types, Set Admissible asks in French, the radio wording', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const { item } = await pickApplication('COMPLETE', SLOT, (detail, listed) => brandOf(detail) === 'lumiere' && listed.document_count >= 1);
    await signInStaff(page, ADMIN, 'lumiere');
    await page.goto(`${SECOND_BRAND_URL}/application/${item.deal_id}`);
    const panel = page.getByRole('tabpanel');
    await expectTypeNames(panel, /(Passeport ou carte d'identité|Relevés de notes|Curriculum vitae|Photo d'identité) · n° 1/);

    const card = page.getByRole('region', { name: 'Mettre à jour le statut de la candidature' });
    const admissible = card.getByRole('button', { name: 'Déclarer admissible' });
    await tabTo(page, admissible);
    await press(page, 'Enter', 'Entrée sur Déclarer admissible');
    const dialog = page.getByRole('alertdialog', { name: 'Déclarer cette candidature admissible ?' });
    await expect(dialog).toContainText('Son statut passe de « Complet » à « Admissible ».');
    await expect(dialog).toContainText('Le candidat reçoit aussitôt un e-mail');
    await expectAccessibleStaffPage(page, 'la confirmation de Déclarer admissible');
    await press(page, 'Escape', 'Échap');
    await expect(dialog).toHaveCount(0);
    await expect(admissible).toBeFocused();
    expect((await applicationDetail(item.deal_id)).deal.deal_status).toBe('COMPLETE');

    const sendBack = panel.getByRole('button', { name: /^Demander un nouveau fichier/ }).and(page.locator(':enabled')).first();
    await tabTo(page, sendBack);
    await press(page, 'Enter', 'Demander un nouveau fichier');
    const reasons = page.getByRole('dialog', { name: 'Demander un nouveau fichier' });
    await tabTo(page, reasons.getByRole('radio').first());
    await press(page, 'ArrowUp', 'Haut dans le groupe');
    await expect(reasons.getByRole('radio', { name: 'Autre' })).toBeChecked();
    await tabTo(page, reasons.getByRole('button', { name: 'Demander un nouveau fichier' }));
    await press(page, 'Enter', 'confirmer sans motif');
    await expect(reasons.getByRole('textbox')).toHaveAccessibleDescription(/Écrivez l’autre motif, ou choisissez un des motifs ci-dessus au lieu de « Autre »\./);
    await expect(reasons).not.toContainText('décochez');
    await press(page, 'Escape', 'Échap');
    await expect(reasons).toHaveCount(0);
  });
});

for (const size of [null, PHONE] as const) {
  test(`notes ${size === null ? 'at desktop width' : 'at phone width'}: a compact Delete asks first; the focus goes to the next note, then to "No notes yet."`, async ({ page }) => {
    test.setTimeout(180_000);
    if (size !== null) await page.setViewportSize(size);
    const { item } = await pickApplication(size === null ? 'IN_PROGRESS' : 'DRAFT', SLOT);
    const token = await apiToken(ADMIN);
    for (const body of ['Older note.', 'Newer note.']) {
      const added = await fetch(`${BACKEND_URL}/admin/applications/${item.deal_id}/notes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body }),
      });
      expect(added.status).toBe(201);
    }
    await signInStaff(page, ADMIN);
    await page.goto(`/application/${item.deal_id}`);
    await selectTab(page, /^Notes/);
    const notes = page.getByRole('tabpanel').getByRole('listitem');
    const newer = notes.filter({ hasText: 'Newer note.' });
    const older = notes.filter({ hasText: 'Older note.' });
    const deleteNewer = newer.getByRole('button', { name: /^Delete your note of / });
    await expect(deleteNewer).toBeVisible();
    // A compact control beside the author line, a finger's size.
    const box = await deleteNewer.boundingBox();
    const noteBox = await newer.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(TOUCH_PX);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(TOUCH_PX);
    expect(box?.width ?? Infinity).toBeLessThan((noteBox?.width ?? 0) / 2);
    await expectAccessibleStaffPage(page, 'the notes');

    await tabTo(page, deleteNewer);
    await press(page, 'Enter', 'Delete');
    const dialog = page.getByRole('alertdialog', { name: 'Delete this note?' });
    await expect(dialog).toContainText('It cannot be brought back.');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessibleStaffPage(page, 'the note deletion confirmation');
    await press(page, 'Enter', 'Cancel');
    await expect(dialog).toHaveCount(0);
    await expect(deleteNewer).toBeFocused();
    await expect(newer).toHaveCount(1);

    await press(page, 'Enter', 'Delete again');
    await press(page, 'Tab', 'Tab to Delete note');
    await expect(dialog.getByRole('button', { name: 'Delete note' })).toBeFocused();
    await press(page, 'Enter', 'Delete note');
    await expect(page.getByText('Note deleted')).toBeVisible();
    await expect(newer).toHaveCount(0);
    // The note that took its place has the focus.
    await expect(older).toBeFocused();
    await expectFocusNotLost(page, 'the deletion');

    await tabTo(page, older.getByRole('button', { name: /^Delete your note of / }));
    await press(page, 'Enter', 'Delete the last note');
    await press(page, 'Tab', 'Tab to Delete note');
    await press(page, 'Enter', 'Delete note');
    await expect(older).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No notes yet.' })).toBeFocused();
    await expectAccessibleStaffPage(page, 'no notes left');
  });
}

test('the quiz tab of a candidate taking the quiz says it is in progress, with the time left (both brands)', async ({ page }) => {
  test.setTimeout(180_000);
  // A generated candidate whose program has the quiz starts it (their own token): it runs its full time from now.
  let dealId: number | null = null;
  for (const email of await generatedCandidates(8, 12)) {
    const { items } = await listApplications('all', email);
    for (const item of items) {
      if (dealId === null && ((await applicationDetail(item.deal_id)).program as { requires_quiz?: boolean }).requires_quiz === true) dealId = item.deal_id;
    }
    if (dealId === null) continue;
    const started = await fetch(`${BACKEND_URL}/quiz/start`, { headers: { authorization: `Bearer ${await apiToken(email)}` } });
    expect(started.status).toBe(200);
    break;
  }
  if (dealId === null) throw new Error('no generated candidate whose program has the quiz');
  await signInStaff(page, ADMIN);
  await page.goto(`/application/${dealId}`);
  await selectTab(page, /^Quiz Results/);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Quiz in progress')).toBeVisible();
  await expect(panel).toContainText(/(40|39) minutes left: the quiz ends at \d{1,2}:\d{2}\s?[AP]M at the latest\./);
  await expect(panel).not.toContainText('No Quiz');
  await expectAccessibleStaffPage(page, 'a quiz under way');

  await signInStaff(page, ADMIN, 'lumiere');
  await page.goto(`${SECOND_BRAND_URL}/application/${dealId}`);
  await selectTab(page, /^Résultats du quiz/);
  await expect(page.getByRole('tabpanel').getByText('Quiz en cours')).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText(/Il reste (40|39) minutes : le quiz se termine au plus tard à \d{1,2}:\d{2}\./);
  await expectAccessibleStaffPage(page, 'un quiz en cours');
});

test('carrying out a deletion request by keyboard leaves the focus on the next waiting request, never the page', async ({ page }) => {
  test.setTimeout(180_000);
  const emails = await generatedCandidates(2, 10);
  for (const email of emails) {
    const asked = await fetch(`${BACKEND_URL}/users/me/deletion-request`, { method: 'POST', headers: { authorization: `Bearer ${await apiToken(email)}` } });
    expect(asked.status).toBe(201);
  }
  await signInStaff(page, ADMIN);
  await page.goto('/admin');
  const open = page.getByRole('button', { name: 'Deletion requests' });
  await tabTo(page, open);
  await press(page, 'Enter', 'Deletion requests');
  const region = page.getByRole('region', { name: 'Deletion requests' });
  await expect(region.getByRole('heading', { level: 2, name: 'Deletion requests' })).toBeFocused();
  const byEmail = (email: string) => region.getByRole('listitem').filter({ hasText: email }).getByRole('button', { name: /^Delete account of / });

  for (const email of emails) {
    await tabTo(page, byEmail(email));
    await press(page, 'Enter', 'Delete account');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await press(page, 'Tab', 'Tab to Delete account');
    await press(page, 'Enter', 'confirming the deletion');
    await expect(byEmail(email)).toHaveCount(0);
    // The next waiting request's action (or the waiting list's heading when none is left) has the focus.
    const focused = page.locator(':focus');
    await expect(focused).toHaveCount(1);
    await expect(focused).toHaveAccessibleName(/^Delete account of |^Waiting \(\d+\)$/);
    await expectFocusNotLost(page, 'the deletion');
  }
  await expectAccessibleStaffPage(page, 'after carrying out deletions');
});
