// Shared by the *.pact.test.ts files: one pact (consumer admission-portal-web, provider
// admission-api) written to the repository's pacts/ folder.
import { fileURLToPath } from 'node:url';
import { HTTPResponseStatusClass, MatchersV3, PactV4, type Matcher } from '@pact-foundation/pact';
import type { AccessTokenSource } from '@admission/domain';

export const CONSUMER = 'admission-portal-web';
export const PROVIDER = 'admission-api';
export const PACT_DIR = fileURLToPath(new URL('../../../../pacts', import.meta.url));
export const PACT_FILE = `${PACT_DIR}/${CONSUMER}-${PROVIDER}.json`;

/** The example token the consumer sends; the verifier replaces it with the state's `accessToken`. */
export const EXAMPLE_ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjYW5kaWRhdGUifQ.c2lnbmF0dXJl';
/** A token no provider accepts, for the 401 interactions. */
export const INVALID_ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjB9.ZXhwaXJlZA';

export function createPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

export const tokens = (token: string | null): AccessTokenSource => ({ accessToken: () => Promise.resolve(token) });

const BEARER = '^Bearer [A-Za-z0-9._~+/=-]+$';

/**
 * The bearer header of an authenticated call: any bearer token matches; on verification the
 * provider state's `accessToken` is injected in place of the example.
 */
export function bearerFromState(): Matcher<string> {
  const matcher = {
    'pact:matcher:type': 'regex',
    regex: BEARER,
    'pact:generator:type': 'ProviderState',
    expression: 'Bearer ${accessToken}',
    value: `Bearer ${EXAMPLE_ACCESS_TOKEN}`,
  };
  return matcher as unknown as Matcher<string>;
}

/** The bearer header of a call the provider must refuse: matched by the same regex, never replaced. */
export function bearerInvalid(): Matcher<string> {
  return MatchersV3.regex(BEARER, `Bearer ${INVALID_ACCESS_TOKEN}`);
}

/** The access token in the query of a URL a new tab opens. */
export function accessTokenFromState(): Matcher<string> {
  const matcher = {
    'pact:matcher:type': 'regex',
    regex: '^[A-Za-z0-9._~+/=-]+$',
    'pact:generator:type': 'ProviderState',
    expression: '${accessToken}',
    value: EXAMPLE_ACCESS_TOKEN,
  };
  return matcher as unknown as Matcher<string>;
}

export const authenticated = { Authorization: bearerFromState() };
// Pact matches a regex against the whole value: allow a charset parameter after the media type.
export const jsonResponse = { 'Content-Type': MatchersV3.regex('^application/json(;.*)?$', 'application/json') };

/** An ISO 8601 date-time, with or without fractions of a second, in UTC or with an offset. */
export const isoTimestamp = (example: string) =>
  MatchersV3.regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);

/** Any 2xx, for the calls whose success answer the portal does not read (spec §7: "response not shown"). */
export const anySuccess = () => MatchersV3.matchStatus(200, HTTPResponseStatusClass.Success);
