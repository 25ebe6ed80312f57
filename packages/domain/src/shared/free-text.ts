// Text a person types in a field of several lines (a note, a review's comment, a reason): line breaks and
// tabs are kept as typed; every other control character (the rest of C0, DEL, C1) is refused, naming the field.
import { fail, ok, type Result } from './result';

/** The JSON fields the product offers as several lines: a note's `body`, a review's `comment`, a jury's or an accommodation's `reason`. */
export const MULTILINE_TEXT_FIELDS = ['body', 'comment', 'reason'] as const;
export type MultilineTextField = (typeof MULTILINE_TEXT_FIELDS)[number];

export const isMultilineTextField = (key: string): key is MultilineTextField => (MULTILINE_TEXT_FIELDS as readonly string[]).includes(key);

/** A text with a character no field may hold: `field` is the JSON field it came in. */
export interface TextControlCharacter {
  readonly code: 'TEXT_CONTROL_CHARACTER';
  readonly field: MultilineTextField;
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Whether a UTF-16 code unit is a control character (C0, DEL, C1), the breaks of a line and tab aside when `multiline`. */
export function isRefusedControl(code: number, multiline: boolean): boolean {
  if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/** Whether the text holds a control character: with `multiline`, line breaks (\n, \r\n, \r) and tabs are not. */
export function hasControlCharacter(text: string, multiline: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (isRefusedControl(text.charCodeAt(index), multiline)) return true;
  }
  return false;
}

/** A field of several lines as typed, or refused naming the field when it holds another control character. */
export function checkMultilineText(field: MultilineTextField, text: string): Result<string, TextControlCharacter> {
  return hasControlCharacter(text, true) ? fail({ code: 'TEXT_CONTROL_CHARACTER', field }) : ok(text);
}

/** The refusal a server's answer carries (`detail: {code: 'TEXT_CONTROL_CHARACTER', field}`), or null. */
export function textControlCharacterOf(detail: unknown): TextControlCharacter | null {
  if (detail === null || typeof detail !== 'object') return null;
  const { code, field } = detail as { code?: unknown; field?: unknown };
  return code === 'TEXT_CONTROL_CHARACTER' && typeof field === 'string' && isMultilineTextField(field) ? { code, field } : null;
}
