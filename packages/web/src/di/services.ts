// The screens reach the ports through `services()`: the container (axios, adapters, inversify) is its own
// chunk, downloaded the first time something needs it.
import { readAppConfig, type AppConfig } from '../config/app-config';
import type { Services } from './container';
import { preloadChunks } from '../shared/chunk-preload';
import { yieldToMain } from '../shared/yield-to-main';
import { shellEarlyAnswers } from './early-reads';
import { browserSessionHint } from './session-hint';

export type { Services };

let loading: Promise<Services> | null = null;

export const appConfig = (): AppConfig => readAppConfig(import.meta.env as Record<string, string | undefined>, window.location);

export function services(): Promise<Services> {
  // On a page opened signed out (the sign-in page), the container's chunks were not preloaded with it.
  if (loading === null) preloadChunks('signedIn');
  loading ??= import('./container')
    // The chunk's evaluation, the container's bindings and the resolving of the services are three tasks, not
    // one long one (inversify's bindings and its first plan take 20 to 40 ms each on a slow phone).
    .then(async ({ createContainer, resolveServices, browserStoredSession }) => {
      await yieldToMain();
      const config = appConfig();
      const container = createContainer({ config, sessionHint: browserSessionHint, storedSession: browserStoredSession(config.supabaseUrl), early: shellEarlyAnswers() });
      await yieldToMain();
      return resolveServices(container);
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  // Each caller goes on in a task of its own: a page's first reads (six on /documents) would otherwise all build
  // and send their requests in the one task in which the services became ready (axios takes a few ms a request).
  return loading.then(async (ready) => {
    await yieldToMain();
    return ready;
  });
}

/** Storybook's page stories hand in services with in-memory ports (docs/decisions/0009); the app never calls it. */
export function provideServices(provided: Services): void {
  loading = Promise.resolve(provided);
}
