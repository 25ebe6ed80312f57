import type { Locator } from '@playwright/test';
import { ADMIN, expectAccessibleStaffPage, pageAccessToken, signInStaff, type Brand } from '../admin/staff';
import { expect, expectAccessible, signIn, test } from '../support/fixtures';
import { BACKEND_URL, SECOND_BRAND_URL } from '../support/ports';

// "Ask to delete my account", in both brands (docs/decisions/0020): the candidate asks from the keyboard
// and sees the request wait; an admin carries it out on /admin; the candidate's files answer no more over Storage's
// HTTP API, their session ends and their address can no longer sign in; the email is in the mailbox.
//
// Accounts this spec owns, and deletes: leaving@northbridge.example and depart@lumiere.example (seeded last, with
// documents and a paid invoice and no application, so no other spec's list or pick ever meets them).

interface BrandCase {
  readonly brand: Brand;
  readonly email: string;
  readonly name: string;
  readonly origin: string;
  readonly texts: {
    readonly deleteAccount: string;
    readonly dialog: string;
    /** The dialog's first sentence, which names the school. */
    readonly intro: RegExp;
    readonly kept: RegExp;
    readonly confirm: string;
    readonly pendingDialog: string;
    readonly pendingButton: string;
    readonly deletionRequests: string;
    readonly carryOut: string;
    readonly confirmDialog: RegExp;
    readonly confirmButton: string;
    readonly done: string;
    readonly noneWaiting: string;
    readonly send: string;
    readonly notFound: string;
    readonly subject: string;
  };
}

const BRANDS: readonly BrandCase[] = [
  {
    brand: 'northbridge',
    email: 'leaving@northbridge.example',
    name: 'Morgan Leaving',
    origin: '',
    texts: {
      deleteAccount: 'Ask for account deletion',
      dialog: 'Delete your account?',
      intro: /^You are asking Northbridge Business School to delete your account\./,
      kept: /^Your invoices, as accounting law requires, for 10 years$/,
      confirm: 'Ask to delete my account',
      pendingDialog: 'Account deletion requested',
      pendingButton: 'Deletion requested',
      deletionRequests: 'Deletion requests',
      carryOut: 'Delete account of Morgan Leaving',
      confirmDialog: /^Delete the account of Morgan Leaving\?$/,
      confirmButton: 'Delete account',
      done: 'Account deleted',
      noneWaiting: 'No request is waiting.',
      send: 'Send magic link',
      notFound: 'Account Not Found',
      subject: 'Northbridge Business School: your account is deleted',
    },
  },
  {
    brand: 'lumiere',
    email: 'depart@lumiere.example',
    name: 'Lucie Départ',
    origin: SECOND_BRAND_URL,
    texts: {
      deleteAccount: 'Demander la suppression du compte',
      dialog: 'Supprimer votre compte ?',
      // The school inside a sentence takes its article.
      intro: /^Vous demandez à l'École Lumière de supprimer votre compte\./,
      kept: /^Vos factures, comme l'exige le droit comptable, pendant 10 ans$/,
      confirm: 'Demander la suppression de mon compte',
      pendingDialog: 'Suppression du compte demandée',
      pendingButton: 'Suppression demandée',
      deletionRequests: 'Demandes de suppression',
      carryOut: 'Supprimer le compte de Lucie Départ',
      confirmDialog: /^Supprimer le compte de Lucie Départ \?$/,
      confirmButton: 'Supprimer le compte',
      done: 'Compte supprimé',
      noneWaiting: 'Aucune demande en attente.',
      send: 'Envoyer le lien magique',
      notFound: 'Compte introuvable',
      subject: 'École Lumière\u00a0: votre compte est supprimé',
    },
  },
];

/** A signed URL of each of the candidate's documents, from the product API, while the account exists. */
async function signedUrls(token: string): Promise<string[]> {
  const headers = { authorization: `Bearer ${token}` };
  const { documents } = (await (await fetch(`${BACKEND_URL}/documents/`, { headers })).json()) as { documents: { id: number }[] };
  return Promise.all(
    documents.map(async (document) => ((await (await fetch(`${BACKEND_URL}/documents/${document.id}/download`, { headers })).json()) as { download_url: string }).download_url),
  );
}

