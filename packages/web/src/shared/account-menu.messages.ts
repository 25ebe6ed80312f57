import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

/**
 * The signed-in header and its account menu (with the data download and account deletion): kept out of
 * app/portal-messages.ts, whose texts the app chunk carries to every page, /auth included. Same `portal` catalog part.
 */
export const accountMenuMessages = untyped(defineMessages({
  portalTitle: { id: 'header.portalTitle', defaultMessage: '{school} · Candidate Portal' },
  staffTitle: { id: 'header.staffTitle', defaultMessage: '{school} · Staff Portal' },
  juryTitle: { id: 'header.juryTitle', defaultMessage: '{school} · Jury' },
  signedInAs: { id: 'header.signedInAs', defaultMessage: 'Signed in as' },
  signOut: { id: 'header.signOut', defaultMessage: 'Sign out' },
  accountMenu: { id: 'header.accountMenu', defaultMessage: 'Account' },
  downloadData: { id: 'header.downloadData', defaultMessage: 'Download my data' },
  downloadPreparing: { id: 'header.downloadPreparing', defaultMessage: 'Preparing your data…' },
  downloadFailedTitle: { id: 'header.downloadFailedTitle', defaultMessage: 'Your data could not be downloaded' },
  downloadFailedText: { id: 'header.downloadFailedText', defaultMessage: 'Please try again in a moment. If it keeps failing, contact the admissions team.' },
  deleteAccount: { id: 'header.deleteAccount', defaultMessage: 'Ask for account deletion' },
  deletionRequested: { id: 'header.deletionRequested', defaultMessage: 'Deletion requested' },
}));
