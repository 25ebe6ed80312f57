import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

/** Texts several screens share. */
export const commonMessages = untyped(defineMessages({
  verifyingAccess: { id: 'access.verifying', defaultMessage: 'Verifying access...' },
  /** The browser tab's title: the page's name, then the school's. */
  pageTitle: { id: 'common.pageTitle', defaultMessage: '{page} – {school}' },
  loading: { id: 'common.loading', defaultMessage: 'Loading...' },
  failedToLoadTitle: { id: 'common.loadFailed.title', defaultMessage: 'Failed to load data' },
  failedToLoadText: { id: 'common.loadFailed.text', defaultMessage: 'Please refresh the page and try again.' },
  accountNotFoundTitle: { id: 'access.accountNotFound.title', defaultMessage: 'Account Not Found' },
  accountNotFoundText: {
    id: 'access.accountNotFound.text',
    defaultMessage:
      "You need to apply for admission first. Please visit the school's main site to submit your application and receive access to this platform.",
  },
  errorTitle: { id: 'common.error', defaultMessage: 'Error' },
  roleCheckFailedText: { id: 'access.roleCheckFailed.text', defaultMessage: 'Failed to verify access. Please try again.' },
  language: { id: 'common.language', defaultMessage: 'Language' },
  notificationsLabel: { id: 'toast.region', defaultMessage: 'Notifications' },
  close: { id: 'common.close', defaultMessage: 'Close' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  opensInNewTab: { id: 'common.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  contactButton: { id: 'contact.button', defaultMessage: 'Contact us' },
  contactTitle: { id: 'contact.title', defaultMessage: 'Contact Information' },
  contactIntro: { id: 'contact.intro', defaultMessage: 'Questions about your application? Our admissions team is here to help.' },
  contactEmail: { id: 'contact.email', defaultMessage: 'Admissions email' },
  contactPhone: { id: 'contact.phone', defaultMessage: 'Phone' },
}));
