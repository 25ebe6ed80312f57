import type { ProgramInterviewsView, ReviewProgram, SlotRemoval } from '@admission/domain';
import type { Page } from '@playwright/test';
import { ADMIN, apiToken, expect, originOf, signInStaff, type Brand } from '../admin/staff';
import { expectAccessible, test } from '../support/fixtures';
import { isFocused, tabTo } from '../support/keyboard';
import { expectFitsThePhone, PHONES } from '../support/phone';
import { BACKEND_URL } from '../support/ports';

// An admin opens a program's interview slots from the admin dashboard by keyboard, opens a batch on a day two weeks
// ahead (the preview counts its slots before anything is sent), and sees them in the list by day, the focus where the
// next step is after each step; in both brands, the second on a 360 px phone in French. A rerun first removes the
// free slots an earlier run left on that day and at those times, or the server would refuse the batch (PANEL_OVERLAP).

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${BACKEND_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${await apiToken(ADMIN)}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The school's program that books its interviews in the portal and has seeded slots. */
async function interviewProgram(brand: Brand): Promise<ProgramInterviewsView> {
  for (const program of (await call<ReviewProgram[]>('/admin/programs')).filter((candidate) => candidate.brand === brand)) {
    const view = await call<ProgramInterviewsView>(`/admin/programs/${program.id}/interviews`);
    if (view.settings.booking_place === 'portal' && view.slots.length > 0 && view.eligible_panel.length > 0) return view;
  }
  throw new Error(`no ${brand} program books its interviews in the portal`);
}

/** A zone's offset from UTC at an instant, as Intl names it ('GMT+01:00'). */
const offsetAt = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;

/** A day two weeks ahead in the zone, 'YYYY-MM-DD', moved on by a day when the zone's clocks change on it. */
function dayTwoWeeksAhead(timeZone: string): string {
  const DAY = 86_400_000;
  let noon = Date.now() + 14 * DAY;
  while (offsetAt(noon - DAY / 2, timeZone) !== offsetAt(noon + DAY / 2, timeZone)) noon += DAY;
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(noon);
}

/** The free slots of the program on `day` in its zone (what an earlier run of this spec opened), removed. */
async function withoutSlotsOn(view: ProgramInterviewsView, day: string): Promise<void> {
  const dayOf = (at: string) => new Intl.DateTimeFormat('en-CA', { timeZone: view.time_zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));
  const left = view.slots.filter((slot) => slot.booking === null && dayOf(slot.starts_at) === day).map((slot) => slot.id);
  if (left.length > 0) await call<SlotRemoval>('/admin/interview-slots/remove', { method: 'POST', body: { slot_ids: left } });
}

interface Words {
  readonly link: string;
  readonly title: string;
  readonly day: string;
  readonly from: string;
  readonly to: string;
  readonly address: string;
  readonly preview: RegExp;
  readonly submit: string;
  readonly opened: string;
}

const WORDS: Record<Brand, Words> = {
  northbridge: {
    link: 'Interview slots',
    title: 'Interview slots',
    day: 'Day 1',
    from: 'First slot starts at',
    to: 'Last slot ends by',
    address: 'Address',
    preview: /^This opens 2 slots, from /,
    submit: 'Open the slots',
    opened: '2 slots are open: see them in the list below.',
  },
  lumiere: {
    link: 'Créneaux d’entretien',
    title: 'Créneaux d’entretien',
    day: 'Jour 1',
    from: 'Le premier créneau commence à',
    to: 'Le dernier créneau finit au plus tard à',
    address: 'Adresse',
    preview: /^Cela ouvre 2 créneaux, du /,
    submit: 'Ouvrir les créneaux',
    opened: '2 créneaux sont ouverts : retrouvez-les dans la liste ci-dessous.',
  },
};

/** The day's heading as the page writes it, in the page's language and the school's zone. */
const dayHeading = (page: Page, day: string, timeZone: string) =>
  page.evaluate(({ day, timeZone }) => new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'full', timeZone }).format(new Date(`${day}T12:00:00Z`)), { day, timeZone });

/** Opens the page from /admin by keyboard, then a batch of two 30-minute slots on `day` from `from`, and checks it lands in the list. */
async function openBatch(page: Page, brand: Brand, times: { readonly from: string; readonly to: string }, phone: boolean): Promise<void> {
  const words = WORDS[brand];
  const view = await interviewProgram(brand);
  const day = dayTwoWeeksAhead(view.time_zone);
  await withoutSlotsOn(view, day);

  await signInStaff(page, ADMIN, brand);
  await page.goto(`${originOf(brand)}/admin`);
  await tabTo(page, page.getByRole('link', { name: words.link }), 80);
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: words.title });
  await expect(heading).toBeFocused();
  // The program the seed gives slots to (the picker opens on the school's first program).
  await page.goto(`${originOf(brand)}/admin/interviews?program=${view.program_id}`);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectAccessible(page, `${brand}: the slots page`);
  if (phone) await expectFitsThePhone(page, `${brand}: the slots page`);

  const dayField = page.getByLabel(words.day, { exact: true });
  await tabTo(page, dayField, 120);
  await dayField.fill(day);
  await expect(dayField).toBeFocused();
  await page.getByLabel(words.from, { exact: true }).fill(times.from);
  await page.getByLabel(words.to, { exact: true }).fill(times.to);
  const address = page.getByLabel(words.address, { exact: true });
  await address.fill('1 Campus Road');
  await expect(address).toBeFocused();
  const member = view.eligible_panel[0]?.name ?? '';
  const panelBox = page.getByRole('checkbox', { name: new RegExp(`^${member}`) });
  await tabTo(page, panelBox);
  await page.keyboard.press('Space');
  await expect(panelBox).toBeChecked();
  await expect(page.locator('#slots-preview')).toHaveText(words.preview);
  await expectAccessible(page, `${brand}: the batch filled in`);

  const submit = page.getByRole('button', { name: words.submit });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const opened = page.getByRole('status').filter({ hasText: words.opened });
  await expect(opened).toBeFocused();
  expect(await isFocused(opened)).toBe(true);
  await expect(page.getByRole('heading', { level: 3, name: await dayHeading(page, day, view.time_zone) })).toBeVisible();
  await expectAccessible(page, `${brand}: the batch opened`);
  if (phone) await expectFitsThePhone(page, `${brand}: the batch opened`);

  const after = await call<ProgramInterviewsView>(`/admin/programs/${view.program_id}/interviews`);
  const dayOf = (at: string) => new Intl.DateTimeFormat('en-CA', { timeZone: view.time_zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));
  const opens = after.slots.filter((slot) => dayOf(slot.starts_at) === day && slot.booking === null);
  expect(opens.map((slot) => new Intl.DateTimeFormat('en-GB', { timeZone: view.time_zone, timeStyle: 'short' }).format(new Date(slot.starts_at)))).toEqual([times.from, `${times.from.slice(0, 2)}:30`]);
}

test.describe('an admin opens interview slots', () => {
  test.describe.configure({ timeout: 240_000 });

  test('in English, by keyboard: the page, a batch previewed and opened, the slots in the list', async ({ page }) => {
    await openBatch(page, 'northbridge', { from: '09:00', to: '10:00' }, false);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONES[0] });

    // Other times than the first test's: the same admin may sit on both panels, and is never in two slots at once.
    test('in French, on the second brand', async ({ page }) => {
      await openBatch(page, 'lumiere', { from: '15:00', to: '16:00' }, true);
    });
  });
});
