// A program's rubric: the criteria a reviewer scores each application on, each with a weight and a 1-5 scale whose
// levels are described in both languages of the portal.
import { isRecord } from '../shared/is-record';
import { fail, ok, type Result } from '../shared/result';

export const RUBRIC_LANGUAGES = ['en', 'fr'] as const;
export type RubricLanguage = (typeof RUBRIC_LANGUAGES)[number];

/** A text an admin writes in both languages. */
export interface LocalText {
  readonly en: string;
  readonly fr: string;
}

/** The words of levels 1 to 5 of a criterion's scale, in that order. */
export type RubricLevels = readonly [LocalText, LocalText, LocalText, LocalText, LocalText];

export interface RubricCriterion {
  /** Stable within the program: a review's scores are keyed by it. */
  readonly id: string;
  readonly weight: number;
  readonly label: LocalText;
  readonly levels: RubricLevels;
}

export interface Rubric {
  readonly criteria: readonly RubricCriterion[];
}

export const RUBRIC_LIMITS = { minCriteria: 3, maxCriteria: 6, minWeight: 1, maxWeight: 10, levels: 5, maxIdLength: 40, maxTextLength: 200 } as const;

export type RubricErrorCode =
  /** Not a rubric's shape: no list of criteria, or a criterion that is not an object. */
  | 'RUBRIC_MALFORMED'
  | 'RUBRIC_TOO_FEW_CRITERIA'
  | 'RUBRIC_TOO_MANY_CRITERIA'
  /** Not a lower-case letter followed by lower-case letters, digits or "_" (at most maxIdLength). */
  | 'CRITERION_ID_INVALID'
  | 'CRITERION_ID_DUPLICATE'
  /** Not a whole number from minWeight to maxWeight. */
  | 'CRITERION_WEIGHT_INVALID'
  /** Not exactly 5 levels. */
  | 'CRITERION_LEVELS_INVALID'
  /** A label or a level's words empty (or blank) in one language. */
  | 'CRITERION_TEXT_MISSING'
  /** A label or a level's words longer than maxTextLength once trimmed. */
  | 'CRITERION_TEXT_TOO_LONG';

/** What is wrong, and where: the screen words it (the web catalogs), the domain only points. */
export interface RubricError {
  readonly code: RubricErrorCode;
  /** The criterion's place in the list, from 0; null when the whole rubric is at fault. */
  readonly criterionIndex: number | null;
  /** The criterion's id as sent, when it is a string. */
  readonly criterionId: string | null;
  /** For a text: its label, or the level (1 to 5) whose words are at fault. */
  readonly text: 'label' | 1 | 2 | 3 | 4 | 5 | null;
  readonly language: RubricLanguage | null;
}

const CRITERION_ID = /^[a-z][a-z0-9_]*$/;

const rubricError = (code: RubricErrorCode, where: Partial<Omit<RubricError, 'code'>> = {}): RubricError => ({
  code,
  criterionIndex: null,
  criterionId: null,
  text: null,
  language: null,
  ...where,
});

type TextAt = Pick<RubricError, 'criterionIndex' | 'criterionId' | 'text'>;

/** Both languages of a text, trimmed, or the first language at fault. */
function localText(value: unknown, at: TextAt): Result<LocalText, RubricError> {
  const source = isRecord(value) ? value : {};
  const clean = (language: RubricLanguage): string => {
    const text = source[language];
    return typeof text === 'string' ? text.trim() : '';
  };
  for (const language of RUBRIC_LANGUAGES) {
    const text = clean(language);
    if (text === '') return fail(rubricError('CRITERION_TEXT_MISSING', { ...at, language }));
    if (text.length > RUBRIC_LIMITS.maxTextLength) return fail(rubricError('CRITERION_TEXT_TOO_LONG', { ...at, language }));
  }
  // Every language was checked above: the record has each of them.
  return ok(Object.fromEntries(RUBRIC_LANGUAGES.map((language) => [language, clean(language)])) as Record<RubricLanguage, string>);
}

const LEVEL_NUMBERS = [1, 2, 3, 4, 5] as const;

function criterion(value: unknown, index: number, seen: ReadonlySet<string>): Result<RubricCriterion, RubricError> {
  if (!isRecord(value)) return fail(rubricError('RUBRIC_MALFORMED', { criterionIndex: index }));
  const id = typeof value.id === 'string' ? value.id : null;
  const where = { criterionIndex: index, criterionId: id };
  if (id === null || id.length > RUBRIC_LIMITS.maxIdLength || !CRITERION_ID.test(id)) return fail(rubricError('CRITERION_ID_INVALID', where));
  if (seen.has(id)) return fail(rubricError('CRITERION_ID_DUPLICATE', where));
  const { weight } = value;
  if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < RUBRIC_LIMITS.minWeight || weight > RUBRIC_LIMITS.maxWeight) {
    return fail(rubricError('CRITERION_WEIGHT_INVALID', where));
  }
  const label = localText(value.label, { ...where, text: 'label' });
  if (!label.ok) return label;
  if (!Array.isArray(value.levels) || value.levels.length !== RUBRIC_LIMITS.levels) return fail(rubricError('CRITERION_LEVELS_INVALID', where));
  const levels: LocalText[] = [];
  for (const level of LEVEL_NUMBERS) {
    const text = localText(value.levels[level - 1], { ...where, text: level });
    if (!text.ok) return text;
    levels.push(text.value);
  }
  return ok({ id, weight, label: label.value, levels: levels as unknown as RubricLevels });
}

/** A rubric an admin sent, its texts trimmed, or the first fault found (in the order of the criteria). */
export function validateRubric(input: unknown): Result<Rubric, RubricError> {
  if (!isRecord(input) || !Array.isArray(input.criteria)) return fail(rubricError('RUBRIC_MALFORMED'));
  const sent: readonly unknown[] = input.criteria;
  if (sent.length < RUBRIC_LIMITS.minCriteria) return fail(rubricError('RUBRIC_TOO_FEW_CRITERIA'));
  if (sent.length > RUBRIC_LIMITS.maxCriteria) return fail(rubricError('RUBRIC_TOO_MANY_CRITERIA'));
  const criteria: RubricCriterion[] = [];
  const seen = new Set<string>();
  for (const [index, value] of sent.entries()) {
    const checked = criterion(value, index, seen);
    if (!checked.ok) return checked;
    seen.add(checked.value.id);
    criteria.push(checked.value);
  }
  return ok({ criteria });
}

/** An admin may change a program's rubric only while none of its reviews is submitted (their totals rest on it). */
export const rubricEditable = (submittedReviewsOfProgram: number): boolean => submittedReviewsOfProgram === 0;
