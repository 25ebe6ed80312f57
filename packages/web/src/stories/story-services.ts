// The services a page story's screens reach through `services()`: the app's own container, with every port bound
// to an in-memory stand-in that answers from the story's fixtures. Nothing here can reach the network.
import { aClock } from '@admission/domain/testing';
import type { AdminApi, AuthGateway, DealsApi, DocumentStorage, DocumentsApi, ImageProbe, InterviewApi, QuizApi, ReviewApi, UsersApi, WorkflowApi } from '@admission/domain';
import { readAppConfig } from '../config/app-config';
import { createContainer, type Services } from '../di/container';
import type { WakeableAuthGateway } from '../di/lazy-auth-gateway';
import { TOKENS } from '../di/tokens';

/** The time every page story lives at: Sunday 1 March 2026, 09:00 UTC. */
export const STORY_NOW = Date.UTC(2026, 2, 1, 9, 0, 0);

/** What a story's ports answer; a method it leaves out rejects with an error that names it. */
export interface StoryPorts {
  readonly auth?: Partial<AuthGateway>;
  readonly users?: Partial<UsersApi>;
  readonly quiz?: Partial<QuizApi>;
  readonly deals?: Partial<DealsApi>;
  readonly documents?: Partial<DocumentsApi>;
  readonly admin?: Partial<AdminApi>;
  readonly workflow?: Partial<WorkflowApi>;
  readonly review?: Partial<ReviewApi>;
  readonly interview?: Partial<InterviewApi>;
  readonly storage?: Partial<DocumentStorage>;
}

/** An answer that never comes: the page stays in its loading state. */
export const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/**
 * A port with the story's answers; any other method rejects, naming itself, so a page that asks for more than its
 * story gives shows its error state rather than calling a server. (`then` stays undefined: the container must not
 * take the port for a promise.)
 */
function portOf<T extends object>(name: string, answers: Partial<T> = {}): T {
  return new Proxy(answers, {
    get(target, key) {
      if (key in target) return target[key as keyof typeof target];
      if (typeof key === 'symbol' || key === 'then') return undefined;
      return () => Promise.reject(new Error(`${name}.${key}: this page story gives it no fixture`));
    },
  }) as T;
}

/** The auth events never fire in a story: the session is the one the story sets. */
const quietAuth = (answers: Partial<AuthGateway> = {}): WakeableAuthGateway =>
  portOf<WakeableAuthGateway>('AuthGateway', { onAuthEvent: () => () => undefined, wake: () => undefined, wakeBeforeExpiry: () => () => undefined, ...answers });

/** The app's container, each port rebound to the story's stand-in and the clock stopped at STORY_NOW. */
export function storyServices(ports: StoryPorts): Services {
  const config = readAppConfig({}, { protocol: 'http:', hostname: 'localhost' });
  return createContainer({
    config,
    sessionHint: () => true,
    overrides: (container) => {
      container.rebind<WakeableAuthGateway>(TOKENS.AuthGateway).toConstantValue(quietAuth(ports.auth));
      container.rebind<UsersApi>(TOKENS.UsersApi).toConstantValue(portOf('UsersApi', ports.users));
      container.rebind<QuizApi>(TOKENS.QuizApi).toConstantValue(portOf('QuizApi', ports.quiz));
      container.rebind<DealsApi>(TOKENS.DealsApi).toConstantValue(portOf('DealsApi', ports.deals));
      container.rebind<DocumentsApi>(TOKENS.DocumentsApi).toConstantValue(portOf('DocumentsApi', ports.documents));
      container.rebind<AdminApi>(TOKENS.AdminApi).toConstantValue(portOf('AdminApi', ports.admin));
      container.rebind<WorkflowApi>(TOKENS.WorkflowApi).toConstantValue(portOf('WorkflowApi', ports.workflow));
      container.rebind<ReviewApi>(TOKENS.ReviewApi).toConstantValue(portOf('ReviewApi', ports.review));
      container.rebind<InterviewApi>(TOKENS.InterviewApi).toConstantValue(portOf('InterviewApi', ports.interview));
      container.rebind<DocumentStorage>(TOKENS.DocumentStorage).toConstantValue(portOf('DocumentStorage', ports.storage));
      container.rebind<ImageProbe>(TOKENS.ImageProbe).toConstantValue(portOf('ImageProbe'));
      container.rebind(TOKENS.Clock).toConstantValue(aClock(STORY_NOW));
    },
  }).get<Services>(TOKENS.Services);
}
