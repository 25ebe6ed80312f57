import { describe, expect, it } from 'vitest';
import { aDeal, aProgram } from '../testing';
import { isQuizComplete, isQuizRequiredForAny } from './quiz-requirement';
import { documentsTaskCard, quizTaskCard } from './task-cards';

describe('documentsTaskCard', () => {
  it('is complete with View Documents once submitted', () => {
    expect(documentsTaskCard(aDeal({ documents_submitted_at: '2026-03-01T10:00:00Z' }))).toEqual({ state: 'complete', action: 'view-documents' });
  });

  it('is incomplete with Upload Documents before', () => {
    expect(documentsTaskCard(aDeal())).toEqual({ state: 'incomplete', action: 'upload-documents' });
  });

  it('offers the documents to read only once the application is withdrawn, submitted or not', () => {
    expect(documentsTaskCard(aDeal({ withdrawn_at: '2026-03-05T10:00:00Z' }))).toEqual({ state: 'withdrawn', action: 'view-documents' });
    expect(documentsTaskCard(aDeal({ withdrawn_at: '2026-03-05T10:00:00Z', documents_submitted_at: '2026-03-01T10:00:00Z' }))).toEqual({ state: 'withdrawn', action: 'view-documents' });
    expect(documentsTaskCard(aDeal({ withdrawn_at: null }))).toEqual({ state: 'incomplete', action: 'upload-documents' });
  });
});

describe('quizTaskCard', () => {
  const quizDeal = aDeal({ program: aProgram({ requires_quiz: true }) });

  it('is hidden when the program requires no quiz', () => {
    expect(quizTaskCard(aDeal(), { has_ongoing_quiz: false, is_quiz_over: true })).toBeNull();
  });

  it('is complete once the quiz is over', () => {
    expect(quizTaskCard(quizDeal, { has_ongoing_quiz: false, is_quiz_over: true })).toEqual({ state: 'complete', action: 'completed' });
  });

  it('offers to start otherwise', () => {
    expect(quizTaskCard(quizDeal, { has_ongoing_quiz: true, is_quiz_over: false })).toEqual({ state: 'incomplete', action: 'start' });
    expect(quizTaskCard(quizDeal, null)).toEqual({ state: 'incomplete', action: 'start' });
  });
});

describe('quiz requirement', () => {
  it('makes the quiz reachable only when some program requires it', () => {
    expect(isQuizRequiredForAny([])).toBe(false);
    expect(isQuizRequiredForAny([aDeal(), aDeal({ program: aProgram({ requires_quiz: true }) })])).toBe(true);
    expect(isQuizRequiredForAny([aDeal()])).toBe(false);
  });

  it('never waits for a quiz the program does not require', () => {
    expect(isQuizComplete(aDeal(), null)).toBe(true);
  });
});
