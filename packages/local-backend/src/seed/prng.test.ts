import { describe, expect, it } from 'vitest';
import { createPrng } from './prng';

describe('createPrng', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createPrng(seed).next);
    const first = createPrng(7);
    const again = createPrng(7);
    const a = Array.from({ length: 5 }, () => first.int(0, 1000));
    const b = Array.from({ length: 5 }, () => again.int(0, 1000));
    expect(a).toEqual(b);
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('keeps int within its bounds and shuffle a permutation', () => {
    const prng = createPrng(1);
    for (let i = 0; i < 200; i += 1) {
      const value = prng.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    expect(prng.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
  });
});
