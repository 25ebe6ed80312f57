import { describe, expect, it } from 'vitest';
import { BOOT_HAND_OFF } from '../boot/hand-off';
import { EARLY_READS_FRESH_MS, shellEarlyAnswers } from './early-reads';

const answer = { status: 200, body: '[]', headers: {} };

function page(reads: Record<string, Promise<typeof answer | null>>, token = 'token-1') {
  return { [BOOT_HAND_OFF]: { earlyReads: { token, reads } } };
}

describe('the early answers the shell script left', () => {
  it('hands each answer once, to the same path with the same token', async () => {
    const early = shellEarlyAnswers(page({ '/deals/': Promise.resolve(answer) }), () => 100);
    expect(early.take('/deals/', 'token-2')).toBeNull();
    await expect(early.take('/deals/', 'token-1')).resolves.toEqual(answer);
    expect(early.take('/deals/', 'token-1')).toBeNull();
    expect(early.take('/users/me', 'token-1')).toBeNull();
  });

  it('hands nothing once the page has been open a while (the answer may be out of date), and drops it', () => {
    let now = EARLY_READS_FRESH_MS + 1;
    const early = shellEarlyAnswers(page({ '/deals/': Promise.resolve(answer) }), () => now);
    expect(early.take('/deals/', 'token-1')).toBeNull();
    now = 0;
    expect(early.take('/deals/', 'token-1')).toBeNull();
  });

  it('says its answers are fresh for as long as it hands them out', () => {
    let now = EARLY_READS_FRESH_MS;
    const early = shellEarlyAnswers(page({}), () => now);
    expect(early.isFresh?.()).toBe(true);
    now += 1;
    expect(early.isFresh?.()).toBe(false);
  });

  it('hands nothing when the script left nothing (no session, Storybook, a test)', () => {
    expect(shellEarlyAnswers({}, () => 0).take('/deals/', 'token-1')).toBeNull();
    expect(shellEarlyAnswers({ [BOOT_HAND_OFF]: { earlyReads: 'junk' } }, () => 0).take('/deals/', 'token-1')).toBeNull();
    expect(shellEarlyAnswers({ [BOOT_HAND_OFF]: 'junk' }, () => 0).take('/deals/', 'token-1')).toBeNull();
  });
});
