// Quiz accommodations ("Candidates' rights and accommodations"): staff may grant a candidate extra time and relaxed
// focus-loss warnings, with a note of why, before the quiz starts. Without a grant the quiz is as spec §2/§4 say.
import { checkMultilineText, type TextControlCharacter } from '../shared/free-text';
import type { QuizStatus } from '../api/entities';
import { type Role, isStaff } from '../roles/role';
import { isRecord } from '../shared/is-record';
import { type Result, fail, ok } from '../shared/result';
import { characterCount } from '../workflow/reasons';

/**
 * Extra time is a whole percentage in steps of 5, up to 100 (double time): the usual grants (25 %, 50 %, 100 %)
 * and the French "tiers-temps" (a third, granted as 35 % so it is never under a third) are all in the list, and a
 * list of 20 choices fits a select. 0 is allowed only with relaxed focus-loss warnings: a grant must change something.
 */
export const EXTRA_TIME_STEP_PERCENT = 5;
export const EXTRA_TIME_MAX_PERCENT = 100;
export const EXTRA_TIME_PERCENTAGES: readonly number[] = Array.from(
  { length: EXTRA_TIME_MAX_PERCENT / EXTRA_TIME_STEP_PERCENT + 1 },
  (_, step) => step * EXTRA_TIME_STEP_PERCENT,
);
/** The longest reason note, in characters (code points). */
export const ACCOMMODATION_REASON_MAX_LENGTH = 300;

export interface QuizAccommodation {
  /** One of EXTRA_TIME_PERCENTAGES. */
  readonly extraTimePercent: number;
  /** Leaving the window (to an assistive tool, say) no longer raises 'Stay on the Screen'; hiding the tab still does. */
  readonly relaxedFocusLoss: boolean;
  /** Staff's note of why it was granted, trimmed. */
  readonly reason: string;
}

export type AccommodationFailure =
  | { readonly code: 'EXTRA_TIME_NOT_ALLOWED'; readonly allowed: readonly number[] }
  | { readonly code: 'FOCUS_LOSS_FLAG_INVALID' }
  | { readonly code: 'ACCOMMODATION_EMPTY' }
  | { readonly code: 'ACCOMMODATION_REASON_MISSING' }
  | { readonly code: 'ACCOMMODATION_REASON_TOO_LONG'; readonly max: number }
  | TextControlCharacter;

/** Checks a grant as staff send it; a missing focus-loss flag means not relaxed. Gives it back clean. */
export const validateQuizAccommodation = (input: unknown): Result<QuizAccommodation, AccommodationFailure> => {
  const fields = isRecord(input) ? input : {};
  const percent = fields.extraTimePercent;
  if (typeof percent !== 'number' || !EXTRA_TIME_PERCENTAGES.includes(percent)) return fail({ code: 'EXTRA_TIME_NOT_ALLOWED', allowed: EXTRA_TIME_PERCENTAGES });
  const relaxed = fields.relaxedFocusLoss ?? false;
  if (typeof relaxed !== 'boolean') return fail({ code: 'FOCUS_LOSS_FLAG_INVALID' });
  if (percent === 0 && !relaxed) return fail({ code: 'ACCOMMODATION_EMPTY' });
  const reason = typeof fields.reason === 'string' ? fields.reason.trim() : '';
  if (reason === '') return fail({ code: 'ACCOMMODATION_REASON_MISSING' });
  if (characterCount(reason) > ACCOMMODATION_REASON_MAX_LENGTH) return fail({ code: 'ACCOMMODATION_REASON_TOO_LONG', max: ACCOMMODATION_REASON_MAX_LENGTH });
  const clean = checkMultilineText('reason', reason);
  if (!clean.ok) return clean;
  return ok({ extraTimePercent: percent, relaxedFocusLoss: relaxed, reason });
};

export type AccommodationChangeRefusal = { readonly code: 'FORBIDDEN' } | { readonly code: 'QUIZ_ALREADY_STARTED' } | { readonly code: 'QUIZ_NOT_REQUIRED' };

/** What the change is made for: the candidate's programs (does any require the quiz?) and the kind of change. */
export interface AccommodationChangeContext {
  /** Some program of the candidate's applications requires the quiz (isQuizRequiredForAny). */
  readonly quizRequired: boolean;
  readonly change: 'grant' | 'removal';
}

/**
 * Staff (admin or agent) may grant, change or remove a grant only before the quiz starts: once it is ongoing or
 * over, the deadline is fixed (the server stored it when the quiz started). A grant needs a quiz to apply to: none of
 * the candidate's programs requiring it, there is no time to extend (a grant left from before may still be removed).
 */
export const authoriseAccommodationChange = (
  role: Role | null,
  quiz: QuizStatus,
  { quizRequired, change }: AccommodationChangeContext,
): Result<true, AccommodationChangeRefusal> => {
  if (!isStaff(role)) return fail({ code: 'FORBIDDEN' });
  if (quiz.has_ongoing_quiz || quiz.is_quiz_over) return fail({ code: 'QUIZ_ALREADY_STARTED' });
  if (change === 'grant' && !quizRequired) return fail({ code: 'QUIZ_NOT_REQUIRED' });
  return ok(true);
};

/** What makes the 'Stay on the Screen' overlay appear (spec §2). */
export type FocusLossTrigger = 'window-blur' | 'tab-hidden' | 'mouse-leave';

const ALL_TRIGGERS: readonly FocusLossTrigger[] = ['window-blur', 'tab-hidden', 'mouse-leave'];
const RELAXED_TRIGGERS: readonly FocusLossTrigger[] = ['tab-hidden'];

/** The triggers that raise the overlay: all three without a grant; with relaxed warnings only a hidden tab. */
export const focusLossTriggers = (accommodation?: Pick<QuizAccommodation, 'relaxedFocusLoss'> | null): readonly FocusLossTrigger[] =>
  accommodation?.relaxedFocusLoss === true ? RELAXED_TRIGGERS : ALL_TRIGGERS;
