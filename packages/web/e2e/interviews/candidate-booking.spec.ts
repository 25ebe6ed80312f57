import { expect } from '../admin/staff';
import { expectAccessible, signIn, test } from '../support/fixtures';
import { isFocused, tabTo } from '../support/keyboard';
import { expectFitsThePhone, PHONES } from '../support/phone';
import { SECOND_BRAND_URL } from '../support/ports';
import { admissibleApplication, calendarFileSince, candidateInterview, withoutBooking } from './interviews';

// A candidate of École Lumière books their admission interview on a 360 px phone, in French, from the dashboard's
// status line; the e-mail carries the calendar file in the school's zone; then they move the booking with the
// keyboard alone, and the focus lands where the next step is after every step.

const CANDIDATE = 'entretien.areserver@lumiere.example';

/** 'YYYYMMDDTHHMMSS' of an instant on the wall clock of a zone, as a calendar file writes a time with its TZID. */
function wallClock(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}T${part('hour')}${part('minute')}${part('second')}`;
}

test.describe('a candidate books an interview', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ viewport: PHONES[0] });

  test('on a phone in French, then moves it by keyboard alone', async ({ page }) => {
    const applicationId = await admissibleApplication(CANDIDATE);
    const before = await withoutBooking(CANDIDATE, applicationId);
    expect(before.free_slots.length, 'free slots to choose from').toBeGreaterThan(1);

    await signIn(page, CANDIDATE, { origin: SECOND_BRAND_URL });
    await page.getByRole('link', { name: 'Réserver votre entretien d\'admission' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Votre entretien d’admission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Créneaux libres' })).toBeVisible();
    await expect(page.getByText('Les horaires sont indiqués dans le fuseau horaire de l’école : heure d’Europe centrale.')).toBeVisible();
    await expectAccessible(page, 'the booking page');
    await expectFitsThePhone(page, 'the booking page');

    // 1. Book by touch: a time, extra time asked for, confirm.
    // (A finger presses the option's label: the input itself is kept for assistive technology only.)
    const firstTime = page.getByRole('group', { name: 'Créneaux libres' }).getByRole('radio').first();
    await firstTime.locator('xpath=ancestor::label[1]').click();
    await expect(firstTime).toBeChecked();
    const extraTime = page.getByRole('checkbox', { name: 'Du temps supplémentaire' });
    await extraTime.locator('xpath=ancestor::label[1]').click();
    await expect(extraTime).toBeChecked();
    const since = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: 'Réserver ce créneau' }).click();
    const booked = page.getByRole('heading', { level: 2, name: 'Votre entretien est réservé' });
    await expect(booked).toBeFocused();
    await expect(page.getByText('Un e-mail avec les détails et un fichier d’agenda est en route.')).toBeVisible();
    await expect(page.getByText(/Vous avez demandé : Du temps supplémentaire/)).toBeVisible();
    await expectAccessible(page, 'the booked interview');
    await expectFitsThePhone(page, 'the booked interview');

    const first = await candidateInterview(CANDIDATE, applicationId);
    expect(first.booking?.adjustments.kinds).toEqual(['extra_time']);
    const firstStart = first.booking?.slot.starts_at ?? '';
    const calendar = await calendarFileSince(CANDIDATE, since);
    expect(calendar).toContain('BEGIN:VTIMEZONE');
    expect(calendar).toContain('TZID:Europe/Paris');
    expect(calendar).toContain(`DTSTART;TZID=Europe/Paris:${wallClock(firstStart, 'Europe/Paris')}`);

    // 2. Move it with the keyboard alone: Move, the focus on the free times, a time, Move to this time.
    await tabTo(page, page.getByRole('button', { name: 'Choisir un autre créneau' }));
    await page.keyboard.press('Enter');
    const moveHeading = page.getByRole('region', { name: 'Choisissez un autre créneau' }).getByRole('heading', { name: 'Créneaux libres' });
    await expect(moveHeading).toBeFocused();
    await expectAccessible(page, 'the move form');
    await page.keyboard.press('Tab');
    const otherTime = page.getByRole('region', { name: 'Choisissez un autre créneau' }).getByRole('radio').first();
    await expect(otherTime).toBeFocused();
    await page.keyboard.press('Space');
    await expect(otherTime).toBeChecked();
    // What they asked for stays ticked.
    await expect(page.getByRole('checkbox', { name: 'Du temps supplémentaire' })).toBeChecked();
    const movedSince = new Date(Date.now() - 1000).toISOString();
    const moveButton = page.getByRole('button', { name: 'Passer à ce créneau' });
    await tabTo(page, moveButton);
    await page.keyboard.press('Enter');
    await expect(booked).toBeFocused();
    expect(await isFocused(moveButton)).toBe(false);
    await expectAccessible(page, 'the moved interview');

    const moved = await candidateInterview(CANDIDATE, applicationId);
    expect(moved.booking?.slot.starts_at).not.toBe(firstStart);
    expect(moved.booking?.adjustments.kinds).toEqual(['extra_time']);
    const movedCalendar = await calendarFileSince(CANDIDATE, movedSince);
    expect(movedCalendar).toContain(`DTSTART;TZID=Europe/Paris:${wallClock(moved.booking?.slot.starts_at ?? '', 'Europe/Paris')}`);
    expect(movedCalendar).toContain('SEQUENCE:1');
  });
});
