import { BRAND_CONFIG } from '@admission/domain';
import { describe, expect, it } from 'vitest';
import { brandConfig } from './brands';

describe('brandConfig', () => {
  it('is the domain BRAND_CONFIG that the local backend reads too', () => {
    expect(brandConfig).toBe(BRAND_CONFIG);
  });
});
