import type { Page } from '@playwright/test';
import { ADMIN, expectAccessibleStaffPage, listApplications, signInStaff, type Brand } from '../admin/staff';
import { expect, expectAccessible, signIn, test } from '../support/fixtures';
import { SECOND_BRAND_URL } from '../support/ports';

// "Extra time on the quiz", in both brands: an admin grants 50 % extra time with a reason from the
// application page's quiz tab, by keyboard; the timeline says who; the candidate sees the longer time on the quiz
// card and in the start dialog, starts the quiz, and the server's end_time (from /quiz/start's answer) is the start
// plus 1.5 x the standard 40 minutes, and what the countdown shows.
//
// Accounts this spec owns: the seed's quiz.extra.time@northbridge.example and tiers.temps@lumiere.example (seeded
// after the generated applications: no other spec's deal-id slots move), whose programs require the quiz.

const STANDARD_SECONDS = 40 * 60;
const GRANTED_SECONDS = STANDARD_SECONDS * 1.5;
const REASON = 'Dyslexia: school doctor’s certificate of 2026-09-01';

interface BrandCase {
  readonly brand: Brand;
  readonly email: string;
  readonly origin: string;
  readonly texts: {
    readonly quizTab: string;
    readonly panel: string;
    readonly extraTime: RegExp;
    /** The list's options: 25 % (chosen at first) and 50 %. */
    readonly option: (percent: number) => RegExp;
    readonly reason: string;
    readonly grant: string;
    readonly saved: RegExp;
    readonly timeline: string;
    readonly granted: RegExp;
    readonly cardTime: RegExp;
    readonly startQuiz: string;
    readonly dialog: string;
    readonly dialogTime: RegExp;
    readonly start: string;
  };
}

const BRANDS: readonly BrandCase[] = [
  {
    brand: 'northbridge',
    email: 'quiz.extra.time@northbridge.example',
    origin: '',
    texts: {
      quizTab: 'Quiz Results',
      panel: 'Quiz accommodation',
      extraTime: /Extra time$/,
      option: (percent) => new RegExp(`^${percent}% extra time$`),
      reason: 'Reason for the accommodation',
      grant: 'Grant accommodation',
      saved: /^50% \(60 minutes in all\)$/,
      timeline: 'Timeline',
      granted: /^Alice Admin \(admin\) granted a quiz accommodation: 50% extra time\. Reason: Dyslexia/,
      cardTime: /^Time you will have: 60 minutes \(includes 50% extra time\)$/,
      startQuiz: 'Start Quiz',
      dialog: 'Admission Test',
      dialogTime: /You will have 60 minutes \(includes 50% extra time\)\./,
      start: 'Start',
    },
  },
  {
    brand: 'lumiere',
    email: 'tiers.temps@lumiere.example',
    origin: SECOND_BRAND_URL,
    texts: {
      quizTab: 'Résultats du quiz',
      panel: 'Aménagement du quiz',
      extraTime: /Temps supplémentaire$/,
      option: (percent) => new RegExp(`^${percent}\\s%\\sde temps supplémentaire$`),
      reason: "Motif de l'aménagement",
      grant: "Accorder l'aménagement",
      saved: /^50\s%\s\(60 minutes au total\)$/,
      timeline: 'Historique',
      granted: /^Alice Admin \(administrateur\) a accordé un aménagement du quiz : 50\s%\sde temps supplémentaire\. Motif : Dyslexia/,
      cardTime: /^Temps dont vous disposerez : 60 minutes \(dont 50\s%\sde temps supplémentaire\)$/,
      startQuiz: 'Commencer le quiz',
      dialog: "Test d'admission",
      dialogTime: /Vous disposerez de 60 minutes \(dont 50\s%\sde temps supplémentaire\)\./,
      start: 'Commencer',
    },
  },
];

