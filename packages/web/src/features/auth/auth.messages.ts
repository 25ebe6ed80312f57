import { defineMessages } from 'react-intl';
import { untyped } from '../../i18n/untyped';

export const authMessages = untyped(defineMessages({
  welcome: { id: 'auth.welcome', defaultMessage: 'Welcome to {school}' },
  intro: { id: 'auth.intro', defaultMessage: 'Sign in with the email address you used to apply. We will email you a sign-in link.' },
  emailLabel: { id: 'auth.email.label', defaultMessage: 'Email address' },
  emailPlaceholder: { id: 'auth.email.placeholder', defaultMessage: 'you@example.com' },
  send: { id: 'auth.send', defaultMessage: 'Send magic link' },
  sending: { id: 'auth.sending', defaultMessage: 'Sending magic link...' },
  noAccount: { id: 'auth.noAccount', defaultMessage: "Don't have an account yet?" },
  startApplication: { id: 'auth.startApplication', defaultMessage: 'Start your application' },
  emailRequiredText: { id: 'auth.emailRequired.text', defaultMessage: 'Email required. Please enter your email address.' },
  emailInvalid: { id: 'auth.email.invalid', defaultMessage: 'Enter a valid email address, like name@example.com.' },
  linkSentTitle: { id: 'auth.linkSent.title', defaultMessage: 'Check your email' },
  linkSentText: { id: 'auth.linkSent.text', defaultMessage: 'We sent a sign-in link to {email}.' },
  codeIntro: {
    id: 'auth.code.intro',
    defaultMessage: 'Opened the email on another device? Enter the 6-digit code from the same email here.',
  },
  codeLabel: { id: 'auth.code.label', defaultMessage: '6-digit code' },
  codeSubmit: { id: 'auth.code.submit', defaultMessage: 'Sign in with code' },
  codeChecking: { id: 'auth.code.checking', defaultMessage: 'Signing in...' },
  useAnotherEmail: { id: 'auth.useAnotherEmail', defaultMessage: 'Use another email address' },
  verificationFailed: { id: 'auth.verificationFailed', defaultMessage: 'Unable to verify account. Please try again or contact support.' },
  rateLimitedTitle: { id: 'auth.rateLimited.title', defaultMessage: 'Too many requests' },
  accessDenied: { id: 'auth.accessDenied', defaultMessage: 'Access Denied' },
  linkExpired: { id: 'auth.linkExpired', defaultMessage: 'This sign-in link is invalid or has expired. Please request a new one.' },
  pageTitle: { id: 'auth.pageTitle', defaultMessage: 'Sign in' },
  sessionEnded: { id: 'auth.sessionEnded', defaultMessage: 'Your session has ended. Sign in again to continue.' },
  notFoundTitle: { id: 'auth.accountNotFound.title', defaultMessage: 'Account Not Found' },
  notFoundText: { id: 'auth.accountNotFound.text', defaultMessage: "You don't have an account. To apply, please visit the school's main site" },
  notFoundApply: { id: 'auth.accountNotFound.apply', defaultMessage: 'Apply now' },
}));
