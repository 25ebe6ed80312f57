import { describe, expect, it } from 'vitest';
import { currentBrand, faviconOf, themeIdOf } from './current-brand';

describe('currentBrand', () => {
  it('gives the first brand on localhost, the second on a lumiere host, the default elsewhere', () => {
    expect(currentBrand('localhost').id).toBe('northbridge');
    expect(currentBrand('lumiere.localhost').id).toBe('lumiere');
    expect(currentBrand('127.0.0.1').name).toBe('Admission Platform');
  });

  it('maps each brand to its theme and icon', () => {
    expect(themeIdOf(currentBrand('lumiere.localhost'))).toBe('lumiere');
    expect(faviconOf(currentBrand('127.0.0.1'))).toBe('/favicon-default.png');
    expect(faviconOf(currentBrand('localhost'))).toBe('/favicon-northbridge.png');
  });
});
