import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result';
import { aSession } from '../testing';
import type { AuthGateway } from './auth-gateway.port';
import { parseConfirmLink, signInWithLink } from './confirm-link';

const HASH = 'f3a9c0d1e2b34a5b6c7d8e9f00112233445566778899aabbccddeeff';

describe('parseConfirmLink', () => {
  it.each([
    [`?token_hash=${HASH}&type=email`, { tokenHash: HASH, type: 'email' }],
    [`token_hash=${HASH}`, { tokenHash: HASH, type: 'email' }],
    [`?type=magiclink&utm=x&token_hash=${HASH}`, { tokenHash: HASH, type: 'magiclink' }],
    ['?token_hash=pkce_abc-DEF_0123456789', { tokenHash: 'pkce_abc-DEF_0123456789', type: 'email' }],
  ])('reads %s', (search, token) => {
    expect(parseConfirmLink(search)).toEqual(ok(token));
  });

  it.each([
    ['', 'no token'],
    ['?token_hash=', 'an empty token'],
    ['?token_hash=abc', 'a token too short to be a hash'],
    [`?token_hash=${HASH}%20or%201=1`, 'characters a hash does not have'],
    [`?token_hash=${'a'.repeat(201)}`, 'a token longer than any hash'],
    [`?token_hash=${HASH}&type=recovery`, 'a type other than a sign-in link'],
    [`?token_hash=%E0%A4%A${HASH}`, 'broken percent-encoding'],
  ])('refuses %s (%s)', (search) => {
    expect(parseConfirmLink(search)).toEqual(fail({ code: 'LINK_MALFORMED' }));
  });
});

describe('signInWithLink', () => {
  const gateway = (answer: AuthGateway['verifyLinkToken']) => {
    const asked: unknown[] = [];
    const auth: Pick<AuthGateway, 'verifyLinkToken'> = { verifyLinkToken: (link) => (asked.push(link), answer(link)) };
    return { auth, asked };
  };

  it('spends the link read from the query string', async () => {
    const { auth, asked } = gateway(() => Promise.resolve(ok(aSession())));
    expect(await signInWithLink(auth, `?token_hash=${HASH}&type=email`)).toEqual(ok(aSession()));
    expect(asked).toEqual([{ tokenHash: HASH, type: 'email' }]);
  });

  it('does not call the auth service for a malformed link', async () => {
    const { auth, asked } = gateway(() => Promise.resolve(ok(aSession())));
    expect(await signInWithLink(auth, '?token_hash=x')).toEqual(fail({ code: 'LINK_MALFORMED' }));
    expect(asked).toEqual([]);
  });

  it('passes on a refusal and turns a thrown error into VERIFICATION_FAILED', async () => {
    expect(await signInWithLink(gateway(() => Promise.resolve(fail({ code: 'LINK_INVALID_OR_EXPIRED' }))).auth, `?token_hash=${HASH}`)).toEqual(
      fail({ code: 'LINK_INVALID_OR_EXPIRED' }),
    );
    expect(await signInWithLink(gateway(() => Promise.reject(new Error('network'))).auth, `?token_hash=${HASH}`)).toEqual(fail({ code: 'VERIFICATION_FAILED' }));
  });
});
