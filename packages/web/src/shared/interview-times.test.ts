import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { deviceHours, slotDay, slotHours, zoneName } from './interview-times';

const en = createIntl({ locale: 'en-GB', messages: {} });
const fr = createIntl({ locale: 'fr', messages: {} });
/** 4 March 2026, 09:00 to 09:30 UTC: 09:00 in London, 10:00 in Paris. */
const SLOT = { starts_at: '2026-03-04T09:00:00.000Z', ends_at: '2026-03-04T09:30:00.000Z' };

describe("an interview's times", () => {
  it("read in the school's zone, whatever the device's", () => {
    expect(slotHours(en, SLOT, 'Europe/London')).toBe('09:00 to 09:30');
    expect(slotHours(en, SLOT, 'Europe/Paris')).toBe('10:00 to 10:30');
    expect(slotDay(en, SLOT, 'Europe/London')).toBe('Wednesday, 4 March 2026');
    // 23:30 UTC is already the next day in Paris.
    const late = { starts_at: '2026-03-04T23:30:00.000Z', ends_at: '2026-03-05T00:00:00.000Z' };
    expect(slotDay(en, late, 'Europe/London')).toBe('Wednesday, 4 March 2026');
    expect(slotDay(en, late, 'Europe/Paris')).toBe('Thursday, 5 March 2026');
  });

  it("name the school's zone in the page's language", () => {
    expect(zoneName(en, 'Europe/London', SLOT.starts_at)).toMatch(/United Kingdom/);
    expect(zoneName(fr, 'Europe/Paris', SLOT.starts_at)).toBe('heure d’Europe centrale');
  });

  it("add the device's own time, named, only when its clock differs from the school's", () => {
    expect(deviceHours(en, SLOT, 'Europe/London', 'Europe/London')).toBeNull();
    // Lisbon keeps London's time in March: nothing to add.
    expect(deviceHours(en, SLOT, 'Europe/London', 'Europe/Lisbon')).toBeNull();
    const paris = deviceHours(en, SLOT, 'Europe/London', 'Europe/Paris');
    expect(paris).toMatch(/^10:00 to 10:30 your time \(.+\)$/);
    expect(deviceHours(en, SLOT, 'Europe/Paris', 'America/New_York')).toMatch(/^04:00 to 04:30 your time/);
  });
});
