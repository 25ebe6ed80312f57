// The screens reach the ports through `services()`: the container (axios, adapters, inversify) is its own
// chunk, downloaded the first time something needs it.
import { readAppConfig, type AppConfig } from '../config/app-config';
import type { Services } from './container';
import { browserSessionHint } from './session-hint';

export type { Services };

let loading: Promise<Services> | null = null;

export const appConfig = (): AppConfig => readAppConfig(import.meta.env as Record<string, string | undefined>, window.location);

export function services(): Promise<Services> {
  loading ??= import('./container')
    .then(({ createServices, browserStoredSession }) => {
      const config = appConfig();
      return createServices({ config, sessionHint: browserSessionHint, storedSession: browserStoredSession(config.supabaseUrl) });
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
