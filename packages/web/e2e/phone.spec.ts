// The phone journeys: a candidate and a staff member on a 360 x 740 screen (first brand, English)
// and on a 320 px one (second brand, French), with a touch screen. On every page: the header on one line,
// nothing scrolling sideways, every control a finger uses at least 44 x 44 px, nothing floating over content.
import type { Page } from '@playwright/test';
import { ADMIN, listApplications, nameOf, pickApplication, signInStaff, statusFilter } from './admin/staff';
import { textFile } from './support/files';
import { confirmButton, expect, latestMail, markMailbox, test } from './support/fixtures';
import { PHONES, expectFingerSized, expectFitsThePhone, expectUncovered } from './support/phone';
import { SECOND_BRAND_URL } from './support/ports';

const TEXTS = {
  northbridge: {
    origin: '',
    email: 'Email address',
    send: 'Send magic link',
    linkSent: 'Check your email',
    startApplication: /Start your application/,
    contact: 'Contact us',
    account: 'Account',
    signOut: 'Sign out',
    upload: 'Upload Documents',
    documents: 'Your Documents',
    back: 'Back to Dashboard',
    completeNow: 'Complete Now',
    download: /^Download /,
    delete: /^Delete /,
    browse: /^Browse files/,
    nationality: 'Indicate all your nationalities',
    nationalityHint: 'Select your nationality/nationalities...',
    invalidType: /Invalid file type/,
    staffTitle: 'Northbridge Business School · Staff Portal',
    adminTitle: 'Admin Dashboard',
    applications: 'Applications',
    status: /Status/,
    viewApplication: /^View Application of /,
    next: 'Next',
    searchHint: 'Search by name, email, deal ID, or program...',
    backToAdmin: 'Back to Admin Dashboard',
    tabs: 'Application details',
    view: /^View /,
    downloadDocument: /^Download /,
  },
  lumiere: {
    origin: SECOND_BRAND_URL,
    email: 'Adresse e-mail',
    send: 'Envoyer le lien magique',
    linkSent: 'Consultez vos e-mails',
    startApplication: /Commencer votre candidature/,
    contact: 'Nous contacter',
    account: 'Compte',
    signOut: 'Se déconnecter',
    upload: 'Téléverser les documents',
    documents: 'Vos documents',
    back: 'Retour au tableau de bord',
    completeNow: 'Compléter maintenant',
    download: /^Télécharger /,
    delete: /^Supprimer /,
    browse: /^Parcourir les fichiers/,
    nationality: 'Indiquez toutes vos nationalités',
    nationalityHint: 'Sélectionnez votre ou vos nationalités...',
    invalidType: /Type de fichier non valide/,
    staffTitle: 'École Lumière · Portail du personnel',
    adminTitle: 'Tableau de bord administrateur',
    applications: 'Candidatures',
    status: /Statut/,
    viewApplication: /^Voir la candidature de /,
    next: 'Suivant',
    searchHint: 'Rechercher par nom, e-mail, ID de dossier ou programme...',
    backToAdmin: 'Retour au tableau de bord',
    tabs: 'Détails de la candidature',
    view: /^Voir /,
    downloadDocument: /^Télécharger /,
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** The phone's header: on one line; the Account button opens the language switch and Sign out, finger-sized. */
async function checkAccountMenu(page: Page, t: Texts, what: string): Promise<void> {
  const menu = page.getByRole('banner').getByRole('button', { name: t.account, exact: true });
  await expectFingerSized(menu, `${what}: the Account button`);
  await menu.tap();
  await expectFingerSized(page.getByRole('button', { name: t.signOut }), `${what}: Sign out`);
  for (const code of ['EN', 'FR']) await expectFingerSized(page.getByRole('banner').locator('label').filter({ hasText: code }), `${what}: the ${code} switch`);
  await expectFitsThePhone(page, `${what}, account menu open`, { menuOpen: true });
  await menu.tap();
}

// Each viewport takes the applications of its own slot (deal id modulo 16): they never meet another test's.
const SLOTS = { 360: 11, 320: 12 } as const;

for (const phone of PHONES) {
  const brand = phone.width === 360 ? 'northbridge' : 'lumiere';
  const t = TEXTS[brand];

  test.describe(`on a ${phone.width} x ${phone.height} touch screen (${brand})`, () => {
    test.use({ viewport: phone, hasTouch: true, isMobile: true });
    test.describe.configure({ timeout: 180_000 });

    test('a candidate: sign-in, link sent, dashboard, documents and an upload error', async ({ page }) => {
      const { item } = await pickApplication('IN_PROGRESS', SLOTS[phone.width], (_, listed) => listed.document_count > 0);
      await page.goto(`${t.origin}/auth`);
      await expect(page.getByRole('button', { name: t.send })).toBeVisible();
      await expectFitsThePhone(page, '/auth');
      const start = page.getByRole('link', { name: t.startApplication });
      await expectFingerSized(start, '"Start your application"');
      for (const code of ['EN', 'FR']) await expectFingerSized(page.locator('label').filter({ hasText: code }), `the ${code} switch`);

      // Sending: the result message takes the focus, and nothing floats over the link or the contact button.
      const since = await markMailbox(item.email);
      await page.getByRole('textbox', { name: t.email }).fill(item.email);
      await page.getByRole('button', { name: t.send }).tap();
      await expect(page.getByRole('status').filter({ hasText: t.linkSent })).toBeFocused();
      await expectUncovered(start, '"Start your application" after sending');
      await expectUncovered(page.getByRole('button', { name: t.contact }), 'the contact button after sending');
      await expectFitsThePhone(page, '/auth, link sent');
      const mail = await latestMail(item.email, since);
      await page.goto(mail.link);
      await expect(confirmButton(page)).toBeVisible();
      await expectFitsThePhone(page, '/auth/confirm');
      await confirmButton(page).tap();
      await expect(page).not.toHaveURL(/\/auth/);

      await expect(page.getByRole('button', { name: t.upload }).or(page.getByRole('button', { name: /Documents/ })).first()).toBeVisible();
      await checkAccountMenu(page, t, 'the dashboard');
      await expectFitsThePhone(page, 'the dashboard');

      await page.goto(`${t.origin}/documents`);
      await expect(page.getByRole('heading', { level: 1, name: t.documents })).toBeVisible();
      await expect(page.getByRole('button', { name: t.download }).first()).toBeVisible();
      await expectFingerSized(page.getByRole('button', { name: t.back }), 'Back to Dashboard');
      await expectFingerSized(page.getByRole('button', { name: t.download }).first(), 'Download');
      await expectFingerSized(page.getByRole('button', { name: t.delete }).first(), 'Delete');
      await expectFingerSized(page.getByRole('button', { name: t.browse }).first(), 'Browse files');
      const completeNow = page.getByRole('button', { name: t.completeNow });
      if ((await completeNow.count()) > 0) await expectFingerSized(completeNow, 'Complete Now');
      // The nationality field: its arrow uncovered, its placeholder whole above it until something is chosen.
      const nationality = page.getByRole('combobox', { name: t.nationality });
      const hint = page.getByText(t.nationalityHint, { exact: true });
      if ((await hint.count()) > 0) {
        const fits = await hint.evaluate((element) => element.scrollWidth <= Math.ceil(element.getBoundingClientRect().width));
        expect(fits, 'the nationality placeholder is whole').toBe(true);
      }
      await expectUncovered(nationality, 'the nationality field');
      await checkAccountMenu(page, t, '/documents');
      await expectFitsThePhone(page, '/documents');

      // An upload error (a text file: refused in the browser, nothing is stored) stays in view, uncovered.
      const input = page.locator('input[type="file"]').first();
      await input.setInputFiles(textFile());
      const error = page.getByText(t.invalidType).first();
      await expect(error).toBeVisible();
      await expectUncovered(error, 'the upload error');
      await expectFitsThePhone(page, '/documents with an upload error');
    });

    test('staff: the applications as cards, the last one reachable, and the application page', async ({ page }) => {
      const all = await listApplications('all');
      // Read only: its own slot first, else any slot (the jury's journey decides COMPLETE applications of any slot).
      const fits = (detail: Parameters<Parameters<typeof pickApplication>[2] & object>[0]) => Boolean(detail.user.hubspot_contact_id) && detail.payers.length > 0;
      const slots = [SLOTS[phone.width], ...Array.from({ length: 16 }, (_, slot) => slot).filter((slot) => slot !== SLOTS[phone.width])];
      let picked: Awaited<ReturnType<typeof pickApplication>> | undefined;
      for (const slot of slots) {
        picked = await pickApplication('COMPLETE', slot, fits).catch(() => undefined);
        if (picked !== undefined) break;
      }
      if (picked === undefined) throw new Error('no COMPLETE application with a CRM record and a payer');
      const { item } = picked;
      await signInStaff(page, ADMIN, brand);
      // Staff start in the back-office, under their own title.
      await expect(page).toHaveURL(/\/admin/);
      await page.goto(`${t.origin}/admin?status=all`);
      await expect(page.getByRole('heading', { level: 1, name: t.adminTitle })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText(t.staffTitle);

      // One card per application, only those near the screen drawn; no table to swipe.
      const cards = page.getByRole('list', { name: t.applications });
      await expect(cards.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(all.items.length));
      await expect(page.getByRole('grid')).toHaveCount(0);
      expect(await cards.getByRole('listitem').count()).toBeLessThan(20);
      await expectFingerSized(page.getByRole('button', { name: t.viewApplication }).first(), 'View Application');
      await expect(page.getByText(t.searchHint, { exact: true })).toBeVisible();
      await checkAccountMenu(page, t, '/admin');
      await expectFitsThePhone(page, '/admin');

      // The status options are finger-sized.
      await statusFilter(page, t.status).tap();
      for (const option of await page.getByRole('option').all()) await expectFingerSized(option, 'a status option');
      await page.keyboard.press('Escape');

      // The last card of the page and the pager, scrolled to: nothing over them.
      const last = all.items.at(-1);
      if (last === undefined) throw new Error('no application');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastButton = page.getByRole('button', { name: new RegExp(`${t.viewApplication.source.slice(1)}${nameOf(last)}$`) });
      await expect(lastButton).toBeVisible();
      await expectUncovered(lastButton, 'the last card\'s View Application');
      const next = page.getByRole('button', { name: t.next });
      if ((await next.count()) > 0) await expectFingerSized(next, 'Next page');
      await expectFitsThePhone(page, '/admin scrolled to its end');

      await page.goto(`${t.origin}/application/${item.deal_id}`);
      await expect(page.getByRole('button', { name: t.backToAdmin })).toBeVisible();
      await expect(page.getByRole('banner')).toContainText(t.staffTitle);
      await expectFingerSized(page.getByRole('button', { name: t.backToAdmin }), 'Back to Admin Dashboard');
      await expectFingerSized(page.getByRole('link', { name: /CRM/ }), 'the CRM link');
      // Every tab whole on the screen: nothing cut, nothing to discover by scrolling.
      const tabs = page.getByRole('tablist', { name: t.tabs }).getByRole('tab');
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox();
        expect(box, 'a tab').not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= phone.width, `the tab ${await tab.textContent()} is whole on screen`).toBe(true);
        await expectFingerSized(tab, 'a tab');
      }
      await expectFingerSized(page.getByRole('tabpanel').getByRole('button', { name: t.view }).first(), 'View (a document)');
      await expectFingerSized(page.getByRole('tabpanel').getByRole('button', { name: t.downloadDocument }).first(), 'Download (a document)');
      await checkAccountMenu(page, t, '/application');
      await expectFitsThePhone(page, '/application');
      for (const tab of await tabs.all()) {
        await tab.tap();
        await expectFitsThePhone(page, `/application, tab ${await tab.textContent()}`);
      }
    });
  });
}
