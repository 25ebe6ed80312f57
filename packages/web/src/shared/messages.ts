import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

/** Texts several screens share. */
export const commonMessages = untyped(defineMessages({
  verifyingAccess: { id: 'access.verifying', defaultMessage: 'Verifying access...' },
  loading: { id: 'common.loading', defaultMessage: 'Loading...' },
  failedToLoadTitle: { id: 'common.loadFailed.title', defaultMessage: 'Failed to load data' },
  failedToLoadText: { id: 'common.loadFailed.text', defaultMessage: 'Please refresh the page and try again.' },
  quizStatusFailed: { id: 'common.quizStatusFailed', defaultMessage: 'Failed to check quiz status' },
  accountNotFoundTitle: { id: 'access.accountNotFound.title', defaultMessage: 'Account Not Found' },
  accountNotFoundText: {
    id: 'access.accountNotFound.text',
    defaultMessage:
      "You need to apply for admission first. Please visit the school's main site to submit your application and receive access to this platform.",
  },
  quizNotRequiredTitle: { id: 'quiz.notRequired.title', defaultMessage: 'Quiz Not Required' },
  quizNotRequiredText: { id: 'quiz.notRequired.text', defaultMessage: 'Your program does not require a math assessment.' },
  accessDeniedTitle: { id: 'access.denied.title', defaultMessage: 'Access Denied' },
  accessDeniedText: { id: 'access.denied.text', defaultMessage: "You don't have permission to access the admin panel" },
  accessDeniedApplicationText: { id: 'access.denied.applicationText', defaultMessage: "You don't have permission to access the application details" },
  errorTitle: { id: 'common.error', defaultMessage: 'Error' },
  roleCheckFailedText: { id: 'access.roleCheckFailed.text', defaultMessage: 'Failed to verify access. Please try again.' },
  portalTitle: { id: 'header.portalTitle', defaultMessage: '{school} · Candidate Portal' },
  staffTitle: { id: 'header.staffTitle', defaultMessage: '{school} · Staff Portal' },
  signedInAs: { id: 'header.signedInAs', defaultMessage: 'Signed in as' },
  signOut: { id: 'header.signOut', defaultMessage: 'Sign out' },
  accountMenu: { id: 'header.accountMenu', defaultMessage: 'Account' },
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
  backToDashboard: { id: 'common.backToDashboard', defaultMessage: 'Back to Dashboard' },
}));
