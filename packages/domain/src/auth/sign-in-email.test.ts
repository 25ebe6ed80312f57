import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSignInEmail } from './sign-in-email';

const RUNS = { numRuns: 10_000 };
const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const local = fc.stringMatching(/^[a-z0-9._+-]{1,20}$/);

describe('checkSignInEmail', () => {
  it.each([
    ['  Ada@Example.COM ', 'ada@example.com'],
    ['a@b.c', 'a@b.c'],
    ['jean-luc.picard+admission@etudiants.lumiere.example', 'jean-luc.picard+admission@etudiants.lumiere.example'],
  ])('accepts %j as %j', (raw, email) => {
    expect(checkSignInEmail(raw)).toEqual({ ok: true, value: email });
  });

  it.each(['', '  ', null, undefined])('requires an email (%j)', (raw) => {
    expect(checkSignInEmail(raw)).toEqual({ ok: false, error: { code: 'EMAIL_REQUIRED' } });
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada@example.', 'ada@.com', 'ada@@example.com', 'ada lovelace@example.com', 'ada@exa mple.com', 'ada@example..com'])(
    'refuses %j as malformed',
    (raw) => {
      expect(checkSignInEmail(raw)).toEqual({ ok: false, error: { code: 'EMAIL_INVALID' } });
    },
  );

  it('accepts every local@label.label address, lowercased', () => {
    fc.assert(
      fc.property(local, fc.array(label, { minLength: 2, maxLength: 4 }), (name, labels) => {
        const email = `${name}@${labels.join('.')}`;
        const result = checkSignInEmail(` ${email.toUpperCase()} `);
        return result.ok && result.value === email;
      }),
      RUNS,
    );
  });

  it('refuses every non-empty text without exactly one @', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((text) => text.trim() !== '' && text.split('@').length !== 2), (text) => {
        const result = checkSignInEmail(text);
        return !result.ok && result.error.code === 'EMAIL_INVALID';
      }),
      RUNS,
    );
  });
});
