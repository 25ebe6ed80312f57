import { describe, expect, it } from 'vitest';
import { QUIZ_ANSWERS_PER_QUESTION, QUIZ_QUESTION_COUNT } from '@admission/domain';
import { buildQuizBank, QUIZ_LEVELS } from './quiz-bank';

describe('buildQuizBank', () => {
  const bank = buildQuizBank();

  it('has at least 3 levels, each with enough questions for a whole quiz between them', () => {
    expect(QUIZ_LEVELS.length).toBeGreaterThanOrEqual(3);
    expect(bank.length).toBeGreaterThanOrEqual(QUIZ_QUESTION_COUNT * 2);
    for (const level of QUIZ_LEVELS) expect(bank.filter((q) => q.level === level).length).toBeGreaterThanOrEqual(10);
  });

  it('gives every question French and English text and four distinct answers, exactly one correct', () => {
    for (const question of bank) {
      expect(question.question).not.toBe(question.questionEn);
      expect(question.answers).toHaveLength(QUIZ_ANSWERS_PER_QUESTION);
      expect(new Set(question.answers.map((a) => a.text)).size).toBe(QUIZ_ANSWERS_PER_QUESTION);
      expect(question.answers.filter((a) => a.isCorrect)).toHaveLength(1);
    }
  });

  it('is deterministic', () => {
    expect(buildQuizBank()).toEqual(bank);
  });
});
