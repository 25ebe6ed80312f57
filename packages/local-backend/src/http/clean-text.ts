// Text a client sends must be UTF-8 without control characters or lone surrogates: PostgreSQL refuses NUL in
// text, and a control character in a stored name or header breaks whoever reads it later. Refused with a 400
// at the door (URL and JSON body), before any route reads it. The fields offered as several lines
// (the domain's MULTILINE_TEXT_FIELDS) keep line breaks and tabs; any other control character there is refused naming the field.
import { checkMultilineText, isMultilineTextField, type MultilineTextField, type TextControlCharacter } from '@admission/domain';

/** C0 controls (tab and line breaks too), DEL and C1 controls: a one-line field holds none. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Why a piece of text is refused, or null. */
export function textProblem(text: string): string | null {
  if (CONTROL.test(text)) return 'a control character';
  if (LONE_SURROGATE.test(text)) return 'a lone surrogate';
  return null;
}

/** A field of several lines holding a control character other than a line break or a tab: refused naming the field. */
export interface TextFieldProblem extends TextControlCharacter {
  readonly message: string;
}

/** Why a JSON body is refused: a sentence, or, for a field of several lines, its code and the field. */
export type BodyProblem = string | TextFieldProblem;

export const problemMessage = (problem: BodyProblem): string => (typeof problem === 'string' ? problem : problem.message);

/** The domain's refusal as the API answers it: its code, the field and a sentence. */
export const textFieldProblem = (error: TextControlCharacter): TextFieldProblem => ({
  ...error,
  message: `The field "${error.field}" contains a control character other than a line break or a tab`,
});

/** Why the value of a field of several lines (MULTILINE_TEXT_FIELDS) is refused, or null. */
function multilineProblem(field: MultilineTextField, text: string): BodyProblem | null {
  const checked = checkMultilineText(field, text);
  if (!checked.ok) return textFieldProblem(checked.error);
  return LONE_SURROGATE.test(text) ? 'The JSON body contains a lone surrogate' : null;
}

/** Bytes as UTF-8 text, or null when they are not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

const isHex = (code: number): boolean => (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);

/** A raw request target with its percent-escapes turned into the bytes they stand for. */
function percentDecodedBytes(rawUrl: string): Uint8Array {
  const raw = Buffer.from(rawUrl, 'latin1');
  const out: number[] = [];
  for (let index = 0; index < raw.length; index += 1) {
    const byte = raw[index] ?? 0;
    if (byte === 0x25 && isHex(raw[index + 1] ?? 0) && isHex(raw[index + 2] ?? 0)) {
      out.push(Number.parseInt(String.fromCharCode(raw[index + 1] ?? 0, raw[index + 2] ?? 0), 16));
      index += 2;
    } else {
      out.push(byte);
    }
  }
  return Uint8Array.from(out);
}

/** Why a request target (path and query string) is refused, or null. */
export function urlProblem(rawUrl: string): string | null {
  const text = decodeUtf8(percentDecodedBytes(rawUrl));
  if (text === null) return 'The URL is not valid UTF-8';
  const problem = textProblem(text);
  return problem === null ? null : `The URL contains ${problem}`;
}

/** Why a parsed JSON value is refused (in any key or string, however deep), or null. */
export function jsonProblem(value: unknown, depth = 0): BodyProblem | null {
  if (depth > 64) return 'The JSON body is nested too deeply';
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem === null ? null : `The JSON body contains ${problem}`;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = jsonProblem(item, depth + 1);
      if (problem !== null) return problem;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const problem = jsonProblem(key, depth + 1) ?? (typeof item === 'string' && isMultilineTextField(key) ? multilineProblem(key, item) : jsonProblem(item, depth + 1));
      if (problem !== null) return problem;
    }
  }
  return null;
}

/** A JSON body from raw bytes: the text, or why it is refused (not UTF-8). */
export function jsonText(body: Buffer): { text: string } | { problem: string } {
  const text = decodeUtf8(body);
  return text === null ? { problem: 'The request body is not valid UTF-8' } : { text };
}
