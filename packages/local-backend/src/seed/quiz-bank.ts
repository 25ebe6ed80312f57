// The quiz bank: 5 levels of arithmetic questions, French and English, 4 answers each, from a seeded PRNG.
import { createPrng, type Prng } from './prng';

export const QUIZ_LEVELS = [1, 2, 3, 4, 5] as const;
export const QUESTIONS_PER_LEVEL = 12;

export interface BankQuestion {
  readonly level: number;
  readonly question: string;
  readonly questionEn: string;
  /** Four options, the correct one among them. */
  readonly answers: readonly { readonly text: string; readonly isCorrect: boolean }[];
}

interface Draft {
  readonly fr: string;
  readonly en: string;
  readonly correct: number;
}

const DRAFTS: Readonly<Record<number, (prng: Prng) => Draft>> = {
  1: (prng) => {
    const a = prng.int(11, 89);
    const b = prng.int(11, 89);
    return { fr: `Combien font ${a} + ${b} ?`, en: `What is ${a} + ${b}?`, correct: a + b };
  },
  2: (prng) => {
    const a = prng.int(6, 19);
    const b = prng.int(6, 19);
    return { fr: `Combien font ${a} × ${b} ?`, en: `What is ${a} × ${b}?`, correct: a * b };
  },
  3: (prng) => {
    const percent = prng.pick([5, 10, 15, 20, 25, 30, 40, 60, 75]);
    const base = prng.int(2, 40) * 20;
    return { fr: `Combien font ${percent} % de ${base} ?`, en: `What is ${percent}% of ${base}?`, correct: (percent * base) / 100 };
  },
  4: (prng) => {
    const a = prng.int(2, 9);
    const x = prng.int(2, 20);
    const b = prng.int(1, 30);
    return {
      fr: `Résolvez pour x : ${a}x + ${b} = ${a * x + b}`,
      en: `Solve for x: ${a}x + ${b} = ${a * x + b}`,
      correct: x,
    };
  },
  5: (prng) => {
    const a = prng.int(12, 40);
    const b = prng.int(2, a - 1);
    return { fr: `Combien vaut ${a}² − ${b}² ?`, en: `What is ${a}² − ${b}²?`, correct: a * a - b * b };
  },
};

function distractors(prng: Prng, correct: number): number[] {
  const found = new Set<number>();
  const spread = Math.max(3, Math.round(Math.abs(correct) * 0.2));
  while (found.size < 3) {
    const offset = prng.int(1, spread) * (prng.chance(0.5) ? 1 : -1);
    const candidate = correct + offset;
    if (candidate !== correct && candidate >= 0) found.add(candidate);
  }
  return [...found];
}

export function buildQuizBank(seed = 4242): BankQuestion[] {
  const prng = createPrng(seed);
  return QUIZ_LEVELS.flatMap((level) =>
    Array.from({ length: QUESTIONS_PER_LEVEL }, (): BankQuestion => {
      const draft = (DRAFTS[level] as (p: Prng) => Draft)(prng);
      const options = prng.shuffle([
        { text: String(draft.correct), isCorrect: true },
        ...distractors(prng, draft.correct).map((value) => ({ text: String(value), isCorrect: false })),
      ]);
      return { level, question: draft.fr, questionEn: draft.en, answers: options };
    }),
  );
}
