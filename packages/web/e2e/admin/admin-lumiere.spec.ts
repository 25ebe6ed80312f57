import { test } from '../support/fixtures';
import { SECOND_BRAND_URL } from '../support/ports';
import { ADMIN, AGENT, applicationDetail, expect, expectAccessibleStaffPage, listApplications, nameOf, pickApplication, signInStaff, statusFilter } from './staff';

// The second brand (École Lumière) speaks French; staff use the same back-office there.
test.describe('back-office on the second brand, in French', () => {
  test.describe.configure({ timeout: 120_000 });

  test('admin: list, search, filter, open in a new tab, every tab, a PDF preview, Set Admissible', async ({ page, context }) => {
    const { item, detail, documents } = await pickApplication('COMPLETE', 7, (d) => d.quiz != null && d.payers.length > 0);
    const complete = await listApplications('COMPLETE');
    await signInStaff(page, ADMIN, 'lumiere');
    await page.goto(`${SECOND_BRAND_URL}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord administrateur' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Rechercher des candidatures' })).toHaveAttribute('placeholder', 'Rechercher par nom, e-mail, ID de dossier ou programme...');
    await expect(page.getByText(`${complete.total} candidatures`, { exact: true })).toBeVisible();
    await expectAccessibleStaffPage(page, '/admin in French');

    await statusFilter(page, /Statut/).click();
    await expect(page.getByRole('option')).toHaveText(['Tous les statuts', 'Brouillon', 'En cours', 'Complet', 'Admissible', 'Refusé', 'Retirée']);
    await page.getByRole('option', { name: 'Tous les statuts' }).click();
    await expect(page).toHaveURL(/\?status=all$/);

    await page.getByRole('searchbox', { name: 'Rechercher des candidatures' }).fill(item.email);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(item.email)}`));
    await expect(page.getByText(/1 candidature correspond à « .+ »/)).toBeVisible();
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: /Voir la candidature/ }).click();
    const tab = await opened;
    await expect(tab).toHaveURL(`${SECOND_BRAND_URL}/application/${item.deal_id}`);
    await expect(tab.getByRole('heading', { level: 1, name: nameOf(detail.user) })).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Retour au tableau de bord' })).toBeVisible();
    await expect(tab.getByRole('region', { name: 'Informations du candidat' })).toContainText('Complet');
    await expect(tab.getByRole('tab', { name: `Documents ${documents.length}` })).toBeVisible();

    const pdf = documents.find((document) => document.content?.content_type === 'application/pdf');
    if (!pdf) throw new Error('no PDF');
    const row = tab.getByRole('tabpanel').getByRole('listitem').filter({ hasText: pdf.name });
    await row.getByRole('button', { name: `Voir ${pdf.name}` }).click();
    await expect(row.locator('iframe')).toBeVisible();
    await expect(row.getByText(/Taille : [\d,]+ Ko/)).toBeVisible();
    await expect(row.getByRole('button', { name: `Masquer ${pdf.name}` })).toBeVisible();
    await expectAccessibleStaffPage(tab, 'a PDF preview in French');

    await tab.getByRole('tab', { name: /Résultats du quiz/ }).click();
    await expect(tab.getByRole('tabpanel')).toContainText('Bonnes réponses');
    await expectAccessibleStaffPage(tab, 'the quiz tab in French');
    await tab.getByRole('tab', { name: /Finances/ }).click();
    await expect(tab.getByRole('tabpanel')).toContainText('Autofinancé');
    await expectAccessibleStaffPage(tab, 'the finances tab in French');

    const card = tab.getByRole('region', { name: 'Mettre à jour le statut de la candidature' });
    await expect(card.getByRole('button')).toHaveText(['Déclarer admissible', 'Refuser', 'Rouvrir la candidature']);
    await card.getByRole('button', { name: 'Déclarer admissible' }).click();
    await tab.getByRole('alertdialog', { name: 'Déclarer cette candidature admissible ?' }).getByRole('button', { name: 'Déclarer admissible' }).click();
    await expect(tab.getByText('Statut mis à jour')).toBeVisible();
    await expect(tab.getByText('La candidature a désormais le statut « Admissible ».')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Refuser' })).toBeDisabled();
    expect((await applicationDetail(item.deal_id)).deal.deal_status).toBe('ADMISSIBLE');
  });

  test('agent: Re-open after the French confirmation; the admin-only buttons are absent', async ({ page }) => {
    const { item } = await pickApplication('COMPLETE', 8);
    await signInStaff(page, AGENT, 'lumiere');
    await page.goto(`${SECOND_BRAND_URL}/application/${item.deal_id}`);
    const card = page.getByRole('region', { name: 'Mettre à jour le statut de la candidature' });
    await expect(card.getByRole('button')).toHaveText(['Rouvrir la candidature']);
    await expect(page.getByRole('button', { name: /Déclarer admissible|Refuser/ })).toHaveCount(0);
    await card.getByRole('button', { name: 'Rouvrir la candidature' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Rouvrir cette candidature ?' });
    await expect(dialog).toContainText('Le candidat devra valider à nouveau sa candidature. Son statut passe de « Complet » à « En cours ».');
    await expectAccessibleStaffPage(page, 'the French re-open confirmation');
    await dialog.getByRole('button', { name: 'Rouvrir', exact: true }).click();
    await expect(page.getByText('La candidature a désormais le statut « En cours ».')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await applicationDetail(item.deal_id)).deal.deal_status).toBe('IN_PROGRESS');
  });

  test('a French candidate is sent away from both staff pages', async ({ page }) => {
    await signInStaff(page, 'candidate.fr@lumiere.example', 'lumiere');
    await page.goto(`${SECOND_BRAND_URL}/admin`);
    await expect(page.getByText("Vous n'avez pas l'autorisation d'accéder à l'espace d'administration")).toBeVisible();
    await expect(page).toHaveURL(`${SECOND_BRAND_URL}/`);
    await page.goto(`${SECOND_BRAND_URL}/application/1`);
    await expect(page.getByText("Vous n'avez pas l'autorisation d'accéder aux détails de la candidature")).toBeVisible();
    await expect(page).toHaveURL(`${SECOND_BRAND_URL}/`);
    await expectAccessibleStaffPage(page, 'Accès refusé');
  });
});
