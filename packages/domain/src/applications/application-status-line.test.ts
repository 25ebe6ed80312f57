import { describe, expect, it } from 'vitest';
import { aDeal, aProgram } from '../testing';
import { applicationStatusLine } from './application-status-line';

const submitted = '2026-03-01T10:00:00Z';
const quizProgram = aProgram({ requires_quiz: true });
const over = { has_ongoing_quiz: false, is_quiz_over: true };
const notOver = { has_ongoing_quiz: false, is_quiz_over: false };

describe('applicationStatusLine', () => {
  it('congratulates an ADMISSIBLE application whatever else', () => {
    expect(applicationStatusLine(aDeal({ deal_status: 'ADMISSIBLE', program: quizProgram }), null)).toBe('admissible');
  });

  it('says a REJECTED application is rejected, not submitted to the jury', () => {
    expect(applicationStatusLine(aDeal({ deal_status: 'REJECTED', documents_submitted_at: submitted }), null)).toBe('rejected');
    expect(applicationStatusLine(aDeal({ deal_status: 'REJECTED', program: quizProgram }), notOver)).toBe('rejected');
  });

  it('says submitted to the jury when documents are in and no quiz is required', () => {
    expect(applicationStatusLine(aDeal({ documents_submitted_at: submitted }), null)).toBe('submitted-to-jury');
  });

  it('waits for the quiz when the program requires one', () => {
    expect(applicationStatusLine(aDeal({ documents_submitted_at: submitted, program: quizProgram }), notOver)).toBe('complete-the-steps');
    expect(applicationStatusLine(aDeal({ documents_submitted_at: submitted, program: quizProgram }), null)).toBe('complete-the-steps');
    expect(applicationStatusLine(aDeal({ documents_submitted_at: submitted, program: quizProgram }), over)).toBe('submitted-to-jury');
  });

  it('asks to complete the steps while documents are missing', () => {
    expect(applicationStatusLine(aDeal({ program: quizProgram }), over)).toBe('complete-the-steps');
    expect(applicationStatusLine(aDeal({ deal_status: null }), null)).toBe('complete-the-steps');
  });
});
