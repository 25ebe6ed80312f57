import { defineMessages } from 'react-intl';
import { untyped } from '../../i18n/untyped';

export const quizMessages = untyped(defineMessages({
  checking: { id: 'quiz.checking', defaultMessage: 'Checking Eligibility...' },
  starting: { id: 'quiz.starting', defaultMessage: 'Preparing your quiz...' },
  title: { id: 'quiz.title', defaultMessage: 'Math Quiz' },
  timeRemaining: { id: 'quiz.timeRemaining', defaultMessage: 'Time remaining' },
  minutesRemaining: { id: 'quiz.minutesRemaining', defaultMessage: '{minutes, plural, one {# minute} other {# minutes}} remaining' },
  questionCaption: { id: 'quiz.questionCaption', defaultMessage: 'Question {number} of {count}' },
  submit: { id: 'quiz.submit', defaultMessage: 'Submit' },
  submitting: { id: 'quiz.submitting', defaultMessage: 'Submitting...' },
  wait: { id: 'quiz.wait', defaultMessage: 'Wait {seconds}s' },
  slowDownTitle: { id: 'quiz.slowDown.title', defaultMessage: 'Please Slow Down' },
  slowDownText: { id: 'quiz.slowDown.text', defaultMessage: 'Please wait {seconds, plural, one {# second} other {# seconds}} before attempting again.' },
  startFailed: { id: 'quiz.startFailed', defaultMessage: 'Failed to start quiz' },
  answerFailed: { id: 'quiz.answerFailed', defaultMessage: 'Failed to submit answer' },
  overTitle: { id: 'quiz.over.title', defaultMessage: 'Quiz Over' },
  overExpired: { id: 'quiz.over.expired', defaultMessage: 'Your quiz time has expired' },
  overCompleted: { id: 'quiz.over.completed', defaultMessage: 'You have answered every question.' },
  overThanks: { id: 'quiz.over.thanks', defaultMessage: 'Thank you for taking the quiz. Your responses have been recorded.' },
  returnToDashboard: { id: 'quiz.over.return', defaultMessage: 'Return to Dashboard' },
  stayTitle: { id: 'quiz.stay.title', defaultMessage: 'Stay on the Screen' },
  stayText: { id: 'quiz.stay.text', defaultMessage: 'You must remain on this page during the quiz' },
  stayBack: { id: 'quiz.stay.back', defaultMessage: 'Back to the quiz' },
  eligibilityFailed: { id: 'quiz.eligibilityFailed', defaultMessage: 'We could not check whether your program requires the quiz.' },
}));
