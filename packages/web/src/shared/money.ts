import type { IntlShape } from 'react-intl';

/**
 * An amount in euros as the page's language writes it, through react-intl's formatter only: '€90.00' and
 * '90,00 €'; `cents: 'when-any'` leaves out ',00' ('€90', '90 €').
 */
export const formatEuros = (intl: Pick<IntlShape, 'formatNumber'>, euros: number, cents: 'always' | 'when-any' = 'always'): string =>
  intl.formatNumber(euros, { style: 'currency', currency: 'EUR', trailingZeroDisplay: cents === 'when-any' ? 'stripIfInteger' : 'auto' });
