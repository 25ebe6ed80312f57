// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readBootHandOff } from './hand-off';
import { bootPage, type BootWindow } from './boot-page';
import type { ShellData } from './shell-data';

/** What the tests use of happy-dom's own controls on its window. */
const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void; settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM;

const preload = { en: ['/a/en.js'], fr: ['/a/fr.js'], auth: ['/a/auth.js'], documents: ['/a/documents.js'], signedIn: ['/a/portal.js'], 'auth-fr': ['/a/auth-fr.js'], 'portal-en': ['/a/portal-en.js'], 'documents-en': ['/a/documents-en.js'] };

/** The happy-dom window at an address, with the animation frames and timers in queues the test runs. */
function pageAt(url: string, stored: Record<string, string> = {}) {
  happyDOM.setURL(url);
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  const later: (() => void)[] = [];
  const page: BootWindow = {
    document,
    location: window.location,
    localStorage: window.localStorage,
    fetch: () => Promise.reject(new Error('no network here')),
    performance: { now: () => 0 },
    requestAnimationFrame: (run) => later.push(run),
    setTimeout: (run) => later.push(run),
  };
  return { page, runLater: () => later.splice(0).forEach((run) => run()) };
}

const added = (selector: string, attribute: string) => [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));

describe('bootPage', () => {
  beforeEach(() => {
    // The module scripts the boot adds are not loaded here: counted as loaded, not reported as errors.
    happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    document.head.innerHTML = '<link rel="icon" type="image/png" href="/favicon-default.png"><title>Admission Platform</title>';
  });

  it('marks the brand, language, shell and route of the address, and preloads the page at once in development', () => {
    const { page } = pageAt('http://lumiere.localhost/documents');
    bootPage({ preload, boot: null, early: null }, page);
    const root = document.documentElement;
    expect([root.dataset.brand, root.lang, root.dataset.shell, root.dataset.route, document.title]).toEqual(['lumiere', 'fr', 'auth', 'auth', 'École Lumière']);
    expect(added('link[rel="modulepreload"]', 'href')).toEqual(['/a/fr.js', '/a/auth.js', '/a/auth-fr.js']);
    expect(added('script', 'src')).toEqual([]);
  });

  it('in the production build adds the entry script and the preloads only after the first paint', () => {
    const { page, runLater } = pageAt('http://localhost/documents', { 'sb-localhost-auth-token': '{}' });
    const data: ShellData = { preload, boot: { entry: '/a/index.js', preload: [] }, early: null };
    bootPage(data, page);
    expect(document.documentElement.dataset.route).toBe('documents');
    expect(added('link[rel="modulepreload"]', 'href')).toEqual([]);
    runLater();
    runLater();
    expect(added('script[type="module"]', 'src')).toEqual(['/a/index.js']);
    expect(added('link[rel="modulepreload"]', 'href')).toEqual(['/a/en.js', '/a/documents.js', '/a/portal.js', '/a/portal-en.js', '/a/documents-en.js']);
  });

  it('offers the app its preloads by name, in the language the page shows then', () => {
    const { page } = pageAt('http://localhost/auth');
    bootPage({ preload, boot: null, early: null }, page);
    document.documentElement.lang = 'fr';
    const { preload: preloadChunks, route } = readBootHandOff(page);
    expect(route).toBe('auth');
    expect(preloadChunks?.('auth')).toEqual(['/a/fr.js', '/a/auth.js', '/a/auth-fr.js']);
  });
});
