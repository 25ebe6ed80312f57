import { test } from '../support/fixtures';
import { BACKEND_URL } from '../support/ports';
import { ADMIN, AGENT, apiToken, expect, expectAccessibleStaffPage, originOf, pickApplication, signInStaff } from './staff';

// The staff workflow's Notes and Timeline tabs. Each test uses applications of its own slot.
test.describe('notes and timeline on /application/{id}', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin adds a note (kept as typed), finds it on the timeline with their name, deletes it; a candidate token is refused', async ({ page }) => {
    const { item } = await pickApplication('IN_PROGRESS', 13);
    await signInStaff(page, ADMIN);
    await page.goto(`/application/${item.deal_id}`);
    await page.getByRole('tab', { name: 'Notes' }).click();
    const field = page.getByRole('textbox', { name: 'New note' });
    await expect(field).toBeVisible();
    await expectAccessibleStaffPage(page, 'the Notes tab');

    // An empty note: our own words, the focus back in the field, nothing sent.
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(field).toHaveAccessibleDescription(/Write the note before adding it\./);
    await expect(field).toBeFocused();

    const body = `Called the candidate ${Date.now()}.\n<b>Diploma</b> on Monday.`;
    await field.fill(body);
    await expect(field).toHaveAccessibleDescription(new RegExp(`${[...body].length} of 2,000 characters`));
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Note added')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
    const note = page.getByRole('listitem').filter({ hasText: 'Diploma' });
    // Shown as text (the tags are letters on screen, not markup), its line break kept.
    await expect(note.getByText(body.split('\n')[1] ?? '')).toBeVisible();
    await expect(note).toContainText('Alice Admin');
    await expectAccessibleStaffPage(page, 'a note added');

    // The API refuses notes to a candidate's token, and keeps the note for staff.
    const candidate = await apiToken('docs.incomplete@northbridge.example');
    const refused = await fetch(`${BACKEND_URL}/admin/applications/${item.deal_id}/notes`, { headers: { authorization: `Bearer ${candidate}` } });
    expect(refused.status).toBe(403);
    const forStaff = await fetch(`${BACKEND_URL}/admin/applications/${item.deal_id}/notes`, { headers: { authorization: `Bearer ${await apiToken(AGENT)}` } });
    const kept = ((await forStaff.json()) as { notes: { body: string; mine: boolean }[] }).notes.find((saved) => saved.body === body);
    expect(kept?.mine).toBe(false);

    await page.getByRole('tab', { name: 'Timeline' }).click();
    const timeline = page.getByRole('list', { name: 'Changes, newest first' });
    await expect(timeline.getByRole('listitem').first()).toContainText('Alice Admin (admin) added a note');
    await expectAccessibleStaffPage(page, 'the Timeline tab');

    await page.getByRole('tab', { name: 'Notes' }).click();
    await note.getByRole('button', { name: /^Delete your note of / }).click();
    await page.getByRole('alertdialog', { name: 'Delete this note?' }).getByRole('button', { name: 'Delete note' }).click();
    await expect(page.getByText('Note deleted')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Diploma' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await expect(timeline.getByRole('listitem').first()).toContainText('Alice Admin (admin) deleted a note');
  });

  test('in French on the second brand: an agent adds a note and reads it on the timeline, by their name and role', async ({ page }) => {
    const { item } = await pickApplication('COMPLETE', 9);
    await signInStaff(page, AGENT, 'lumiere');
    await page.goto(`${originOf('lumiere')}/application/${item.deal_id}`);
    await page.getByRole('tab', { name: 'Notes' }).click();
    await expectAccessibleStaffPage(page, "l'onglet Notes");
    await page.getByRole('textbox', { name: 'Nouvelle note' }).fill('Dossier vérifié.');
    await page.getByRole('button', { name: 'Ajouter la note' }).click();
    await expect(page.getByText('Note ajoutée')).toBeVisible();
    // The agent's own note has a Delete button (notes of other staff members have none).
    await expect(page.getByRole('listitem').filter({ hasText: 'Dossier vérifié.' }).getByRole('button', { name: /^Supprimer votre note du / })).toHaveCount(1);
    await page.getByRole('tab', { name: 'Historique' }).click();
    const timeline = page.getByRole('list', { name: 'Modifications, les plus récentes en premier' });
    await expect(timeline.getByRole('listitem').first()).toContainText('Aaron Agent (agent) a ajouté une note');
    await expectAccessibleStaffPage(page, "l'historique");
  });
});
