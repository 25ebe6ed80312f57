import { describe, expect, it } from 'vitest';
import { MAX_LEVEL, MIN_ANSWERS_TO_ASSESS, MIN_LEVEL, nextLevel, pickQuestion, scoreQuiz } from './adaptive-quiz';

const question = (id: number, level: number) => ({ id, level });
const first = () => 0;

describe('adaptive quiz', () => {
  it('moves up a level on a correct answer and down on a wrong one, within bounds', () => {
    expect(nextLevel(2, true)).toBe(3);
    expect(nextLevel(2, false)).toBe(1);
    expect(nextLevel(MAX_LEVEL, true)).toBe(MAX_LEVEL);
    expect(nextLevel(MIN_LEVEL, false)).toBe(MIN_LEVEL);
  });

  it('picks an unused question at the level, else the nearest level, else none', () => {
    const bank = [question(1, 2), question(2, 2), question(3, 4)];
    expect(pickQuestion(bank, new Set(), 2, first)?.id).toBe(1);
    expect(pickQuestion(bank, new Set([1]), 2, first)?.id).toBe(2);
    expect(pickQuestion(bank, new Set([1, 2]), 3, first)?.id).toBe(3);
    expect(pickQuestion(bank, new Set([1, 2, 3]), 3, first)).toBeNull();
  });

  it('scores correct answers by level and grades the outcome', () => {
    const answers = (count: number, level: number, isCorrect: boolean) => Array.from({ length: count }, () => ({ level, isCorrect }));
    expect(scoreQuiz(answers(MIN_ANSWERS_TO_ASSESS - 1, 5, true)).outcome).toBe(0);
    expect(scoreQuiz(answers(20, 5, true))).toEqual({ score: 100, numberOfCorrectAnswers: 20, outcome: 1 });
    expect(scoreQuiz(answers(20, 1, false))).toEqual({ score: 0, numberOfCorrectAnswers: 0, outcome: -1 });
    expect(scoreQuiz([{ level: 3, isCorrect: null }, { level: 3, isCorrect: true }]).score).toBe(3);
  });
});
