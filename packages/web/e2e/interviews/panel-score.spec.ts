import type { PanelInterview } from '@admission/domain';
import { apiToken, expect, signInStaff } from '../admin/staff';
import { expectAccessible, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { BACKEND_URL } from '../support/ports';
import { staffInterview } from './interviews';

// A reviewer who sits on an interview panel opens yesterday's interview from their list and scores it on the
// program's interview rubric, by keyboard; staff then read the score on the application, and the ranking counts it.

const PANEL_MEMBER = 'reviewer1@northbridge.example';

async function heldInterview(): Promise<PanelInterview> {
  const response = await fetch(`${BACKEND_URL}/interviews`, { headers: { authorization: `Bearer ${await apiToken(PANEL_MEMBER)}` } });
  expect(response.status).toBe(200);
  const interviews = (await response.json()) as PanelInterview[];
  // The seeded one to score; a retried run finds it scored, and its author may correct the score.
  const held = interviews.find((interview) => interview.attendance === 'attended');
  if (held === undefined) throw new Error(`${PANEL_MEMBER} has no attended interview`);
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
