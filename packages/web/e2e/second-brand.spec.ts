import { SECOND_BRAND_URL } from './support/ports';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

test.describe('École Lumière (second brand, French)', () => {
  test('French sign-in page, title and icon; the emailed link; the French dashboard and the phone contact', async ({ page }) => {
    await page.goto(`${SECOND_BRAND_URL}/auth`);
    await expect(page).toHaveTitle('Connexion – École Lumière');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon-lumiere.png');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: "Bienvenue à l'École Lumière" })).toBeVisible();
    await expectAccessible(page, '/auth in French');

    await signIn(page, 'candidate.fr@lumiere.example', { origin: SECOND_BRAND_URL, by: 'link' });
    await expect(page.getByRole('heading', { name: 'Bon retour parmi nous !' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Frais de dossier' }).getByText('Paiement en attente')).toBeVisible();
    // The fee the French way ('90 €'), from react-intl's formatter.
    await expect(page.getByRole('region', { name: 'Frais de dossier' }).getByText(/^Les frais de dossier de \d+\s€ permettent/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Commencer le quiz' })).toBeVisible();
    await expectAccessible(page, 'the French dashboard');

    await page.getByRole('button', { name: 'Nous contacter' }).click();
    const contact = page.getByRole('dialog', { name: 'Coordonnées' });
    await expect(contact.getByRole('link', { name: 'admissions@lumiere.example' })).toBeVisible();
    await expect(contact.getByRole('link', { name: '+33 1 84 88 00 00' })).toHaveAttribute('href', 'tel:+33184880000');
    await expectAccessible(page, 'the French contact dialog');
  });

  test('the code sign-in, then submitted documents are locked (in French)', async ({ page }) => {
    await signIn(page, 'soumis.fr@lumiere.example', { origin: SECOND_BRAND_URL, by: 'code' });
    await page.getByRole('button', { name: 'Voir les documents' }).click();
    await expect(page.getByRole('heading', { name: 'Vos documents' })).toBeVisible();
    // The date written the French way, by react-intl (not '3/1/2026' or 'March 1, 2026').
    await expect(page.getByText(/^Envoyé le \d{1,2}(er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/)).toBeVisible();
    await expect(page.getByText(/Modification impossible après l'envoi/)).toBeVisible();
    await expectAccessible(page, 'the locked documents page in French');
  });

  test('an unknown email: Compte introuvable with the school’s own apply page', async ({ page }) => {
    await page.goto(`${SECOND_BRAND_URL}/auth`);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('inconnu@example.fr');
    await page.getByRole('button', { name: 'Envoyer le lien magique' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compte introuvable' });
    await expect(dialog.getByRole('link', { name: /Candidater/ })).toHaveAttribute('href', 'https://lumiere.example/candidater');
    await expectAccessible(page, 'Compte introuvable');
  });

  test('the language toggle switches to English and remembers it', async ({ page }) => {
    await page.goto(`${SECOND_BRAND_URL}/auth`);
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to École Lumière' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to École Lumière' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
