import { describe, expect, it } from 'vitest';
import { aBrandConfig } from '../testing';
import { BRAND_CONFIG, BRANDS_BY_ID, brandOfId, isBrandId } from './brands';

describe('BRANDS_BY_ID', () => {
  it('holds the very brands of BRAND_CONFIG, each under its own id', () => {
    const brands = [BRAND_CONFIG.first, BRAND_CONFIG.second, BRAND_CONFIG.fallback];
    expect(Object.values(BRANDS_BY_ID)).toEqual(brands);
    for (const brand of brands) expect(BRANDS_BY_ID[brand.id]).toBe(brand);
  });
});

describe('brandOfId', () => {
  it.each(['northbridge', 'lumiere', 'default'])('finds %s', (id) => {
    expect(isBrandId(id)).toBe(true);
    expect(brandOfId(id).id).toBe(id);
  });

  it.each(['', 'Lumiere', 'unknown', 'toString', '__proto__'])('gives the fallback for %j', (id) => {
    expect(isBrandId(id)).toBe(false);
    expect(brandOfId(id)).toBe(BRAND_CONFIG.fallback);
  });
});

describe('aBrandConfig', () => {
  it('builds from the real brands rather than a copy of them', () => {
    const config = aBrandConfig();
    expect(config.first).toBe(BRAND_CONFIG.first);
    expect(config.second).toBe(BRAND_CONFIG.second);
    expect(config.fallback).toBe(BRAND_CONFIG.fallback);
  });
});
