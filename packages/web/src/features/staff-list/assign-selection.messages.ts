import { defineMessages } from 'react-intl';
import { untyped } from '../../i18n/untyped';

/** /admin: an admin assigns a selection of complete applications to the jury at once. */
export const assignMessages = untyped(defineMessages({
  selectColumn: { id: 'admin.assign.selectColumn', defaultMessage: 'Select' },
  selectRow: { id: 'admin.assign.selectRow', defaultMessage: 'Select {name}' },
  selected: { id: 'admin.assign.selected', defaultMessage: '{count, plural, =0 {No application selected} one {# application selected} other {# applications selected}}' },
  onlyComplete: { id: 'admin.assign.onlyComplete', defaultMessage: 'Only complete applications can be assigned.' },
  assign: { id: 'admin.assign.button', defaultMessage: 'Assign to the jury' },
  clear: { id: 'admin.assign.clear', defaultMessage: 'Clear the selection' },
  confirmTitle: { id: 'admin.assign.confirm.title', defaultMessage: 'Assign {count, plural, one {# application} other {# applications}} to the jury?' },
  confirmText: {
    id: 'admin.assign.confirm.text',
    defaultMessage:
      'Each gets the reviewers its program still needs, those with the fewest open reviews first, never one who declared a conflict; each reviewer gets one e-mail: {names}.',
  },
  confirm: { id: 'admin.assign.confirm.button', defaultMessage: 'Assign' },
  cancel: { id: 'admin.assign.cancel', defaultMessage: 'Cancel' },
  assigned: { id: 'admin.assign.assigned', defaultMessage: '{count, plural, =0 {No application assigned.} one {# application assigned.} other {# applications assigned.}}' },
  skippedAlreadyAssigned: { id: 'admin.assign.skipped.alreadyAssigned', defaultMessage: 'Already with all its reviewers: {names}.' },
  skippedNoReviewerFree: {
    id: 'admin.assign.skipped.noReviewerFree',
    defaultMessage: 'No reviewer free (every reviewer of the program has it already or declared a conflict; add reviewers in the jury settings): {names}.',
  },
  skippedNotComplete: { id: 'admin.assign.skipped.notComplete', defaultMessage: 'No longer complete: {names}.' },
  skippedWithdrawn: { id: 'admin.assign.skipped.withdrawn', defaultMessage: 'Withdrawn by the candidate: {names}.' },
  skippedNotFound: { id: 'admin.assign.skipped.notFound', defaultMessage: 'No longer exists: {names}.' },
  skippedOther: { id: 'admin.assign.skipped.other', defaultMessage: 'Not assigned: {names}.' },
  failed: { id: 'admin.assign.failed', defaultMessage: 'Nothing was assigned: the server did not answer. Your selection is kept; try again.' },
}));
