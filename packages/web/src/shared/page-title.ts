import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { brand } from './brand';
import { commonMessages } from './messages';

/**
 * The browser tab's title of the page shown: its name first, then the school's ("Documents – Northbridge Business
 * School", WCAG 2.4.2), in the page's language; again on every change of page or language. Every page calls it with
 * its name from the catalogs.
 */
export function usePageTitle(page: string): void {
  const intl = useIntl();
  const title = page === '' ? brand.name : intl.formatMessage(commonMessages.pageTitle, { page, school: brand.name });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
