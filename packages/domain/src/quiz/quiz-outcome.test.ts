import { describe, expect, it } from 'vitest';
import { PortError } from '../api/port-error';
import { isQuizExpiredError } from './quiz-expiry';
import { quizOutcomeLabel } from './quiz-outcome';
import { answerText, questionText } from './quiz-texts';

describe('quizOutcomeLabel', () => {
  it.each([
    [1, 'PASS'],
    [-1, 'FAIL'],
    [0, 'NOT_ASSESSABLE'],
    [undefined, 'NO_QUIZ'],
    [null, 'NO_QUIZ'],
    [2, 'UNKNOWN'],
    ['1', 'UNKNOWN'],
    [0.5, 'UNKNOWN'],
  ])('%j is %s', (outcome, label) => {
    expect(quizOutcomeLabel(outcome)).toBe(label);
  });
});

describe('isQuizExpiredError', () => {
  it('recognises the code and the detail', () => {
    expect(isQuizExpiredError(new PortError('QUIZ_EXPIRED', 'expired'))).toBe(true);
    expect(isQuizExpiredError(new PortError('INVALID_INPUT', 'x', { detail: 'Quiz has expired' }))).toBe(true);
    expect(isQuizExpiredError(new Error('Quiz has expired'))).toBe(true);
  });

  it('does not take other failures for expiry', () => {
    expect(isQuizExpiredError(new PortError('INVALID_INPUT', 'x', { detail: 'Quiz not found' }))).toBe(false);
    expect(isQuizExpiredError(new Error('Failed to start quiz'))).toBe(false);
    expect(isQuizExpiredError('Quiz has expired')).toBe(false);
  });
});

describe('quiz texts', () => {
  const question = { question: 'Combien ?', question_en: 'How many?' };
  const answer = { answer: 'Deux', answer_en: 'Two' };

  it('shows English in English and French otherwise', () => {
    expect(questionText(question, 'en')).toBe('How many?');
    expect(questionText(question, 'fr')).toBe('Combien ?');
    expect(answerText(answer, 'en')).toBe('Two');
    expect(answerText(answer, 'fr')).toBe('Deux');
  });
});
