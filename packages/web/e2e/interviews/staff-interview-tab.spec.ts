import type { ProgramRanking } from '@admission/domain';
import type { Page } from '@playwright/test';
import { ADMIN, AGENT, apiToken, expect, expectAccessibleStaffPage, originOf, signInStaff } from '../admin/staff';
import { test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { BACKEND_URL } from '../support/ports';
import { admissibleApplication, mailsWithFilesSince, staffInterview, withoutLiveStaffBooking } from './interviews';

// An agent on the phone with a candidate who missed their interview opens the application's Interview tab, allows a
// new booking, books a free time for them and then cancels it with a reason, by keyboard, the focus checked after each
// step (a rerun starts from the same no-show); École Lumière's ranking shows the interview score and the combined score.

const NO_SHOW = 'interview.noshow@northbridge.example';
/** École Lumière's candidate with two reviews and a scored interview (seeded). */
const SCORED = 'entretien.note@lumiere.example';

/** Tabs are one stop: Tab reaches the selected one, the arrow keys select the others. */
async function selectTab(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  await tabTo(page, page.getByRole('tab', { selected: true }));
  const target = page.getByRole('tab', { name });
  for (let step = 0; step < 8 && (await target.getAttribute('aria-selected')) !== 'true'; step += 1) await page.keyboard.press('ArrowRight');
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await expect(target).toBeFocused();
}

const twoDecimals = (locale: string, value: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

test.describe('staff and the Interview tab', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an agent allows a no-show a new booking, books a time for them and cancels it with a reason, by keyboard', async ({ page }) => {
    const applicationId = await admissibleApplication(NO_SHOW);
    await withoutLiveStaffBooking(applicationId);
    const since = new Date().toISOString();
    await signInStaff(page, AGENT);
    await page.goto(`/application/${applicationId}`);
    await selectTab(page, 'Interview');
    await expect(page.getByText('Did not attend').first()).toBeVisible();
    await expectAccessibleStaffPage(page, 'the Interview tab of a no-show');

    // A first run allows the new booking; a rerun finds it allowed.
    const allow = page.getByRole('button', { name: 'Let the candidate book again' });
    if (await allow.isVisible()) {
      await tabTo(page, allow, 80);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'The candidate may now book one new interview' })).toBeFocused();
    }
    await expect(page.getByText('The candidate may book one new interview.')).toBeVisible();

    // Book: the free times take the focus; a time and a need by keyboard; the result, e-mail said, takes the focus.
    await tabTo(page, page.getByRole('button', { name: 'Book an interview' }), 80);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Free times' })).toBeFocused();
    const freeTimes = page.getByRole('group', { name: 'Free times' });
    await tabTo(page, freeTimes.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(freeTimes.getByRole('radio').first()).toBeChecked();
    const stepFree = page.getByRole('checkbox', { name: 'Step-free access' });
    await tabTo(page, stepFree);
    await page.keyboard.press('Space');
    await expect(stepFree).toBeChecked();
    await expectAccessibleStaffPage(page, 'booking for the candidate');
    await tabTo(page, page.getByRole('button', { name: 'Book this time' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'The interview is booked. The candidate is e-mailed the details.' })).toBeFocused();
    await expect(page.getByText('Step-free access').first()).toBeVisible();
    const booked = await staffInterview(applicationId);
    expect(booked.booking?.attendance).toBeNull();
    expect(booked.booking?.adjustments.kinds).toEqual(['step_free_access']);
    await expect.poll(async () => (await mailsWithFilesSince(NO_SHOW, since)).length).toBeGreaterThan(0);
    await expectAccessibleStaffPage(page, 'the booking made');

    // Cancel: the reason is required; Escape gives the focus back to the button; then with a reason.
    const cancel = page.getByRole('button', { name: 'Cancel the interview' });
    await tabTo(page, cancel, 80);
    await page.keyboard.press('Enter');
    let dialog = page.getByRole('dialog', { name: 'Cancel the candidate’s interview?' });
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeFocused();
    await expectAccessibleStaffPage(page, 'the cancel dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: 'Cancel the candidate’s interview?' });
    await expect(reason).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel the interview' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Give a reason: the candidate reads it.')).toBeVisible();
    await expect(reason).toBeFocused();
    await page.keyboard.type('The candidate asked for a later date; they will book again.');
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel the interview' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'The interview is cancelled. The candidate and the panel are e-mailed.' })).toBeFocused();
    await expect(page.getByText('Cancelled: The candidate asked for a later date; they will book again.').first()).toBeVisible();
    await expectAccessibleStaffPage(page, 'the cancelled booking');
  });

  test('the ranking shows the interview score and the combined score beside the reviews’ mean, in French', async ({ page }) => {
    const scoredId = await admissibleApplication(SCORED);
    const { program_id: programId } = await staffInterview(scoredId);
    const response = await fetch(`${BACKEND_URL}/admin/ranking?program_id=${programId}`, { headers: { authorization: `Bearer ${await apiToken(ADMIN)}` } });
    const ranking = (await response.json()) as ProgramRanking;
    const scored = ranking.rows.find((row) => row.application_id === scoredId);
    // The seed gives this candidate two submitted reviews and a panel's score.
    if (scored?.mean == null || scored.interview_score === null || scored.combined_score === null) throw new Error(`${SCORED} has no scores to combine in the ranking of program ${programId}`);

    await signInStaff(page, ADMIN, 'lumiere');
    await page.goto(`${originOf('lumiere')}/admin/ranking?program=${programId}`);
    const percent = (value: number) => new Intl.NumberFormat('fr', { style: 'percent', maximumFractionDigits: 0 }).format(value);
    await expect(page.getByText(`Note combinée : la moyenne des évaluations compte pour ${percent(1 - ranking.interview_weight)}, l’entretien pour ${percent(ranking.interview_weight)}.`)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Entretien' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Note combinée' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Noémie Noté', exact: true }) });
    await expect(row).toContainText(twoDecimals('fr', scored.mean));
    await expect(row).toContainText(twoDecimals('fr', scored.interview_score));
    await expect(row).toContainText(twoDecimals('fr', scored.combined_score));
    await expectAccessibleStaffPage(page, 'the ranking with interview scores');
  });
});
