import type { AdminApplicationDetail, AdminApplicationListItem } from '@admission/domain';
import { WITHDRAWAL_REASON_WORDING } from '@admission/wording';
import type { Locator } from '@playwright/test';
import { ADMIN, applicationDetail, expectAccessibleStaffPage, listApplications, nameOf, pageAccessToken, signInStaff, statusFilter, type Brand } from '../admin/staff';
import { expect, expectAccessible, signIn, test } from '../support/fixtures';
import { BACKEND_URL, SECOND_BRAND_URL } from '../support/ports';

// Withdrawal, on the candidate's and the staff's side, in both brands (docs/decisions/0017): a candidate withdraws an application with two
// reasons ("other" with its text) from the keyboard; the dashboard says so in the brand's language, the documents
// page turns read-only; an admin finds it under Withdrawn on /admin, reads the timeline's entry and cannot move it.
//
// Applications this spec owns (staff.ts pickApplication's slots, deal id % 16), IN_PROGRESS only: slots 14, 0 and 1
// for Northbridge, 10, 9, 2, 3 and 4 for École Lumière, the first that holds a fitting one. No other spec picks
// IN_PROGRESS in those slots (5-8 belong to admin/documents-reminder.spec.ts, 11-12 to phone.spec.ts, 13 to
// admin/notes-timeline.spec.ts; the other specs' slots are COMPLETE, ADMISSIBLE or DRAFT ones). The candidate must
// have that one application only: withdrawing it is then withdrawing all of theirs, which locks their documents.

interface BrandCase {
  readonly brand: Brand;
  readonly language: 'en' | 'fr';
  readonly slots: readonly number[];
  readonly origin: string;
  readonly texts: {
    readonly withdraw: string;
    readonly dialog: string;
    readonly otherLabel: string;
    readonly confirm: string;
    readonly withdrawnTitle: string;
    /** The documents card's button: View once submitted or withdrawn. */
    readonly documents: string;
    readonly uploadDocuments: string;
    /** The documents card's text once withdrawn, and the one it had before (an application not yet submitted). */
    readonly documentsCardWithdrawn: string;
    readonly documentsCardToDo: string;
    readonly feeTitle: string;
    readonly payNow: string;
    readonly documentsWithdrawn: string;
    readonly submit: string;
    readonly delete: RegExp;
    readonly statusFilter: RegExp;
    readonly withdrawnOption: string;
    readonly search: string;
    readonly view: RegExp;
    readonly statusCard: string;
    readonly withdrawnNote: RegExp;
    readonly timeline: string;
    readonly byCandidate: RegExp;
  };
}

const BRANDS: readonly BrandCase[] = [
  {
    brand: 'northbridge',
    language: 'en',
    slots: [14, 0, 1],
    origin: '',
    texts: {
      withdraw: 'Withdraw application',
      dialog: 'Withdraw your application?',
      otherLabel: 'Other reason, in a few words',
      confirm: 'Withdraw my application',
      withdrawnTitle: 'Application withdrawn',
      documents: 'View Documents',
      uploadDocuments: 'Upload Documents',
      documentsCardWithdrawn: 'This application is withdrawn: your documents and answers stay readable, and can no longer be changed.',
      documentsCardToDo: 'Upload your supporting documents, then submit them for review.',
      feeTitle: 'Application Fee',
      payNow: 'Pay now',
      documentsWithdrawn: 'Every application withdrawn',
      submit: 'Submit Documents',
      delete: /^Delete /,
      statusFilter: /Status/,
      withdrawnOption: 'Withdrawn',
      search: 'Search applications',
      view: /^View Application of/,
      statusCard: 'Update Application Status',
      withdrawnNote: /^The candidate withdrew this application on .+\. Its status can no longer be changed\.$/,
      timeline: 'Timeline',
      byCandidate: /^The candidate withdrew the application \(In Progress\): /,
    },
  },
  {
    brand: 'lumiere',
    language: 'fr',
    slots: [10, 9, 2, 3, 4],
    origin: SECOND_BRAND_URL,
    texts: {
      withdraw: 'Retirer ma candidature',
      dialog: 'Retirer votre candidature ?',
      otherLabel: 'Autre motif, en quelques mots',
      confirm: 'Retirer ma candidature',
      withdrawnTitle: 'Candidature retirée',
      documents: 'Voir les documents',
      uploadDocuments: 'Téléverser les documents',
      documentsCardWithdrawn: 'Cette candidature est retirée : vos documents et vos réponses restent consultables, mais ne peuvent plus être modifiés.',
      documentsCardToDo: 'Téléversez vos pièces justificatives, puis envoyez-les pour examen.',
      feeTitle: 'Frais de dossier',
      payNow: 'Payer maintenant',
      documentsWithdrawn: 'Toutes vos candidatures sont retirées',
      submit: 'Envoyer les documents',
      delete: /^Supprimer /,
      statusFilter: /Statut/,
      withdrawnOption: 'Retirée',
      search: 'Rechercher des candidatures',
      view: /^Voir la candidature/,
      statusCard: 'Mettre à jour le statut de la candidature',
      withdrawnNote: /^Le candidat a retiré cette candidature le .+\. Son statut ne peut plus être modifié\.$/,
      timeline: 'Historique',
      byCandidate: /^Le candidat a retiré la candidature \(En cours\) : /,
    },
  },
];

