import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { GENERATED_APPLICATIONS } from './seed/seed';

describe('loadConfig: SEED_GENERATED_APPLICATIONS', () => {
  it('seeds the usual 260 generated applications when unset or blank', () => {
    expect(GENERATED_APPLICATIONS).toBe(260);
    expect(loadConfig({}, {}).seedGeneratedApplications).toBe(260);
    expect(loadConfig({}, { SEED_GENERATED_APPLICATIONS: ' ' }).seedGeneratedApplications).toBe(260);
  });

  it('reads a whole number, zero included', () => {
    expect(loadConfig({}, { SEED_GENERATED_APPLICATIONS: '2000' }).seedGeneratedApplications).toBe(2000);
    expect(loadConfig({}, { SEED_GENERATED_APPLICATIONS: '0' }).seedGeneratedApplications).toBe(0);
  });

  it('refuses a fraction, a negative number and words', () => {
    expect(() => loadConfig({}, { SEED_GENERATED_APPLICATIONS: '12.5' })).toThrow(/SEED_GENERATED_APPLICATIONS must be a whole number/);
    expect(() => loadConfig({}, { SEED_GENERATED_APPLICATIONS: '-1' })).toThrow(/non-negative/);
    expect(() => loadConfig({}, { SEED_GENERATED_APPLICATIONS: 'many' })).toThrow(/non-negative/);
  });

  it('lets an explicit override win over the environment', () => {
    expect(loadConfig({ seedGeneratedApplications: 5 }, { SEED_GENERATED_APPLICATIONS: '2000' }).seedGeneratedApplications).toBe(5);
  });
});
