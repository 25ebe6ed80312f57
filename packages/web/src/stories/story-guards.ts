// What every page story runs under: a stopped clock, no network and nothing the app stored before. A request is
// refused and recorded, and the story then fails (assertNoNetwork), in Storybook's interactions panel as in tests.
import { toastQueue } from '@admission/ui';
import { isSessionKey } from '../di/session-hint';
import { STORY_NOW } from './story-services';

/** The app's own keys (remembered sign-in email, language choice, session): another story may have left them. */
function forgetAppStorage(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('admission.') || isSessionKey(key)) localStorage.removeItem(key);
  }
}

const refused: string[] = [];

/** The stopped clock's time: it moves only when a story moves it. */
let storyNow = STORY_NOW;

/** Moves the stopped clock on (a wait seen to end), as a user's minute would, without the story taking it. */
export function advanceStoryClock(ms: number): void {
  storyNow += ms;
}

function refuse(what: string): Error {
  refused.push(what);
  const error = new Error(`A page story made a network request (${what}): give the page a fixture instead`);
  console.error(error);
  return error;
}

/** Forgets the app's storage, stops Date.now at STORY_NOW (advanceStoryClock moves it) and refuses fetch and XMLHttpRequest; returns the undoing. */
export function installStoryGuards(): () => void {
  refused.length = 0;
  forgetAppStorage();
  const { fetch } = window;
  const { open } = XMLHttpRequest.prototype;
  const { now } = Date;
  window.fetch = (input: RequestInfo | URL) => Promise.reject(refuse(`fetch ${input instanceof Request ? input.url : String(input)}`));
  XMLHttpRequest.prototype.open = function refusedOpen(method: string, url: string | URL) {
    throw refuse(`XMLHttpRequest ${method} ${String(url)}`);
  };
  storyNow = STORY_NOW;
  Date.now = () => storyNow;
  // A toast stays until closed: a story's screenshot shows the same toasts however long the story took (a loaded
  // machine outlived an error toast's 6 s). Done here, not in the app: no byte of it reaches a page.
  const { add } = toastQueue;
  toastQueue.add = (content, options) => add.call(toastQueue, content, { ...options, timeout: undefined });
  return () => {
    toastQueue.add = add;
    window.fetch = fetch;
    XMLHttpRequest.prototype.open = open;
    Date.now = now;
    forgetAppStorage();
    // Toasts live in a module-wide queue: the next story starts without this one's.
    for (const shown of toastQueue.visibleToasts) toastQueue.close(shown.key);
  };
}

/** Fails the story if its page asked the network for anything. */
export function assertNoNetwork(): void {
  if (refused.length > 0) throw new Error(`This page story made network requests: ${refused.join(', ')}`);
}
