import { defineMessages } from 'react-intl';
import { untyped } from '../../i18n/untyped';

export const cookiesMessages = untyped(
  defineMessages({
  title: { id: 'rights.cookies.title', defaultMessage: 'Cookies and storage' },
  lead: {
    id: 'rights.cookies.lead',
    defaultMessage: 'This portal sets no cookies and uses nothing to track you. It keeps a few items in your browser’s local storage, only so that it works.',
  },
  storedHeading: { id: 'rights.cookies.stored.heading', defaultMessage: 'What is kept in your browser' },
  session: {
    id: 'rights.cookies.stored.session',
    defaultMessage: 'Your session once you have signed in, so that you stay signed in. Signing out removes it.',
  },
  language: { id: 'rights.cookies.stored.language', defaultMessage: 'The language you chose with the EN/FR switch.' },
  signInEmail: {
    id: 'rights.cookies.stored.signInEmail',
    defaultMessage: 'The address you last asked a sign-in link for, so that a new link can be sent if the first one has expired. Forgotten once you sign in.',
  },
  staffFilters: {
    id: 'rights.cookies.stored.staffFilters',
    defaultMessage: 'Staff only: the last search, filters and sort of the applications list, on this device.',
  },
  trackingHeading: { id: 'rights.cookies.tracking.heading', defaultMessage: 'Nothing for tracking' },
  tracking: {
    id: 'rights.cookies.tracking.text',
    defaultMessage:
      'The portal loads no analytics, advertising or social media scripts, and its security policy stops the browser from running scripts from anywhere else. Nothing here asks for your consent because nothing here needs it.',
  },
  removeHeading: { id: 'rights.cookies.remove.heading', defaultMessage: 'Removing them' },
  remove: {
    id: 'rights.cookies.remove.text',
    defaultMessage: 'Sign out to remove your session. Clearing this site’s data in your browser removes everything; you will then sign in again and choose your language again.',
  },
}),
);
