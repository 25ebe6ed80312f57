import type { PanelInterview } from '@admission/domain';
import { apiToken, expect, originOf, signInStaff } from '../admin/staff';
import { expectAccessible, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { BACKEND_URL } from '../support/ports';
import { staffInterview } from './interviews';

// A reviewer who sits on an interview panel opens yesterday's interview from their list and scores it on the
// program's interview rubric, by keyboard; staff then read the score on the application, and the ranking counts it.
// In the second school, a panel member records that the candidate of an hour ago attended, by keyboard, in French.

const PANEL_MEMBER = 'reviewer1@northbridge.example';
/** The seeded candidate interviewed yesterday, attended, whose score waits. */
const HELD_CANDIDATE = 'Hana Held';
const FRENCH_PANEL_MEMBER = 'jury1@lumiere.example';
/** The seeded candidate of École Lumière interviewed an hour ago, whose attendance waits. */
const JUST_INTERVIEWED = 'Mathilde Matin';

async function panelList(email: string): Promise<PanelInterview[]> {
  const response = await fetch(`${BACKEND_URL}/interviews`, { headers: { authorization: `Bearer ${await apiToken(email)}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as PanelInterview[];
}

async function heldInterview(): Promise<PanelInterview> {
  const interviews = await panelList(PANEL_MEMBER);
  // The seeded one to score (another seeded one is scored already); a retried run finds it scored, and its author may
  // correct the score.
  const held = interviews.find((interview) => interview.candidate_name === HELD_CANDIDATE);
  if (held?.attendance !== 'attended') throw new Error(`${PANEL_MEMBER} has no attended interview of ${HELD_CANDIDATE}`);
  return held;
}

test.describe('a panel member scores an interview', () => {
  test.describe.configure({ timeout: 240_000 });

  test('from their list, by keyboard; staff read the score', async ({ page }) => {
    const held = await heldInterview();
    await signInStaff(page, PANEL_MEMBER);
    await page.goto('/interviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Your interviews' })).toBeVisible();
    await expectAccessible(page, 'the panel list');

    const open = page.getByRole('link', { name: `Open the interview of ${held.candidate_name}` });
    await tabTo(page, open, 80);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Interview of ${held.candidate_name}` })).toBeVisible();
    await expectAccessible(page, 'one interview');

    // Every criterion by keyboard: Tab into its group, the arrows to level 4.
    const groups = page.getByRole('radiogroup').filter({ has: page.getByRole('radio', { name: /^4 – / }) });
    const count = await groups.count();
    expect(count, 'the rubric has criteria').toBeGreaterThanOrEqual(3);
    for (let index = 0; index < count; index += 1) {
      const level4 = groups.nth(index).getByRole('radio', { name: /^4 – / });
      await tabTo(page, groups.nth(index).getByRole('radio').first(), 80);
      for (let step = 0; step < 6 && !(await level4.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
      await expect(level4).toBeChecked();
    }
    const comment = page.getByRole('textbox', { name: 'Comment' });
    await tabTo(page, comment);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Clear answers; knows the program well.');
    await tabTo(page, page.getByRole('button', { name: 'Submit the score' }));
    await page.keyboard.press('Enter');
    const done = page.getByRole('status').filter({ hasText: 'Your score was submitted on' });
    await expect(done).toBeFocused();
    await expectAccessible(page, 'the submitted score');

    const staff = await staffInterview(held.application_id);
    const mine = staff.scores.find((score) => score.comment === 'Clear answers; knows the program well.');
    expect(mine?.total).toBe(4);
    expect(staff.interview_score).not.toBeNull();
  });
});

test.describe('a panel member records the attendance', () => {
  test.describe.configure({ timeout: 240_000 });

  test('of an interview held an hour ago, by keyboard, in French; the score form follows', async ({ page }) => {
    const recent = (await panelList(FRENCH_PANEL_MEMBER)).find((interview) => interview.candidate_name === JUST_INTERVIEWED);
    if (recent === undefined) throw new Error(`${FRENCH_PANEL_MEMBER} has no interview of ${JUST_INTERVIEWED}`);
    // A retried run finds it recorded: it starts again from a recorded no-show, which the panel may correct.
    if (recent.attendance === 'attended') {
      const reset = await fetch(`${BACKEND_URL}/interviews/${recent.booking_id}/attendance`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${await apiToken(FRENCH_PANEL_MEMBER)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ attendance: 'no_show' }),
      });
      expect(reset.status).toBe(200);
    }

    await signInStaff(page, FRENCH_PANEL_MEMBER, 'lumiere');
    await page.goto(`${originOf('lumiere')}/interviews`);
    await expect(page.getByRole('heading', { level: 1, name: 'Vos entretiens' })).toBeVisible();
    const open = page.getByRole('link', { name: new RegExp(`${JUST_INTERVIEWED}$`) });
    await tabTo(page, open, 80);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Entretien de ${JUST_INTERVIEWED}` })).toBeVisible();
    await expectAccessible(page, 'an interview whose attendance waits');

    const question = page.getByRole('radiogroup', { name: 'Le candidat était-il présent ?' });
    const attended = question.getByRole('radio', { name: 'Présent', exact: true });
    // Tab lands on the group's checked radio, or on its first when none is: Space takes it, the arrows move on.
    await tabTo(page, question.getByRole('radio', { checked: recent.attendance !== null }).first(), 80);
    await page.keyboard.press('Space');
    for (let step = 0; step < 3 && !(await attended.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
    await expect(attended).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Enregistrer la présence' }));
    await page.keyboard.press('Enter');
    const saved = page.getByRole('status').filter({ hasText: 'Présence enregistrée.' });
    await expect(saved).toBeFocused();
    // The score now opens: the rubric's criteria and the comment.
    await expect(page.getByRole('button', { name: 'Envoyer la note' })).toBeVisible();
    await expectAccessible(page, 'the recorded attendance');

    const after = (await panelList(FRENCH_PANEL_MEMBER)).find((interview) => interview.booking_id === recent.booking_id);
    expect(after?.attendance).toBe('attended');
  });
});
