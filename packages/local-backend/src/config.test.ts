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

describe('loadConfig: WEB_PORT', () => {
  it("puts the web app's port in the default CORS origins, site URL and portal links", () => {
    const config = loadConfig({}, { WEB_PORT: '5611' });
    expect(config.corsOrigins).toEqual(expect.arrayContaining(['http://localhost:5611', 'http://lumiere.localhost:5611', 'http://localhost:4173']));
    expect(config.corsOrigins).not.toContain('http://localhost:5173');
    expect(config.siteUrl).toBe('http://localhost:5611');
    expect(config.portalUrls).toEqual({ northbridge: 'http://localhost:5611', lumiere: 'http://lumiere.localhost:5611', default: 'http://localhost:5611' });
  });

  it('uses 5173 when unset', () => {
    expect(loadConfig({}, {}).siteUrl).toBe('http://localhost:5173');
  });
});
