import type { AdminApplicationListItem } from '@admission/domain';
import { test } from '../support/fixtures';
import { BACKEND_URL } from '../support/ports';
import { ADMIN, applicationDetail, expect, expectAccessibleStaffPage, listApplications, originOf, signInStaff, workflowMails, type Brand } from './staff';

// One reminder 7 days after the last activity on an application whose documents are incomplete, never
// twice for the same gap, in the candidate's brand and language; the timeline shows it, sent by the portal. The
// job runs with its clock injected (POST /__dev/jobs/reminders), narrowed to the candidate so no other spec's
// mailbox changes. IN_PROGRESS applications of slots 5 to 8 (staff.ts pickApplication) are this spec's.

const DAY = 24 * 60 * 60 * 1000;
const SLOTS = [5, 6, 7, 8];

async function runReminders(now: number, email: string): Promise<{ deal_id: number; to: string }[]> {
  const response = await fetch(`${BACKEND_URL}/__dev/jobs/reminders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: new Date(now).toISOString(), email }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { sent: { deal_id: number; to: string }[] }).sent;
}

/** An IN_PROGRESS application of this spec's slots, of the brand, short of documents (a full set is 5 files). */
async function pick(brand: Brand): Promise<AdminApplicationListItem> {
  const { items } = await listApplications('IN_PROGRESS');
  for (const item of items.filter((listed) => listed.deal_id > 20 && SLOTS.includes(listed.deal_id % 16) && listed.document_count < 5)) {
    const detail = await applicationDetail(item.deal_id);
    if ((detail.user as { brand?: string }).brand === brand) return item;
  }
  throw new Error(`no IN_PROGRESS application short of documents of ${brand} in slots ${SLOTS.join(', ')}`);
}

const TEXTS = {
  northbridge: {
    reopen: 'Re-open Application',
    updated: 'The application status is now In Progress.',
    timelineTab: 'Timeline',
    timelineList: 'Changes, newest first',
    reminderEntry: 'The portal emailed the candidate: a reminder of the missing documents',
    reopenedEntry: 'Alice Admin (admin) changed the status from In Progress to In Progress',
    subject: 'Northbridge Business School: your application still needs documents',
    missing: 'still waiting for these documents:',
  },
  lumiere: {
    reopen: 'Rouvrir la candidature',
    updated: 'La candidature a désormais le statut « En cours ».',
    timelineTab: 'Historique',
    timelineList: 'Modifications, les plus récentes en premier',
    reminderEntry: 'Le portail a écrit au candidat : un rappel des documents manquants',
    reopenedEntry: 'Alice Admin (administrateur) a changé le statut de En cours à En cours',
    subject: 'École Lumière\u00a0: il manque des documents à votre candidature',
    missing: 'attend encore ces documents\u00a0:',
  },
} as const;

test.describe('the documents reminder', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const brand of ['northbridge', 'lumiere'] as const) {
    test(`${brand}: sent once on day 7 after the last activity, not again on day 8, in the candidate's language, on the timeline`, async ({ page }) => {
      const text = TEXTS[brand];
      const item = await pick(brand);
      const before = (await workflowMails(item.email)).length;

      // The last activity: an admin re-opens the application (the change staff make to set a candidate going again).
      await signInStaff(page, ADMIN, brand);
      await page.goto(`${originOf(brand)}/application/${item.deal_id}`);
      // The seed's reminder of an earlier gap, if the application had one.
      await page.getByRole('tab', { name: text.timelineTab }).click();
      const entries = page.getByRole('list', { name: text.timelineList }).getByRole('listitem');
      await expect(entries.first()).toBeVisible();
      const earlier = await entries.filter({ hasText: text.reminderEntry }).count();
      const start = Date.now();
      await page.getByRole('button', { name: text.reopen }).click();
      await expect(page.getByText(text.updated)).toBeVisible();
      const end = Date.now();

      // Day 7 minus a minute: not yet. Day 7: one. Day 8, and a month on: never again for this gap.
      expect(await runReminders(start + 7 * DAY - 60_000, item.email)).toEqual([]);
      expect(await runReminders(end + 7 * DAY, item.email)).toEqual([{ deal_id: item.deal_id, to: item.email }]);
      expect(await runReminders(end + 8 * DAY, item.email)).toEqual([]);
      expect(await runReminders(end + 30 * DAY, item.email)).toEqual([]);

      const mails = await workflowMails(item.email);
      expect(mails).toHaveLength(before + 1);
      const [reminder] = mails;
      expect(reminder?.subject).toBe(text.subject);
      expect(reminder?.text).toContain(text.missing);
      expect(Date.parse(reminder?.sent_at ?? '')).toBe(end + 7 * DAY);

      // The timeline: the reminder by the portal, above the admin's re-opening.
      await page.reload();
      await page.getByRole('tab', { name: text.timelineTab }).click();
      await expect(entries.nth(0)).toContainText(text.reminderEntry);
      await expect(entries.nth(1)).toContainText(text.reopenedEntry);
      await expect(entries.filter({ hasText: text.reminderEntry })).toHaveCount(earlier + 1);
      await expectAccessibleStaffPage(page, `the timeline with a reminder (${brand})`);
    });
  }
});
