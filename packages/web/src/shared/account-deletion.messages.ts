import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

/**
 * Account deletion: the candidate's confirmation and the admins' "Deletion requests" on /admin. The
 * catalog's `deletion` part (src/i18n/catalog-parts.json), loaded with the dialog or the panel, never with a page.
 */
export const deletionMessages = untyped(defineMessages({
  dialogTitle: { id: 'deletion.dialog.title', defaultMessage: 'Delete your account?' },
  dialogIntro: {
    id: 'deletion.dialog.intro',
    defaultMessage: 'You are asking {school} to delete your account. The admissions team carries it out and emails you when it is done; until then you may cancel.',
  },
  deletedHeading: { id: 'deletion.dialog.deletedHeading', defaultMessage: 'What will be deleted' },
  deletedDocuments: { id: 'deletion.deleted.documents', defaultMessage: 'Every document you uploaded' },
  deletedProfile: { id: 'deletion.deleted.profile', defaultMessage: 'Your profile: name, email address, phone number' },
  deletedNationalities: { id: 'deletion.deleted.nationalities', defaultMessage: 'Your nationalities' },
  deletedDisability: { id: 'deletion.deleted.disability', defaultMessage: 'Your answer about a disability' },
  deletedQuiz: { id: 'deletion.deleted.quiz', defaultMessage: 'Your quiz answers and score' },
  deletedPayers: { id: 'deletion.deleted.payers', defaultMessage: 'The payers you named' },
  deletedHistory: { id: 'deletion.deleted.history', defaultMessage: 'Your applications, their history and the admissions team’s notes' },
  deletedAccount: { id: 'deletion.deleted.account', defaultMessage: 'Your account: you will no longer be able to sign in' },
  keptHeading: { id: 'deletion.dialog.keptHeading', defaultMessage: 'What the school must keep by law' },
  keptRecord: {
    id: 'deletion.kept.record',
    defaultMessage: 'An anonymised record of your applications (program, status, month; nothing that names you), for {years, plural, one {# year} other {# years}}',
  },
  keptInvoices: { id: 'deletion.kept.invoices', defaultMessage: 'Your invoices, as accounting law requires, for {years, plural, one {# year} other {# years}}' },
  confirm: { id: 'deletion.dialog.confirm', defaultMessage: 'Ask to delete my account' },
  keep: { id: 'deletion.dialog.keep', defaultMessage: 'Keep my account' },
  pendingTitle: { id: 'deletion.pending.title', defaultMessage: 'Account deletion requested' },
  pendingText: {
    id: 'deletion.pending.text',
    defaultMessage: 'You asked on {date} to delete your account. The admissions team will carry it out and email you when it is done.',
  },
  cancelRequest: { id: 'deletion.pending.cancel', defaultMessage: 'Cancel my request' },
  close: { id: 'deletion.pending.close', defaultMessage: 'Close' },
  cancelledTitle: { id: 'deletion.cancelled.title', defaultMessage: 'Request cancelled' },
  cancelledText: { id: 'deletion.cancelled.text', defaultMessage: 'Your account stays as it is.' },
  loading: { id: 'deletion.loading', defaultMessage: 'Loading…' },
  loadFailed: { id: 'deletion.loadFailed', defaultMessage: 'Your deletion request could not be loaded.' },
  retry: { id: 'deletion.retry', defaultMessage: 'Try again' },
  alreadyRequested: { id: 'deletion.error.alreadyRequested', defaultMessage: 'You have already asked to delete your account.' },
  noneWaiting: { id: 'deletion.error.noneWaiting', defaultMessage: 'There is no request waiting: it was cancelled or carried out already.' },
  alreadyDeleted: { id: 'deletion.error.alreadyDeleted', defaultMessage: 'This account is already deleted.' },
  forbidden: { id: 'deletion.error.forbidden', defaultMessage: 'You are not allowed to do this.' },
  failed: { id: 'deletion.error.failed', defaultMessage: 'This could not be done. Please try again in a moment.' },

  panelIntro: {
    id: 'deletion.admin.intro',
    defaultMessage:
      'Candidates who asked to delete their account. Carrying a request out removes their documents from storage and their personal data, keeps an anonymised record and their invoices, ends their sessions and emails them. It cannot be undone.',
  },
  panelLoading: { id: 'deletion.admin.loading', defaultMessage: 'Loading deletion requests…' },
  panelFailed: { id: 'deletion.admin.failed', defaultMessage: 'The deletion requests could not be loaded.' },
  emptyTitle: { id: 'deletion.admin.emptyTitle', defaultMessage: 'No deletion requests' },
  emptyText: { id: 'deletion.admin.emptyText', defaultMessage: 'When a candidate asks to delete their account, the request shows here.' },
  waitingHeading: { id: 'deletion.admin.waiting', defaultMessage: 'Waiting ({count})' },
  completedHeading: { id: 'deletion.admin.completed', defaultMessage: 'Carried out' },
  noneWaitingNow: { id: 'deletion.admin.noneWaiting', defaultMessage: 'No request is waiting.' },
  askedOn: { id: 'deletion.admin.askedOn', defaultMessage: 'Asked on {date}' },
  storedDocuments: { id: 'deletion.admin.documents', defaultMessage: '{count, plural, =0 {No document in storage} one {# document in storage} other {# documents in storage}}' },
  invoicesKept: { id: 'deletion.admin.invoices', defaultMessage: 'Invoices kept for {years, plural, one {# year} other {# years}}' },
  carryOut: { id: 'deletion.admin.carryOut', defaultMessage: 'Delete account' },
  carryOutOf: { id: 'deletion.admin.carryOutOf', defaultMessage: 'Delete account of {name}' },
  confirmTitle: { id: 'deletion.admin.confirmTitle', defaultMessage: 'Delete the account of {name}?' },
  confirmText: {
    id: 'deletion.admin.confirmText',
    defaultMessage: 'This removes their documents from storage and their personal data, keeps an anonymised record and their invoices, ends their sessions and emails them at {email}. It cannot be undone.',
  },
  cancel: { id: 'deletion.admin.cancel', defaultMessage: 'Cancel' },
  doneTitle: { id: 'deletion.admin.doneTitle', defaultMessage: 'Account deleted' },
  doneText: { id: 'deletion.admin.doneText', defaultMessage: 'The account of {name} is deleted and they were emailed.' },
  completedLine: { id: 'deletion.admin.completedLine', defaultMessage: 'Asked on {requested}, deleted on {completed} by {by}' },
}));