const OTHER_TEXT = 'Moving abroad for work';

/** The spec's own application: IN_PROGRESS in one of its slots, of the brand and its language, its candidate's only one, no quiz under way. */
async function pickOwnApplication(brand: BrandCase): Promise<{ item: AdminApplicationListItem; detail: AdminApplicationDetail }> {
  const { items } = await listApplications('IN_PROGRESS');
  const candidates = brand.slots.flatMap((slot) => items.filter((listed) => listed.deal_id > 20 && listed.deal_id % 16 === slot));
  for (const item of candidates) {
    const detail = await applicationDetail(item.deal_id);
    const user = detail.user as { brand?: string; language?: string };
    if (user.brand !== brand.brand || (user.language ?? brand.language) !== brand.language) continue;
    // A quiz under way sends the candidate to /quiz from every page.
    if (detail.quiz && !detail.quiz.calculated) continue;
    if ((await listApplications('all', item.email)).items.length !== 1) continue;
    return { item, detail };
  }
  throw new Error(`no IN_PROGRESS application of ${brand.brand} in slots ${brand.slots.join(', ')} fits`);
}

/** Is the focus inside this element? */
const holdsFocus = (element: Locator) => element.evaluate((node) => node.contains(document.activeElement));

for (const brand of BRANDS) {
  test(`${brand.brand} (${brand.language}): a candidate withdraws an application with two reasons; the documents lock; an admin finds it under Withdrawn and cannot move it`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const { texts } = brand;
    const { item, detail } = await pickOwnApplication(brand);
    const cost = WITHDRAWAL_REASON_WORDING.cost[brand.language].label;
    const other = WITHDRAWAL_REASON_WORDING.other[brand.language].label;

    // The candidate, on their brand's host.
    await signIn(page, item.email, { origin: brand.origin });
    const application = page.getByRole('region', { name: detail.program.name });
    const withdraw = application.getByRole('button', { name: texts.withdraw });
    // Not submitted yet: the documents card asks for an upload; the fee card, when there is a fee, stays after.
    await expect(application.getByText(texts.documentsCardToDo)).toBeVisible();
    const feeCard = application.getByRole('region', { name: new RegExp(`^${texts.feeTitle}`) });
    const feeCards = await feeCard.count();
    await withdraw.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await expect(dialog).toBeVisible();
    await expect.poll(() => holdsFocus(dialog), { message: 'the focus is in the dialog' }).toBe(true);
    await expectAccessible(page, `the withdrawal dialog (${brand.brand})`);

    // Two reasons from the keyboard: a listed one and "other", whose text field comes next in the tab order.
    await dialog.getByRole('checkbox', { name: cost, exact: true }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('checkbox', { name: other, exact: true }).focus();
    await page.keyboard.press('Space');
    const otherText = dialog.getByRole('textbox', { name: texts.otherLabel });
    await expect(otherText).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(otherText).toBeFocused();
    await page.keyboard.type(OTHER_TEXT);
    await expectAccessible(page, `the withdrawal dialog with its reasons (${brand.brand})`);
    await dialog.getByRole('button', { name: texts.confirm }).focus();
    await page.keyboard.press('Enter');

    // The dashboard says it is withdrawn, with the reasons in the brand's language; the focus is on that notice.
    await expect(dialog).toBeHidden();
    await expect(application.getByText(texts.withdrawnTitle)).toBeVisible();
    await expect(application.locator(':focus')).toContainText(texts.withdrawnTitle);
    await expect(application.getByText(cost, { exact: true })).toBeVisible();
    await expect(application.getByText(OTHER_TEXT, { exact: true })).toBeVisible();
    await expect(withdraw).toHaveCount(0);
    // It offers nothing the server would refuse: no upload, no payment; what it keeps is to read.
    await expect(application.getByText(texts.documentsCardWithdrawn)).toBeVisible();
    await expect(application.getByText(texts.documentsCardToDo)).toHaveCount(0);
    await expect(application.getByRole('button', { name: texts.uploadDocuments })).toHaveCount(0);
    await expect(application.getByRole('button', { name: texts.payNow })).toHaveCount(0);
    await expect(feeCard).toHaveCount(feeCards);
    await expectAccessible(page, `the dashboard with a withdrawn application (${brand.brand})`);

    // What they sent: still readable, no longer changeable, and the page says why.
    await application.getByRole('button', { name: texts.documents }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByText(texts.documentsWithdrawn)).toBeVisible();
    await expect(page.getByRole('button', { name: texts.submit })).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.delete })).toHaveCount(0);
    await expectAccessible(page, `the documents of a withdrawn candidate (${brand.brand})`);

    // An admin, in a context of their own (signing staff out ends every session of theirs).
    const staff = await browser.newContext();
    try {
      const admin = await staff.newPage();
      await signInStaff(admin, ADMIN, brand.brand);
      await admin.goto(`${brand.origin}/admin`);
      await statusFilter(admin, texts.statusFilter).click();
      await admin.getByRole('option', { name: texts.withdrawnOption, exact: true }).click();
      await expect(admin).toHaveURL(/status=WITHDRAWN/);
      await admin.getByRole('searchbox', { name: texts.search }).fill(item.email);
      const view = admin.getByRole('button', { name: texts.view });
      await expect(view).toHaveCount(1);
      await expect(admin.getByRole('row').filter({ hasText: item.email })).toContainText(texts.withdrawnOption);
      await expectAccessibleStaffPage(admin, `/admin filtered to Withdrawn (${brand.brand})`);

      const opened = staff.waitForEvent('page');
      await view.click();
      const tab = await opened;
      await expect(tab.getByRole('heading', { level: 1, name: nameOf(detail.user) })).toBeVisible();
      const card = tab.getByRole('region', { name: texts.statusCard });
      await expect(card.getByText(texts.withdrawnNote)).toBeVisible();
      const buttons = card.getByRole('button');
      await expect(buttons.first()).toBeVisible();
      for (const button of await buttons.all()) await expect(button).toBeDisabled();
      await expectAccessibleStaffPage(tab, `a withdrawn application (${brand.brand})`);

      await tab.getByRole('tab', { name: texts.timeline }).click();
      const first = tab.getByRole('tabpanel').getByRole('listitem').first();
      await expect(first).toContainText(texts.byCandidate);
      await expect(first).toContainText(OTHER_TEXT);
      await expectAccessibleStaffPage(tab, `the timeline of a withdrawn application (${brand.brand})`);

      // The server refuses the change too, whatever the page shows.
      const refused = await fetch(`${BACKEND_URL}/admin/applications/${item.deal_id}/status?status=COMPLETE`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${await pageAccessToken(tab)}` },
      });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { detail: { code: string } }).detail.code).toBe('WITHDRAWN');
    } finally {
      await staff.close();
    }
  });
}
