import { defineMessages } from 'react-intl';
import { untyped } from '../../i18n/untyped';

/** /admin/jury: a program's reviewers, reviews per application, due days, disagreement threshold and rubric. */
export const jurySettingsMessages = untyped(defineMessages({
  title: { id: 'jury.title', defaultMessage: 'Jury settings' },
  intro: { id: 'jury.intro', defaultMessage: 'Name each program’s reviewers, how many reviews an application gets, and the rubric they score it on.' },
  back: { id: 'jury.back', defaultMessage: 'Back to Admin Dashboard' },
  program: { id: 'jury.program', defaultMessage: 'Program' },
  noPrograms: { id: 'jury.noPrograms', defaultMessage: 'No program yet.' },
  loading: { id: 'jury.loading', defaultMessage: 'Loading the jury settings...' },
  failedTitle: { id: 'jury.failed.title', defaultMessage: 'The jury settings could not be loaded' },
  failedText: { id: 'jury.failed.text', defaultMessage: 'Check your connection, then try again.' },
  retry: { id: 'jury.retry', defaultMessage: 'Try again' },
  settingsTitle: { id: 'jury.settings.title', defaultMessage: 'Reviews' },
  reviewsPerApplication: { id: 'jury.reviewsPerApplication', defaultMessage: 'Reviews per application' },
  reviewsPerApplicationHelp: { id: 'jury.reviewsPerApplication.help', defaultMessage: 'A whole number from {min} to {max}.' },
  dueDays: { id: 'jury.dueDays', defaultMessage: 'Days to review' },
  dueDaysHelp: { id: 'jury.dueDays.help', defaultMessage: 'A whole number of days from {min} to {max}.' },
  threshold: { id: 'jury.threshold', defaultMessage: 'Disagreement threshold' },
  thresholdHelp: { id: 'jury.threshold.help', defaultMessage: 'Points on the 5-point scale, from {min, number} to {max, number} in steps of {step, number}.' },
  reviewers: { id: 'jury.reviewers', defaultMessage: 'Reviewers of this program' },
  noReviewers: { id: 'jury.noReviewers', defaultMessage: 'No reviewer account in this school yet.' },
  reviewsPerApplicationInvalid: { id: 'jury.reviewsPerApplication.invalid', defaultMessage: 'Enter a whole number from {min} to {max}.' },
  moreReviewsThanReviewers: {
    id: 'jury.reviewsPerApplication.moreThanReviewers',
    defaultMessage:
      'This program has {reviewers, plural, =0 {no reviewer} one {only # reviewer} other {only # reviewers}} for {wanted, plural, one {# review} other {# reviews}} per application. Name more reviewers below or ask for fewer reviews.',
  },
  dueDaysInvalid: { id: 'jury.dueDays.invalid', defaultMessage: 'Enter a whole number of days from {min} to {max}.' },
  thresholdInvalid: { id: 'jury.threshold.invalid', defaultMessage: 'Enter a number of points from {min, number} to {max, number} in steps of {step, number}.' },
  reviewerOtherSchool: { id: 'jury.reviewers.otherSchool', defaultMessage: 'Nothing was saved: a reviewer chosen belongs to another school. Read the page again and choose among this school’s reviewers.' },
  documentsSeen: { id: 'jury.documentsSeen', defaultMessage: 'Documents reviewers see' },
  documentsSeenHelp: { id: 'jury.documentsSeen.help', defaultMessage: 'Reviewers open only these, each without its metadata (author, title, camera details).' },
  identityNever: { id: 'jury.documentsSeen.identityNever', defaultMessage: 'Never shown to reviewers, whatever you choose: {types}.' },
  identityRefused: { id: 'jury.documentsSeen.identityRefused', defaultMessage: 'Identity documents are never shown to reviewers: choose other documents.' },
  saveSettings: { id: 'jury.settings.save', defaultMessage: 'Save the settings' },
  settingsSaved: { id: 'jury.settings.saved', defaultMessage: 'The settings are saved.' },
  saveFailed: { id: 'jury.saveFailed', defaultMessage: 'Nothing was saved: the server did not answer. Try again.' },
  rubricLocked: { id: 'jury.rubric.locked', defaultMessage: 'A review of this program is submitted: its rubric can no longer change, as the submitted totals rest on it.' },
}));
