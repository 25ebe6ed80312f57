import { NotFound, Page } from '@admission/ui';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { InAppLinks } from '../../shared/in-app-links';
import { useFocusOnArrival } from '../../shared/page-heading';
import { usePageTitle } from '../../shared/page-title';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Oops! Page not found' },
  message: { id: 'notFound.message', defaultMessage: 'The page you are looking for does not exist or has moved.' },
  home: { id: 'notFound.home', defaultMessage: 'Return to Home' },
});

/** The * route (spec §2): logs the unknown path. */
export function Component() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const title = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(title);
  usePageTitle(intl.formatMessage(messages.title));
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <Page width="narrow">
      <InAppLinks>
        <NotFound title={intl.formatMessage(messages.title)} message={intl.formatMessage(messages.message)} homeLabel={intl.formatMessage(messages.home)} titleRef={title} />
      </InAppLinks>
    </Page>
  );
}
