import type { BrandConfig } from '../brands/brand';
import { BRAND_CONFIG } from '../brands/brands';

/** The real brands (brands/brands.ts), with the parts a test changes replaced. */
export const aBrandConfig = (overrides: Partial<BrandConfig> = {}): BrandConfig => ({ ...BRAND_CONFIG, ...overrides });
