import { defineMessages } from 'react-intl';
import { untyped } from '../i18n/untyped';

/** The booking form's words (the candidate's booking page and staff's Interview tab): the free slots and the adjustments. */
export const bookingFormMessages = untyped(defineMessages({
  freeSlots: { id: 'interview.freeSlots', defaultMessage: 'Free times' },
  noSlotsTitle: { id: 'interview.noSlots.title', defaultMessage: 'No free interview time just now' },
  noSlotsText: { id: 'interview.noSlots.text', defaultMessage: 'New times may open soon. For help, write to {email}.' },
  pickSlot: { id: 'interview.pick.missing', defaultMessage: 'Choose a time.' },
  adjustmentsLabel: { id: 'interview.adjustments.label', defaultMessage: 'What you need for the interview to be fair (optional)' },
  adjustmentsHelp: { id: 'interview.adjustments.help', defaultMessage: 'Staff and the panel see this; reviewers do not.' },
  adjustmentOtherLabel: { id: 'interview.adjustment.otherLabel', defaultMessage: 'What else you need, in your own words' },
  adjustmentOtherMissing: { id: 'interview.adjustment.otherMissing', defaultMessage: 'Say what you need, or untick “Something else”.' },
  adjustmentOtherTooLong: { id: 'interview.adjustment.otherTooLong', defaultMessage: 'At most {max, plural, one {# character} other {# characters}}.' },
}));
