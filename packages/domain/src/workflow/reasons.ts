// Reasons chosen from a list kept here: stable ids the API stores, checked by one rule. Their EN and FR words, which
// the screens and the emails show, are in @admission/wording. "other" carries a short text of the person's own.
import type { BrandLanguage } from '../brands/brand';
import { isRecord } from '../shared/is-record';
import { type Result, fail, ok } from '../shared/result';

/** The longest text an "other" reason may carry, in characters (code points). */
export const OTHER_REASON_MAX_LENGTH = 200;

/** A reason as the API sends and stores it: its id, and for "other" the text. */
export interface ChosenReason<Id extends string = string> {
  readonly id: Id;
  readonly text?: string;
}

export type ReasonsFailure =
  | { readonly code: 'NO_REASON' }
  | { readonly code: 'UNKNOWN_REASON'; readonly id: string }
  | { readonly code: 'REPEATED_REASON'; readonly id: string }
  | { readonly code: 'OTHER_TEXT_MISSING' }
  | { readonly code: 'OTHER_TEXT_TOO_LONG'; readonly max: number };

/** Characters as people count them (an emoji is one), not UTF-16 units. */
export const characterCount = (text: string): number => [...text].length;

/**
 * Checks a list of reasons against the ids allowed: at least one (or exactly one with `single`), each known and
 * once, "other" with a trimmed text of 1 to 200 characters, the other ids without text. Gives them back clean.
 */
export function validateReasons<Id extends string>(
  allowed: readonly Id[],
  input: unknown,
  { single = false }: { readonly single?: boolean } = {},
): Result<readonly ChosenReason<Id>[], ReasonsFailure> {
  if (!Array.isArray(input) || input.length === 0) return fail({ code: 'NO_REASON' });
  const chosen: ChosenReason<Id>[] = [];
  for (const item of input as unknown[]) {
    // Each reason is an object `{id, text?}`: a bare id is refused like an unknown one.
    if (!isRecord(item) || typeof item.id !== 'string') return fail({ code: 'UNKNOWN_REASON', id: String(isRecord(item) ? item.id : item) });
    const id = item.id;
    if (!(allowed as readonly string[]).includes(id)) return fail({ code: 'UNKNOWN_REASON', id });
    if (chosen.some((reason) => reason.id === id)) return fail({ code: 'REPEATED_REASON', id });
    if (id !== 'other') {
      chosen.push({ id: id as Id });
      continue;
    }
    const text = typeof item.text === 'string' ? item.text.trim() : '';
    if (text === '') return fail({ code: 'OTHER_TEXT_MISSING' });
    if (characterCount(text) > OTHER_REASON_MAX_LENGTH) return fail({ code: 'OTHER_TEXT_TOO_LONG', max: OTHER_REASON_MAX_LENGTH });
    chosen.push({ id: id as Id, text });
  }
  if (single && chosen.length > 1) return fail({ code: 'REPEATED_REASON', id: chosen[1]?.id ?? '' });
  return ok(chosen);
}

/** What a reason says to the candidate, and what they can do next, in one language. */
export interface ReasonWording {
  readonly label: string;
  readonly nextStep: string;
}

export type ReasonWordings<Id extends string> = Readonly<Record<Id, Readonly<Record<BrandLanguage, ReasonWording>>>>;

/** The words of chosen reasons in a language; "other" shows the staff member's own text as its label. */
export const reasonTexts = <Id extends string>(wordings: ReasonWordings<Id>, reasons: readonly ChosenReason<Id>[], language: BrandLanguage): readonly ReasonWording[] =>
  reasons.map((reason) => {
    const wording = wordings[reason.id][language];
    return reason.id === 'other' && reason.text ? { label: reason.text, nextStep: wording.nextStep } : wording;
  });
