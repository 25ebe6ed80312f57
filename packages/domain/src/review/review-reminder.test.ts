import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overdueReminderDue } from './review-reminder';

const due = new Date('2026-03-15T09:30:00.000Z');
const after = (ms: number): Date => new Date(due.getTime() + ms);

describe('overdueReminderDue', () => {
  it('is not due at the due instant itself, due one millisecond after', () => {
    expect(overdueReminderDue({ dueAt: due, submitted: false, remindedAt: null, now: after(0) })).toBe(false);
    expect(overdueReminderDue({ dueAt: due, submitted: false, remindedAt: null, now: after(1) })).toBe(true);
  });

  it('is never due for a submitted review', () => {
    expect(overdueReminderDue({ dueAt: due, submitted: true, remindedAt: null, now: after(86_400_000) })).toBe(false);
  });

  it('is sent once: never again after a reminder went out', () => {
    expect(overdueReminderDue({ dueAt: due, submitted: false, remindedAt: after(1), now: after(86_400_000) })).toBe(false);
  });

  it('sends one reminder at most over any run of the job (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5 * 86_400_000, max: 30 * 86_400_000 }), { maxLength: 20 }), (offsets) => {
        let remindedAt: Date | null = null;
        let sent = 0;
        for (const offset of [...offsets].sort((a, b) => a - b)) {
          const now = after(offset);
          if (overdueReminderDue({ dueAt: due, submitted: false, remindedAt, now })) {
            sent += 1;
            remindedAt = now;
          }
        }
        expect(sent).toBe(offsets.some((offset) => offset > 0) ? 1 : 0);
      }),
    );
  });
});
