import { defineMessages } from 'react-intl';
import { untyped } from '../../i18n/untyped';

/** Withdrawing an application from the dashboard. */
export const withdrawalMessages = untyped(defineMessages({
  withdraw: { id: 'dashboard.withdrawal.action', defaultMessage: 'Withdraw application' },
  title: { id: 'dashboard.withdrawal.title', defaultMessage: 'Withdraw your application?' },
  intro: {
    id: 'dashboard.withdrawal.intro',
    defaultMessage:
      'Withdrawing ends this application: the jury will not review it, and you cannot undo it here. You can still read what you sent. Tell us why, it helps us improve.',
  },
  group: { id: 'dashboard.withdrawal.group', defaultMessage: 'Why are you withdrawing?' },
  confirm: { id: 'dashboard.withdrawal.confirm', defaultMessage: 'Withdraw my application' },
  withdrawnTitle: { id: 'dashboard.withdrawal.withdrawnTitle', defaultMessage: 'Application withdrawn' },
  withdrawnOn: { id: 'dashboard.withdrawal.withdrawnOn', defaultMessage: 'You withdrew this application on {date}. You can still read the documents and answers you sent.' },
  reasons: { id: 'dashboard.withdrawal.reasons', defaultMessage: 'Your reasons' },
  historyWithdrawn: { id: 'dashboard.history.withdrawn', defaultMessage: 'You withdrew the application on {date}.' },
  alreadyWithdrawn: { id: 'dashboard.withdrawal.alreadyWithdrawn', defaultMessage: 'This application was already withdrawn. Close this window to see it.' },
  alreadyDecided: { id: 'dashboard.withdrawal.alreadyDecided', defaultMessage: 'A decision has already been made on this application: it can no longer be withdrawn.' },
  failed: { id: 'dashboard.withdrawal.failed', defaultMessage: 'Your application could not be withdrawn. Check your connection and try again: your choices are kept.' },
}));
