import { beforeEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MARK, markFirstScreenDrawn, resetFirstScreen } from './first-screen';

describe('the first screen drawn', () => {
  beforeEach(() => {
    resetFirstScreen();
    performance.clearMarks();
  });

  it('is marked once per page load for the bench, at the first page that says so', () => {
    markFirstScreenDrawn();
    const [first] = performance.getEntriesByName(FIRST_SCREEN_MARK, 'mark');
    expect(first).toBeDefined();
    markFirstScreenDrawn();
    const marks = performance.getEntriesByName(FIRST_SCREEN_MARK, 'mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.startTime).toBe(first?.startTime);
  });
});
