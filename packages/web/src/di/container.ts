// The one place that binds the domain's ports to their adapters, from configuration.
// Loaded on demand (see services.ts): the sign-in page does not download it until it sends a link.
// Inversify reads its metadata through reflect-metadata's lite API (no global Reflect polyfill: the
// container injects by explicit tokens and emits no design-time types), 12 kB less on every signed-in page.
import 'reflect-metadata/lite';
import {
  BrowserImageProbe,
  SupabaseAccessTokenSource,
  SupabaseAuthGateway,
  StoredSessionTokenSource,
  readStoredSession,
  supabaseStorageKey,
  SupabaseDocumentStorage,
  createHttpProductApi,
  lazySupabaseClient,
  type EarlyAnswers,
  type HttpProductApi,
  type SupabaseClientLoader,
} from '@admission/adapters';
import type {
  AccessTokenSource,
  AdminApi,
  AuthSession,
  Clock,
  DealsApi,
  DocumentStorage,
  DocumentsApi,
  ImageProbe,
  InterviewApi,
  QuizApi,
  ReviewApi,
  UsersApi,
  WorkflowApi,
} from '@admission/domain';
import { Container } from 'inversify';
import type { AppConfig } from '../config/app-config';
import { systemClock } from '../shared/system-clock';
import { LazyAuthGateway, type WakeableAuthGateway } from './lazy-auth-gateway';
import { browserStorage, hasAuthFragment } from './session-hint';
import { TOKENS } from './tokens';

const PRODUCT_API = Symbol.for('ProductApi');

/** Everything the screens use: each port of the domain, the configuration and the clock. */
export interface Services extends HttpProductApi {
  readonly config: AppConfig;
  readonly auth: WakeableAuthGateway;
  readonly storage: DocumentStorage;
  readonly imageProbe: ImageProbe;
  readonly clock: Clock;
}

const SERVICE_TOKENS: Readonly<Record<keyof Services, symbol>> = {
  config: TOKENS.AppConfig,
  auth: TOKENS.AuthGateway,
  users: TOKENS.UsersApi,
  quiz: TOKENS.QuizApi,
  deals: TOKENS.DealsApi,
  documents: TOKENS.DocumentsApi,
  admin: TOKENS.AdminApi,
  workflow: TOKENS.WorkflowApi,
  review: TOKENS.ReviewApi,
  interview: TOKENS.InterviewApi,
  storage: TOKENS.DocumentStorage,
  imageProbe: TOKENS.ImageProbe,
  clock: TOKENS.Clock,
};

/**
 * The services over a container: each port is resolved the first time a screen asks for it, then kept. A page
 * resolves only the ports it uses, each in the task that first needs it (resolving all eleven up front was one
 * 80 ms task on a slow phone, the longest of a signed-in page's start).
 */
function lazyServices(container: Container): Services {
  const services = {};
  for (const [name, token] of Object.entries(SERVICE_TOKENS)) {
    let resolved: { value: unknown } | null = null;
    Object.defineProperty(services, name, { enumerable: true, get: () => (resolved ??= { value: container.get(token) }).value });
  }
  return services as Services;
}

export interface ContainerOptions {
  readonly config: AppConfig;
  /** Is there a stored session or a magic-link fragment? (session-hint.ts) */
  readonly sessionHint: () => boolean;
  /** The stored session while it is valid, read without supabase-js (session-hint.ts); none by default. */
  readonly storedSession?: () => AuthSession | null;
  /** The reads index.html's inline script already sent (early-reads.ts); none by default. */
  readonly early?: EarlyAnswers;
  /** Tests replace single bindings (e.g. a fake auth gateway). */
  readonly overrides?: (container: Container) => void;
}

export function createContainer({ config, sessionHint, storedSession = () => null, early, overrides }: ContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<AppConfig>(TOKENS.AppConfig).toConstantValue(config);
  container.bind<() => boolean>(TOKENS.SessionHint).toConstantValue(sessionHint);
  container
    .bind<SupabaseClientLoader>(TOKENS.SupabaseClientLoader)
    .toConstantValue(lazySupabaseClient({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey }));
  container
    .bind<AccessTokenSource>(TOKENS.AccessTokenSource)
    .toDynamicValue(
      (context) => new StoredSessionTokenSource(storedSession, new SupabaseAccessTokenSource(context.get<SupabaseClientLoader>(TOKENS.SupabaseClientLoader))),
    );
  container
    .bind<HttpProductApi>(PRODUCT_API)
    .toDynamicValue((context) => createHttpProductApi({ baseUrl: config.apiUrl, tokens: context.get<AccessTokenSource>(TOKENS.AccessTokenSource), early }));
  container.bind<UsersApi>(TOKENS.UsersApi).toDynamicValue((context) => context.get<HttpProductApi>(PRODUCT_API).users);
  container.bind<QuizApi>(TOKENS.QuizApi).toDynamicValue((context) => context.get<HttpProductApi>(PRODUCT_API).quiz);
  container.bind<DealsApi>(TOKENS.DealsApi).toDynamicValue((context) => context.get<HttpProductApi>(PRODUCT_API).deals);
  container.bind<DocumentsApi>(TOKENS.DocumentsApi).toDynamicValue((context) => context.get<HttpProductApi>(PRODUCT_API).documents);
  container.bind<AdminApi>(TOKENS.AdminApi).toDynamicValue((context) => context.get<HttpProductApi>(PRODUCT_API).admin);
  container.bind<WorkflowApi>(TOKENS.WorkflowApi).toDynamicValue((context) => context.get<HttpProductApi>(PRODUCT_API).workflow);
  container.bind<ReviewApi>(TOKENS.ReviewApi).toDynamicValue((context) => context.get<HttpProductApi>(PRODUCT_API).review);
  container.bind<InterviewApi>(TOKENS.InterviewApi).toDynamicValue((context) => context.get<HttpProductApi>(PRODUCT_API).interview);
  container.bind<WakeableAuthGateway>(TOKENS.AuthGateway).toDynamicValue(
    (context) =>
      new LazyAuthGateway(
        new SupabaseAuthGateway({
          client: context.get<SupabaseClientLoader>(TOKENS.SupabaseClientLoader),
          users: context.get<UsersApi>(TOKENS.UsersApi),
        }),
        context.get<() => boolean>(TOKENS.SessionHint),
        storedSession,
      ),
  );
  container.bind<DocumentStorage>(TOKENS.DocumentStorage).toDynamicValue(
    (context) =>
      new SupabaseDocumentStorage({
        supabaseUrl: config.supabaseUrl,
        anonKey: config.supabaseAnonKey,
        bucket: config.documentsBucket,
        tokens: context.get<AccessTokenSource>(TOKENS.AccessTokenSource),
      }),
  );
  container.bind<ImageProbe>(TOKENS.ImageProbe).toDynamicValue(() => new BrowserImageProbe());
  container.bind<Clock>(TOKENS.Clock).toConstantValue(systemClock);
  overrides?.(container);
  container.bind<Services>(TOKENS.Services).toConstantValue(lazyServices(container));
  return container;
}

/** The browser's stored session of this Supabase project, unless a magic link's answer waits in the URL. */
export const browserStoredSession =
  (supabaseUrl: string) =>
  (): AuthSession | null =>
    hasAuthFragment(window.location.hash) ? null : readStoredSession(browserStorage(), supabaseStorageKey(supabaseUrl), Date.now());

export const resolveServices = (container: Container): Services => container.get<Services>(TOKENS.Services);

export function createServices(options: ContainerOptions): Services {
  return resolveServices(createContainer(options));
}
