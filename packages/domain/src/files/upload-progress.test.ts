import { describe, expect, it } from 'vitest';
import { UPLOAD_PROGRESS, storageProgressPercent } from './upload-progress';

describe('upload progress', () => {
  it('has the steps 5, 10, 20, 80, 85, 100', () => {
    expect(Object.values(UPLOAD_PROGRESS)).toEqual([5, 10, 20, 80, 85, 100]);
  });

  it.each([
    [0, 20],
    [0.5, 50],
    [1, 80],
    [-1, 20],
    [2, 80],
    [Number.NaN, 20],
    [0.333, 40],
  ])('maps a storage fraction of %s to %i %%', (fraction, percent) => {
    expect(storageProgressPercent(fraction)).toBe(percent);
  });
});
