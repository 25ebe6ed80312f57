import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

/** The reasons dialog: staff's rejection and document reviews, the candidate's withdrawal. */
export const reasonsDialogMessages = untyped(defineMessages({
  reasonsNone: { id: 'application.reasons.none', defaultMessage: 'Choose at least one reason.' },
  reasonNone: { id: 'application.reasons.noneOne', defaultMessage: 'Choose a reason.' },
  otherReasonLabel: { id: 'application.reasons.otherLabel', defaultMessage: 'Other reason, in a few words' },
  otherReasonLength: { id: 'application.reasons.otherLength', defaultMessage: '{count, number} of {max, plural, one {# character} other {# characters}}' },
  otherReasonMissing: { id: 'application.reasons.otherMissing', defaultMessage: 'Write the other reason, or untick “Other”.' },
  otherReasonMissingOne: { id: 'application.reasons.otherMissingOne', defaultMessage: 'Write the other reason, or choose one of the reasons above instead of “Other”.' },
  otherReasonTooLong: { id: 'application.reasons.otherTooLong', defaultMessage: 'The other reason holds at most {max, plural, one {# character} other {# characters}}: shorten it.' },
}));
