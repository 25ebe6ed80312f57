import type { CandidateInterviewView } from '@admission/domain';
import { apiToken, expect } from '../admin/staff';
import { expectAccessible, signIn, test } from '../support/fixtures';
import { BACKEND_URL } from '../support/ports';
import { admissibleApplication, candidateInterview, withoutBooking } from './interviews';

// Two candidates want the same time: while one has it chosen on the page, the other takes it first. The page says
// "This slot was just taken" beside the free times as they now are, and keeps what the candidate typed.

const CANDIDATE = 'interview.tobook@northbridge.example';
const RIVAL = 'interview.booked@northbridge.example';

test.describe('the last moment on a slot', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the candidate who comes second reads that it was just taken and loses nothing they typed', async ({ page }) => {
    const applicationId = await admissibleApplication(CANDIDATE);
    await withoutBooking(CANDIDATE, applicationId);
    const rivalApplication = await admissibleApplication(RIVAL);

    await signIn(page, CANDIDATE);
    await page.getByRole('link', { name: 'Book your admission interview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your admission interview' })).toBeVisible();
    const freeTimes = page.getByRole('group', { name: 'Free times' });
    const wanted = freeTimes.getByRole('radio').first();
    const wantedSlot = Number(await wanted.getAttribute('value'));
    await wanted.locator('xpath=ancestor::label[1]').click();
    const other = page.getByRole('checkbox', { name: 'Something else' });
    await other.locator('xpath=ancestor::label[1]').click();
    const ownWords = page.getByRole('textbox', { name: 'What else you need, in your own words' });
    await ownWords.fill('A seat near the door');

    // The rival moves into that very time first.
    const rival = await candidateInterview(RIVAL, rivalApplication);
    const moved = await fetch(`${BACKEND_URL}/applications/${rivalApplication}/interview`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await apiToken(RIVAL)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ slot_id: wantedSlot, adjustments: rival.booking?.adjustments ?? { kinds: [], other: '' } }),
    });
    expect(moved.status, await moved.text()).toBe(200);

    await page.getByRole('button', { name: 'Book this time' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'This slot was just taken.' });
    await expect(refusal).toBeFocused();
    await expect(page.locator(`input[type="radio"][value="${wantedSlot}"]`)).toHaveCount(0);
    await expect(other).toBeChecked();
    await expect(ownWords).toHaveValue('A seat near the door');
    await expectAccessible(page, 'the slot taken');

    // Another time still books, with what they typed.
    await freeTimes.getByRole('radio').first().locator('xpath=ancestor::label[1]').click();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your interview is booked' })).toBeFocused();
    const view: CandidateInterviewView = await candidateInterview(CANDIDATE, applicationId);
    expect(view.booking?.adjustments).toEqual({ kinds: ['other'], other: 'A seat near the door' });
  });
});
