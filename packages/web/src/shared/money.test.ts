import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatEuros } from './money';

const intlOf = (locale: 'en' | 'fr') => createIntl({ locale, defaultLocale: 'en', messages: {}, onError: () => undefined });
// French puts a no-break space (U+00A0 or U+202F) between the figure and the sign, and in thousands.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuros', () => {
  it('writes an amount the English way in English and the French way in French', () => {
    expect(formatEuros(intlOf('en'), 90)).toBe('€90.00');
    expect(plain(formatEuros(intlOf('fr'), 90))).toBe('90,00 €');
    expect(plain(formatEuros(intlOf('fr'), 1234.5))).toBe('1 234,50 €');
    expect(formatEuros(intlOf('en'), 1234.5)).toBe('€1,234.50');
  });

  it('can leave out the cents of a whole amount, never those of another', () => {
    expect(formatEuros(intlOf('en'), 90, 'when-any')).toBe('€90');
    expect(plain(formatEuros(intlOf('fr'), 90, 'when-any'))).toBe('90 €');
    expect(plain(formatEuros(intlOf('fr'), 99.9, 'when-any'))).toBe('99,90 €');
  });
});
