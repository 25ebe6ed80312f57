// Every count reads right in both languages: each message with an argument is formatted with every argument at 0,
// 1 and 2, and the word after each number agrees with it by the language's plural rule (English: 1 is singular; French:
// 0 and 1 are). The catalogs are read as ICU ASTs (formatjs compile --ast), as the app gets them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** An ICU AST element, as far as this test reads it (formatjs' TYPE numbers: 1 argument, 2 number, 5 select, 6 plural, 8 tag). */
interface Element {
  readonly type: number;
  readonly value?: string;
  readonly options?: Readonly<Record<string, { readonly value: readonly Element[] }>>;
  readonly children?: readonly Element[];
}
type Ast = Readonly<Record<string, readonly Element[]>>;

function compiled(language: 'en' | 'fr'): Ast {
  const outFile = join(mkdtempSync(join(tmpdir(), 'i18n-ast-')), `${language}.json`);
  const result = spawnSync(join(webRoot, 'node_modules/.bin/formatjs'), ['compile', `src/i18n/messages/${language}.json`, '--ast', '--format', 'simple', '--out-file', outFile], { cwd: webRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`formatjs compile failed: ${result.stderr}`);
  return JSON.parse(readFileSync(outFile, 'utf8')) as Ast;
}

/** Each argument of a message by its kind: a tag takes a function, any other argument the number fed. */
function argumentsOf(elements: readonly Element[], found = new Map<string, 'value' | 'tag'>()): Map<string, 'value' | 'tag'> {
  for (const element of elements) {
    if (element.value !== undefined && element.type !== 0) found.set(element.value, element.type === 8 ? 'tag' : 'value');
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, found);
    if (element.children !== undefined) argumentsOf(element.children, found);
  }
  return found;
}

/** Words ending in s that are no plural (function words, verbs after a name, the unit "s"): after a singular count they are right. */
const NOT_PLURAL: Readonly<Record<'en' | 'fr', ReadonlySet<string>>> = {
  en: new Set(['is', 'was', 'has', 'this', 'its', 'as', 'us', 'yes', 'status', 'plus', 'less', 'across', 's', 'replaces', 'aims']),
  fr: new Set(['sur', 'sous', 'dans', 'pas', 'plus', 'fois', 'mois', 'après', 'très', 'vers', 'depuis', 'dès', 'jusqu', 'puis', 's']),
};
const SINGULAR: Readonly<Record<'en' | 'fr', readonly number[]>> = { en: [1], fr: [0, 1] };

/** The words right after the number `value` in a text (a number as part of another, 10 or 1.5, does not count). */
const wordsAfter = (text: string, value: number): string[] =>
  [...text.matchAll(new RegExp(`(?<![\\d.,])${value}[\\s\\u00a0\\u202f]+([\\p{L}’']+)`, 'gu'))].map((match) => (match[1] ?? '').toLowerCase().replace(/[’']$/u, ''));

describe.each(['en', 'fr'] as const)('the %s catalog’s counts', (language) => {
  const messages = compiled(language);
  const intl = createIntl({ locale: language, messages: messages as never, onError: () => undefined });
  const counted = Object.entries(messages).filter(([, elements]) => argumentsOf(elements).size > 0);

  it('finds the messages with arguments to feed', () => {
    expect(counted.length).toBeGreaterThan(100);
  });

  it.each([0, 1, 2])('agree with %i in every message', (value) => {
    const wrong: string[] = [];
    for (const [id, elements] of counted) {
      const values = Object.fromEntries([...argumentsOf(elements)].map(([name, kind]) => [name, kind === 'tag' ? (chunks: readonly unknown[]) => chunks.join('') : value]));
      const text = intl.formatMessage({ id }, values as never);
      if (!SINGULAR[language].includes(value)) continue;
      for (const word of wordsAfter(text, value)) {
        const plural = (word.endsWith('s') || (language === 'fr' && word.endsWith('x'))) && !NOT_PLURAL[language].has(word);
        if (plural) wrong.push(`${id}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