/** Is the focus inside this element? */
const holdsFocus = (element: Locator) => element.evaluate((node) => node.contains(document.activeElement));

for (const brand of BRANDS) {
  test(`${brand.brand}: a candidate asks to delete their account from the keyboard; an admin carries it out; files, session and sign-in are gone; the email is sent`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const { texts } = brand;

    // The candidate, on their brand's host; their files answer over Storage's HTTP API.
    await signIn(page, brand.email, { origin: brand.origin });
    const token = await pageAccessToken(page);
    const urls = await signedUrls(token);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect((await fetch(url)).status).toBe(200);

    // From the keyboard: the account menu's button, the confirmation (what goes, what is kept), the request.
    const button = page.getByRole('button', { name: texts.deleteAccount });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await expect(dialog).toBeVisible();
    await expect.poll(() => holdsFocus(dialog), { message: 'the focus is in the dialog' }).toBe(true);
    await expect(dialog.getByText(texts.intro)).toBeVisible();
    await expect(dialog.getByText(texts.kept)).toBeVisible();
    await expectAccessible(page, `the account deletion dialog (${brand.brand})`);
    await dialog.getByRole('button', { name: texts.confirm }).focus();
    await page.keyboard.press('Enter');

    // It waits: the dialog says so and keeps the focus; closed, the account menu says so too.
    const pending = page.getByRole('dialog', { name: texts.pendingDialog });
    await expect(pending).toBeVisible();
    await expect.poll(() => holdsFocus(pending), { message: 'the focus stays in the dialog' }).toBe(true);
    await expectAccessible(page, `the waiting deletion request (${brand.brand})`);
    await page.keyboard.press('Escape');
    await expect(pending).toBeHidden();
    await expect(page.getByRole('button', { name: texts.pendingButton })).toBeVisible();

    // An admin, in a context of their own, carries it out on /admin.
    const staff = await browser.newContext();
    try {
      const admin = await staff.newPage();
      await signInStaff(admin, ADMIN, brand.brand);
      await admin.goto(`${brand.origin}/admin`);
      await admin.getByRole('button', { name: texts.deletionRequests }).click();
      const view = admin.getByRole('region', { name: texts.deletionRequests });
      await expect(view.getByText(brand.email)).toBeVisible();
      await expectAccessibleStaffPage(admin, `the deletion requests on /admin (${brand.brand})`);
      await view.getByRole('button', { name: texts.carryOut }).click();
      const confirm = admin.getByRole('alertdialog', { name: texts.confirmDialog });
      await expect(confirm).toBeVisible();
      await expectAccessibleStaffPage(admin, `the deletion's confirmation (${brand.brand})`);
      await confirm.getByRole('button', { name: texts.confirmButton, exact: true }).click();
      await expect(admin.getByText(texts.done, { exact: true })).toBeVisible();
      await expect(view.getByText(brand.email)).toHaveCount(0);
    } finally {
      await staff.close();
    }

    // Storage: each file is gone (its signed URL, valid a moment ago, finds no object).
    for (const url of urls) expect((await fetch(url)).status).toBeGreaterThanOrEqual(400);
    // The session ended: the API refuses the token, and the page, reloaded, is back at sign-in.
    expect((await fetch(`${BACKEND_URL}/users/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    await page.reload();
    await expect(page).toHaveURL(/\/auth$/);
    // The address no longer has an account.
    await page.getByRole('textbox', { name: /email|adresse/i }).fill(brand.email);
    await page.getByRole('button', { name: texts.send }).click();
    await expect(page.getByRole('dialog', { name: texts.notFound })).toBeVisible();

    // The email, in the brand's language, sent to the address before it went.
    const mails = (await (await fetch(`${BACKEND_URL}/__dev/outbox?to=${encodeURIComponent(brand.email)}`)).json()) as { subject: string }[];
    expect(mails.map((mail) => mail.subject)).toContain(texts.subject);
  });
}
