import { defineMessages } from 'react-intl';
import { untyped } from '../../i18n/untyped';

/** What the three public pages share: the way home, the contact block; and the name of the footer that links them. */
export const rightsMessages = untyped(
  defineMessages({
  // Drawn by index.html's static shell (build/html-shell.ts reads it from the catalogs), not by React.
  footerLabel: { id: 'rights.footer.label', defaultMessage: 'Accessibility and privacy' },
  homeSignedIn: { id: 'rights.home.signedIn', defaultMessage: 'Back to the portal' },
  homeSignedOut: { id: 'rights.home.signedOut', defaultMessage: 'Back to sign in' },
  contactHeading: { id: 'rights.contact.heading', defaultMessage: 'Contact the admissions team' },
  contactEmail: { id: 'rights.contact.email', defaultMessage: 'Email' },
  contactPhone: { id: 'rights.contact.phone', defaultMessage: 'Phone' },
  updated: { id: 'rights.updated', defaultMessage: 'These pages describe the portal as it works today; we update them when it changes.' },
}),
);
