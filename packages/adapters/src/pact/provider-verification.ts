import { Verifier } from '@pact-foundation/pact';
import { PACT_FILE, PROVIDER } from './pact-harness';

export const DEFAULT_STATE_PATH = '/_pact/provider-states';

export interface ProviderVerification {
  /** The provider's base URL. */
  readonly url: string;
  /** Where the verifier POSTs {state, params, action}; default <url>/_pact/provider-states. */
  readonly stateUrl?: string;
  readonly logLevel?: 'error' | 'warn' | 'info' | 'debug';
}

/**
 * Replays every interaction of the portal's pact against a running provider. Before each one the
 * verifier POSTs {"state", "params", "action": "setup"|"teardown"} to the state URL; the answer to a
 * setup of a signed-in state must be a JSON object with `accessToken`, injected into the
 * Authorization header (and into the admin download URL's `access_token`).
 */
export function verifyProvider({ url, stateUrl, logLevel = 'warn' }: ProviderVerification): Promise<string> {
  const base = url.replace(/\/+$/, '');
  return new Verifier({
    provider: PROVIDER,
    providerBaseUrl: base,
    pactUrls: [PACT_FILE],
    providerStatesSetupUrl: stateUrl ?? `${base}${DEFAULT_STATE_PATH}`,
    providerStatesSetupTeardown: true,
    providerStatesSetupBody: true,
    logLevel,
  }).verifyProvider();
}
