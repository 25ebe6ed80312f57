import { defineMessages } from 'react-intl';
import { untyped } from '../../i18n/untyped';

export const confirmMessages = untyped(defineMessages({
  title: { id: 'confirm.title', defaultMessage: 'Sign in to {school}' },
  intro: {
    id: 'confirm.intro',
    defaultMessage: 'Press the button to finish signing in. Opening this page alone does not use your link.',
  },
  signIn: { id: 'confirm.signIn', defaultMessage: 'Sign in' },
  signingIn: { id: 'confirm.signingIn', defaultMessage: 'Signing in...' },
  spent: {
    id: 'confirm.spent',
    defaultMessage: 'This sign-in link has already been used or has expired. Each link works once, for 10 minutes.',
  },
  malformed: {
    id: 'confirm.malformed',
    defaultMessage: 'This sign-in link is incomplete. Open the whole link from the email, or ask for a new one below.',
  },
  failed: { id: 'confirm.failed', defaultMessage: 'We could not check this link just now. Please try again.' },
  rateLimitedTitle: { id: 'confirm.rateLimited.title', defaultMessage: 'Too many attempts' },
  newLinkIntro: { id: 'confirm.newLink.intro', defaultMessage: 'We can email you a new link and code.' },
  emailLabel: { id: 'confirm.email.label', defaultMessage: 'Email address' },
  emailRequired: { id: 'confirm.email.required', defaultMessage: 'Please enter your email address.' },
  emailInvalid: { id: 'confirm.email.invalid', defaultMessage: 'Enter a valid email address, like name@example.com.' },
  sendNewLink: { id: 'confirm.newLink.send', defaultMessage: 'Email me a new link' },
  sendingNewLink: { id: 'confirm.newLink.sending', defaultMessage: 'Sending a new link...' },
  newLinkSent: { id: 'confirm.newLink.sent', defaultMessage: 'We sent a new link and code to {email}. Open the link, or type the code here.' },
  noAccount: {
    id: 'confirm.noAccount',
    defaultMessage: "There is no account for this email address. To apply, visit the school's site: {applyUrl}",
  },
  cannotSend: { id: 'confirm.cannotSend', defaultMessage: 'We could not send a link to this address. Please try again or contact support.' },
  codeLabel: { id: 'confirm.code.label', defaultMessage: '6-digit code' },
  codeSubmit: { id: 'confirm.code.submit', defaultMessage: 'Sign in with code' },
}));