/** The countdown's m:ss in seconds. */
async function countdownSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const match = /(\d+):(\d\d)/.exec(text);
  if (match === null) throw new Error(`no m:ss in the countdown: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

for (const brand of BRANDS) {
  test(`${brand.brand}: an admin grants 50 % extra time by keyboard; the candidate sees 60 minutes and the server's deadline matches the countdown`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const { texts } = brand;
    const [item] = (await listApplications('all', brand.email)).items;
    if (item === undefined) throw new Error(`no application of ${brand.email}`);

    // The admin, in a context of their own (signing staff out ends every session of theirs).
    const staff = await browser.newContext();
    try {
      const admin = await staff.newPage();
      await signInStaff(admin, ADMIN, brand.brand);
      await admin.goto(`${brand.origin}/application/${item.deal_id}`);
      const quizTab = admin.getByRole('tab', { name: new RegExp(texts.quizTab) });
      await quizTab.focus();
      await admin.keyboard.press('Enter');
      const panel = admin.getByRole('region', { name: texts.panel });
      const select = panel.getByRole('button', { name: texts.extraTime });
      await expect(select).toBeVisible();
      await expectAccessibleStaffPage(admin, `the quiz accommodation form (${brand.brand})`);

      // 25 % is preselected: five steps down the list to 50 %.
      await select.focus();
      await admin.keyboard.press('Enter');
      const listbox = admin.getByRole('listbox');
      // The list opens on the chosen option; only then do the arrows move in it.
      await expect(listbox.getByRole('option', { name: texts.option(25) })).toBeFocused();
      for (const percent of [30, 35, 40, 45, 50]) {
        await admin.keyboard.press('ArrowDown');
        await expect(listbox.getByRole('option', { name: texts.option(percent) })).toBeFocused();
      }
      await admin.keyboard.press('Enter');
      await expect(admin.getByRole('listbox')).toBeHidden();
      await expect(select).toContainText(/50\s?%/);
      await panel.getByRole('textbox', { name: texts.reason }).focus();
      await admin.keyboard.type(REASON);
      await panel.getByRole('button', { name: texts.grant }).focus();
      await admin.keyboard.press('Enter');
      await expect(panel.getByText(texts.saved)).toBeVisible();
      await expect(panel).toBeFocused();
      await expectAccessibleStaffPage(admin, `the granted quiz accommodation (${brand.brand})`);

      await admin.getByRole('tab', { name: texts.timeline }).click();
      // Its entry, by the admin (other entries may be newer: the portal's emails).
      await expect(admin.getByRole('tabpanel').getByRole('listitem').filter({ hasText: texts.granted })).toHaveCount(1);
      await expectAccessibleStaffPage(admin, `the timeline with the grant (${brand.brand})`);
    } finally {
      await staff.close();
    }

    // The candidate, on their brand's host: the longer time on the card and in the dialog.
    await signIn(page, brand.email, { origin: brand.origin });
    const cardTime = page.getByText(texts.cardTime);
    await expect(cardTime).toBeVisible();
    await expectAccessible(page, `the dashboard with extra time (${brand.brand})`);
    await page.getByRole('button', { name: texts.startQuiz }).click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await expect(dialog.getByText(texts.dialogTime)).toBeVisible();
    await expectAccessible(page, `the start dialog with extra time (${brand.brand})`);

    // The server sets the deadline when the quiz starts: read it from /quiz/start's answer.
    const startAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/quiz/start' && response.request().method() === 'GET');
    const before = Date.now();
    await dialog.getByRole('button', { name: texts.start, exact: true }).click();
    const response = await startAnswer;
    const after = Date.now();
    expect(response.status()).toBe(200);
    const { end_time: endTime } = (await response.json()) as { end_time: string };
    const deadline = Date.parse(endTime);
    // end_time = the server's start + 1.5 x 40 minutes; the start lies between the click and the answer.
    expect(deadline - GRANTED_SECONDS * 1_000).toBeGreaterThanOrEqual(before - 1_000);
    expect(deadline - GRANTED_SECONDS * 1_000).toBeLessThanOrEqual(after + 1_000);

    // The countdown shows that deadline (within two seconds, the tick and the reading between them).
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByRole('timer')).toHaveText(/^(60:00|59:\d\d)$/);
    const shown = await countdownSeconds(page);
    const left = (deadline - Date.now()) / 1_000;
    expect(Math.abs(shown - left)).toBeLessThanOrEqual(2);
    await expectAccessible(page, `the quiz with extra time (${brand.brand})`);
  });
}
