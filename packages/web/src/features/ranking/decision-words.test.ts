// Staff decide in words, never by a status id: the ranking's buttons and confirmations say Admit and Reject
// (Admettre, Refuser), as a reviewer's recommendation does.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const catalog = (language: 'en' | 'fr'): Record<string, string> =>
  JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../i18n/messages', `${language}.json`), 'utf8')) as Record<string, string>;

describe.each([
  ['en', 'Admit', 'Reject'],
  ['fr', 'Admettre', 'Refuser'],
] as const)('the %s ranking', (language, admit, reject) => {
  const messages = catalog(language);

  it(`decides with "${admit}" and "${reject}"`, () => {
    expect([messages['ranking.admit'], messages['ranking.admit.confirm']]).toEqual([admit, admit]);
    expect([messages['ranking.reject'], messages['ranking.reject.confirm']]).toEqual([reject, reject]);
    expect(messages['ranking.admit.title']).toMatch(new RegExp(`^${admit} `));
  });

  it('names no status by its id in any of its messages', () => {
    const shouting = Object.entries(messages).filter(([id, text]) => id.startsWith('ranking.') && /ADMISSIBLE|REJECTED/.test(text));
    expect(shouting).toEqual([]);
  });
});
