// The boot script, bundled as index.html gets it, must pick what the app picks: the same brand as the domain's
// brandForHost, the same language as the language store, the route the router will show and its chunks, and send the
// first reads for exactly the sessions the app reads itself. It runs here against a minimal document.
import { runInNewContext } from 'node:vm';
import { brandForHost } from '@admission/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandConfig } from '../src/config/brands';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/language';
import { readStoredSession } from '../../adapters/src/supabase/stored-session';
import { readAppConfig } from '../src/config/app-config';
import { BOOT_HAND_OFF, readBootHandOff } from '../src/boot/hand-off';
import { SHELL_DATA_ID, type PreloadMap, type ShellBoot } from '../src/boot/shell-data';
import { EARLY_READS, PAGE_LOCATION, PRELOAD_MODULES, bundleBootScript, preloadMapOf, shellData, takeBootTags, type EarlyReadsTarget } from './boot-script';
import { API_ROUTES } from '../../adapters/src/http/api-routes';
import { DASHBOARD_FIRST_READS } from '../../adapters/src/http/first-reads';
import { routeNameOf } from '../src/app/routes';

const preload: PreloadMap = Object.fromEntries(Object.keys(PRELOAD_MODULES).map((name) => [name, [`/assets/${name}.js`]]));

let script = '';
beforeAll(async () => {
  script = await bundleBootScript();
}, 60_000);

interface Page {
  readonly hostname: string;
  readonly protocol?: string;
  readonly pathname?: string;
  readonly hash?: string;
  readonly stored?: Record<string, string>;
}

/**
 * Runs the inline script against a minimal document; returns what it set and the preloads (and, with `boot`, the
 * module scripts) it added. Animation frames, timers and DOMContentLoaded wait in queues the test runs itself.
 */
function runShell(
  { hostname, protocol = 'http:', pathname = '/', hash = '', stored = {} }: Page,
  boot: ShellBoot | null = null,
  readyState = 'interactive',
  earlyReads?: EarlyReadsTarget,
) {
  const attributes: Record<string, string> = {};
  const links: string[] = [];
  const scripts: string[] = [];
  const added: string[] = [];
  const queues = { frames: [] as (() => void)[], timers: [] as { run: () => void; ms: number }[], loaded: [] as (() => void)[] };
  const documentElement = { lang: '', setAttribute: (name: string, value: string) => void (attributes[name] = value) };
  const icon = { href: '' };
  const data = JSON.stringify(shellData(preload, boot, earlyReads));
  const document = {
    documentElement,
    readyState,
    title: '',
    getElementById: (id: string) => (id === SHELL_DATA_ID ? { textContent: data } : null),
    querySelector: () => icon,
    createElement: (tag: string) => ({ tag, rel: '', href: '', type: '', src: '' }),
    head: {
      appendChild: (element: { tag: string; rel: string; href: string; type: string; src: string }) => {
        if (element.tag === 'script') {
          expect(element.type).toBe('module');
          scripts.push(element.src);
          added.push(`script ${element.src}`);
        } else {
          expect(element.rel).toBe('modulepreload');
          links.push(element.href);
          added.push(element.href);
        }
      },
    },
    addEventListener: (event: string, listener: () => void) => {
      expect(event).toBe('DOMContentLoaded');
      queues.loaded.push(listener);
    },
  };
  // Read live: a test may store a session after the script ran (a sign-in without a reload).
  const localStorage = {
    get length() {
      return Object.keys(stored).length;
    },
    key: (index: number) => Object.keys(stored)[index] ?? null,
    getItem: (key: string) => stored[key] ?? null,
  };
  const fetches: { url: string; headers: Record<string, string> }[] = [];
  let clock = 0;
  // The script's window is the context itself: what it leaves on the window (the preload function, the reads) is there.
  const window: Record<string, unknown> = {
    document,
    URL,
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      fetches.push({ url, headers: init.headers });
      return Promise.resolve({ status: 200, text: () => Promise.resolve(`{"url":"${url}"}`), headers: new Map([['x-total-count', '3']]) });
    },
    location: { hostname, protocol, pathname, hash },
    localStorage,
    requestAnimationFrame: (run: () => void) => void queues.frames.push(run),
    // Each reading of the clock is 2 ms later: the script's 4 ms tasks hold two of its jobs each.
    performance: { now: () => (clock += 2) },
    setTimeout: (run: () => void, ms: number) => void queues.timers.push({ run, ms }),
  };
  window.window = window;
  runInNewContext(script, window);
  const runAll = (list: (() => void)[]) => list.splice(0).forEach((run) => run());
  return {
    fetches,
    early: readBootHandOff(window).earlyReads,
    /** What the app's preloadChunks (src/shared/chunk-preload.ts) calls. */
    preloadChunks: (name: string) => readBootHandOff(window).preload?.(name),
    /** The window's properties the script added: the hand-off alone. */
    globals: Object.keys(window).filter((key) => key === BOOT_HAND_OFF || key.startsWith('__')),
    handOffRoute: readBootHandOff(window).route,
    documentElement,
    brand: attributes['data-brand'],
    shell: attributes['data-shell'],
    route: attributes['data-route'],
    lang: documentElement.lang,
    title: document.title,
    icon: icon.href,
    links,
    scripts,
    added,
    queues,
    /** The first animation frame (before the first paint). */
    frame: () => runAll(queues.frames),
    /** Runs the timers due by `ms` (one round: those they set wait), or with Infinity every timer until none is left. */
    timers: (ms: number) => {
      do {
        const due = queues.timers.filter((timer) => timer.ms <= ms);
        queues.timers = queues.timers.filter((timer) => timer.ms > ms);
        due.forEach((timer) => timer.run());
      } while (ms === Infinity && queues.timers.length > 0);
    },
    parsed: () => {
      document.readyState = 'interactive';
      runAll(queues.loaded);
    },
  };
}

const signedIn = { 'sb-localhost-auth-token': '{}' };

describe('the boot script', () => {
  it('picks the brand brandForHost picks, for any host name', () => {
    const hosts = fc.oneof(
      fc.constantFrom('localhost', 'northbridge.localhost', 'apply.northbridge.example', 'lumiere.localhost', 'apply.lumiere.example', 'LUMIERE.example', '127.0.0.1', 'localhost.'),
      fc.domain(),
    );
    fc.assert(
      fc.property(hosts, (host) => {
        const hostname = host.toLowerCase();
        expect(runShell({ hostname }).brand).toBe(brandForHost(brandConfig, hostname).id);
      }),
      { numRuns: 500 },
    );
  });

  it('sets the title, icon and language of the brand, or the remembered language', () => {
    expect(runShell({ hostname: 'lumiere.localhost' })).toMatchObject({ brand: 'lumiere', lang: 'fr', title: 'École Lumière', icon: '/favicon-lumiere.png' });
    expect(runShell({ hostname: 'localhost' })).toMatchObject({ lang: 'en', title: 'Northbridge Business School', icon: '/favicon-northbridge.png' });
    expect(runShell({ hostname: 'example.org' })).toMatchObject({ brand: 'default', title: 'Admission Platform', icon: '/favicon-default.png' });
    expect(runShell({ hostname: 'lumiere.localhost', stored: { [LANGUAGE_STORAGE_KEY]: 'en' } }).lang).toBe('en');
    expect(runShell({ hostname: 'localhost', stored: { [LANGUAGE_STORAGE_KEY]: 'de' } }).lang).toBe('en');
  });

  it('preloads the sign-in page for anyone without a session, wherever they land', () => {
    for (const pathname of ['/', '/auth', '/documents', '/admin', '/nowhere']) {
      const page = runShell({ hostname: 'localhost', pathname });
      expect(page.shell).toBe('auth');
      expect(page.links).toEqual(['/assets/en.js', '/assets/auth.js', '/assets/auth-en.js']);
    }
  });

  it('preloads the confirm page and its texts for the emailed link, and the dashboard once signed in', () => {
    for (const pathname of ['/auth/confirm', '/auth/confirm/']) {
      expect(runShell({ hostname: 'localhost', pathname }).links).toEqual(['/assets/en.js', '/assets/confirm.js', '/assets/confirm-en.js', '/assets/auth-en.js']);
    }
    expect(runShell({ hostname: 'lumiere.localhost', pathname: '/auth/confirm' }).links).toEqual(['/assets/fr.js', '/assets/confirm.js', '/assets/confirm-fr.js', '/assets/auth-fr.js']);
    expect(runShell({ hostname: 'localhost', pathname: '/auth/confirm', stored: signedIn }).links).toEqual(expect.arrayContaining(['/assets/dashboard.js', '/assets/dashboard-en.js']));
  });

  it('preloads the page, the services, the signed-in texts and the staff texts for a signed-in page', () => {
    expect(runShell({ hostname: 'localhost', pathname: '/documents', stored: signedIn }).links).toEqual([
      '/assets/en.js',
      '/assets/documents.js',
      '/assets/signedIn.js',
      '/assets/portal-en.js',
      '/assets/documents-en.js',
    ]);
    expect(runShell({ hostname: 'localhost', pathname: '/auth', stored: signedIn }).links).toEqual(expect.arrayContaining(['/assets/dashboard.js', '/assets/dashboard-en.js']));
    expect(runShell({ hostname: 'lumiere.localhost', pathname: '/application/7001', stored: signedIn }).links).toEqual([
      '/assets/fr.js',
      '/assets/application.js',
      '/assets/signedIn.js',
      '/assets/portal-fr.js',
      '/assets/staff-fr.js',
    ]);
    expect(runShell({ hostname: 'localhost', pathname: '/admin', stored: signedIn }).links).toContain('/assets/staff-en.js');
    expect(runShell({ hostname: 'localhost', pathname: '/application/7/extra', stored: signedIn }).links).toEqual(['/assets/en.js', '/assets/notFound.js', '/assets/signedIn.js', '/assets/portal-en.js']);
    expect(runShell({ hostname: 'localhost', pathname: '/quiz', stored: signedIn }).shell).toBe('portal');
  });

  it('preloads what the app asks for by name (its next page, the services, the notifications) in the page\'s language, each file once', () => {
    const stored: Record<string, string> = {};
    const page = runShell({ hostname: 'localhost', pathname: '/auth', stored });
    expect(page.links).toEqual(['/assets/en.js', '/assets/auth.js', '/assets/auth-en.js']);
    page.preloadChunks('toast');
    page.preloadChunks('auth');
    expect(page.links.slice(3)).toEqual(['/assets/toast.js']);
    // Signed in by the code, in French, without a reload: the dashboard comes with the signed-in chunks.
    Object.assign(stored, signedIn);
    page.documentElement.lang = 'fr';
    page.preloadChunks('dashboard');
    expect(page.links.slice(4)).toEqual(['/assets/fr.js', '/assets/dashboard.js', '/assets/signedIn.js', '/assets/portal-fr.js', '/assets/dashboard-fr.js']);
    page.preloadChunks('signedIn');
    page.preloadChunks('admin');
    expect(page.links.slice(9)).toEqual(['/assets/admin.js', '/assets/staff-fr.js']);
  });

  it('counts a magic link (or its error) in the URL as a session', () => {
    expect(runShell({ hostname: 'localhost', hash: '#access_token=abc&refresh_token=x' }).shell).toBe('portal');
    expect(runShell({ hostname: 'localhost', hash: '#error=access_denied&error_code=otp_expired' }).shell).toBe('portal');
  });
});

describe("the boot script's page names", () => {
  it.each(['/', '/auth', '/auth/confirm', '/documents', '/quiz', '/admin', '/application/7001', '/accessibility', '/privacy/', '/cookies', '/nowhere', '/application'])(
    'names %s as the route table does (routeNameOf), signed in or not',
    (pathname) => {
      expect(runShell({ hostname: 'localhost', pathname }).route).toBe(routeNameOf(pathname, false));
      expect(runShell({ hostname: 'localhost', pathname, stored: signedIn }).route).toBe(routeNameOf(pathname, true));
    },
  );
});

describe('the public pages (accessibility, privacy, cookies) in the boot script', () => {
  it.each([
    ['/accessibility', 'accessibility'],
    ['/privacy', 'privacy'],
    ['/cookies/', 'cookies'],
  ])('names %s its own route, signed in or not, and preloads its page and the rights texts', (pathname, route) => {
    const signedOut = runShell({ hostname: 'lumiere.localhost', pathname });
    expect(signedOut).toMatchObject({ route, shell: 'auth', lang: 'fr' });
    // The rights texts, and the portal texts the pages name the account menu's actions in (the route table's parts).
    expect(signedOut.links).toEqual(['/assets/fr.js', `/assets/${route}.js`, '/assets/rights-fr.js', '/assets/portal-fr.js']);
    const signedInPage = runShell({ hostname: 'localhost', pathname, stored: signedIn });
    expect(signedInPage).toMatchObject({ route, shell: 'portal' });
    expect(signedInPage.links).toEqual(['/assets/en.js', `/assets/${route}.js`, '/assets/signedIn.js', '/assets/portal-en.js', '/assets/rights-en.js']);
  });

  it('leaves every other path as it was', () => {
    expect(runShell({ hostname: 'localhost', pathname: '/privacy/more' }).route).toBe('auth');
    expect(runShell({ hostname: 'localhost', pathname: '/privacy/more', stored: signedIn }).route).toBe('notFound');
    expect(runShell({ hostname: 'localhost', pathname: '/admin', stored: signedIn }).links).toContain('/assets/staff-en.js');
  });
});

describe('the first reads of a signed-in page, sent by the boot script', () => {
  const withReads = (env: Record<string, string> = { VITE_BACKEND_PORT: '4601' }) => readAppConfig(env, PAGE_LOCATION);
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const session = (overrides: Record<string, unknown> = {}) =>
    JSON.stringify({ access_token: 'token-1', refresh_token: 'refresh-1', expires_at: nowSeconds() + 3600, user: { id: 'user-1' }, ...overrides });

  it('asks for the access checks, the programs and the fee of the dashboard in one first-reads call, with the stored token', async () => {
    const page = runShell({ hostname: 'localhost', pathname: '/', stored: { 'sb-localhost-auth-token': session() } }, null, 'interactive', withReads());
    // The GETs the dashboard reads first are the parts of one call (adapters' first-reads.ts): one preflight. They hold
    // the access checks and the programs every candidate page reads early, and the fee.
    const early = [...EARLY_READS.every, ...EARLY_READS.candidate, 'invoice' as const].map((name) => API_ROUTES[name].path);
    expect(DASHBOARD_FIRST_READS.reads.map((read) => read.path)).toEqual(expect.arrayContaining(early));
    expect(page.fetches.map((read) => read.url)).toEqual(['http://localhost:4601/first-reads/dashboard']);
    // No header that the app's own requests do not send (each one would be another reason for a preflight).
    expect(page.fetches[0]?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer token-1' });
    expect(page.early?.token).toBe('token-1');
    expect(Object.keys(page.early?.reads ?? {})).toEqual(['/first-reads/dashboard']);
    await expect(page.early?.reads['/first-reads/dashboard']).resolves.toEqual({ status: 200, body: '{"url":"http://localhost:4601/first-reads/dashboard"}', headers: { 'x-total-count': '3' } });
  });

  it('leaves the app one window property, the typed hand-off, with the page, the preloads and the reads', () => {
    const page = runShell({ hostname: 'localhost', pathname: '/', stored: { 'sb-localhost-auth-token': session() } }, null, 'interactive', withReads());
    expect(page.globals).toEqual([BOOT_HAND_OFF]);
    expect(page.handOffRoute).toBe('dashboard');
    expect(page.route).toBe('dashboard');
    expect(page.early?.token).toBe('token-1');
    expect(typeof page.preloadChunks).toBe('function');
  });

  it('asks the access checks on every page, the programs too on a candidate page, and each page its own reads', () => {
    const stored = { 'sb-localhost-auth-token': session() };
    const paths = (pathname: string) => runShell({ hostname: 'localhost', pathname, stored }, null, 'interactive', withReads()).fetches.map((read) => new URL(read.url).pathname);
    const every = EARLY_READS.every.map((name) => API_ROUTES[name].path);
    const candidate = EARLY_READS.candidate.map((name) => API_ROUTES[name].path);
    expect(paths('/admin')).toEqual(every);
    // A page's own reads take the address's parameters, by the same names.
    expect(paths('/application/7')).toEqual([...every, '/admin/applications/7']);
    expect(paths('/reviews')).toEqual([...every, '/reviews']);
    expect(paths('/reviews/71/')).toEqual([...every, '/reviews/71']);
    // The documents page's reads, the access checks and the programs among them, come in one first-reads answer.
    expect(paths('/documents')).toEqual([API_ROUTES.documentsFirstReads.path]);
    expect(paths('/quiz')).toEqual([...every, ...candidate]);
    expect(paths('/nowhere')).toEqual([...every, ...candidate]);
    expect(paths('/privacy')).toEqual(every);
  });

  it("reads the session of the brand's own host (sb-<first label>-auth-token) and the configured API", () => {
    const stored = { 'sb-lumiere-auth-token': session({ access_token: 'token-2' }) };
    expect(runShell({ hostname: 'lumiere.localhost', protocol: 'https:', pathname: '/quiz', stored }, null, 'interactive', withReads()).fetches[0]?.url).toBe('https://lumiere.localhost:4601/users/me');
    const production = withReads({ VITE_API_URL: 'https://api.school.example/', VITE_SUPABASE_URL: 'https://abcd.supabase.co' });
    const page = runShell({ hostname: 'portal.school.example', pathname: '/quiz', stored: { 'sb-abcd-auth-token': session() } }, null, 'interactive', production);
    expect(page.fetches.map((read) => read.url)).toEqual(['https://api.school.example/users/me', 'https://api.school.example/test/all_me', 'https://api.school.example/deals/']);
  });

  it('asks nothing without a whole, valid stored session (the app lets supabase-js refresh it first), nor for a magic link', () => {
    const reads = (stored: Record<string, string>, hash = '') => runShell({ hostname: 'localhost', stored, hash }, null, 'interactive', withReads()).fetches;
    expect(reads({})).toEqual([]);
    expect(reads({ 'sb-localhost-auth-token': session({ expires_at: nowSeconds() + 30 }) })).toEqual([]);
    expect(reads({ 'sb-localhost-auth-token': session({ refresh_token: '' }) })).toEqual([]);
    expect(reads({ 'sb-localhost-auth-token': session({ user: null }) })).toEqual([]);
    expect(reads({ 'sb-localhost-auth-token': 'not json' })).toEqual([]);
    expect(reads({ 'sb-other-auth-token': session() })).toEqual([]);
    expect(reads({ 'sb-localhost-auth-token': session() }, '#access_token=abc&refresh_token=x')).toEqual([]);
    // Without the option (Storybook, tests) the script asks nothing either.
    expect(runShell({ hostname: 'localhost', stored: { 'sb-localhost-auth-token': session() } }).fetches).toEqual([]);
  });

  it('in the production build, sends them after the first paint, with the app\'s scripts', () => {
    const boot: ShellBoot = { entry: '/assets/index.js', preload: [] };
    const page = runShell({ hostname: 'localhost', pathname: '/quiz', stored: { 'sb-localhost-auth-token': session() } }, boot, 'interactive', withReads());
    page.frame();
    expect(page.fetches).toEqual([]);
    page.timers(0);
    // The page's chunks first, two jobs a task (the test's clock), then the entry script and the reads.
    expect(page.fetches).toEqual([]);
    expect(page.scripts).toEqual([]);
    page.timers(Infinity);
    expect(page.scripts).toEqual(['/assets/index.js']);
    expect(page.fetches).toHaveLength(3);
  });

  it('sends them for exactly the stored sessions the app reads without supabase-js (readStoredSession)', () => {
    const stored = [
      session(),
      session({ expires_at: nowSeconds() + 65 }),
      session({ expires_at: nowSeconds() + 60 }),
      session({ expires_at: String(nowSeconds() + 3600) }),
      session({ access_token: '' }),
      session({ access_token: 42 }),
      session({ refresh_token: 1 }),
      session({ refresh_token: null }),
      session({ user: { id: '' } }),
      session({ user: { id: 7 } }),
      session({ user: ['user-1'] }),
      session({ user: 'user-1' }),
      '[]',
      'null',
      '"token"',
    ];
    for (const raw of stored) {
      const storage = { 'sb-localhost-auth-token': raw };
      const sent = runShell({ hostname: 'localhost', stored: storage }, null, 'interactive', withReads()).fetches.length > 0;
      const read = readStoredSession({ getItem: (key) => storage[key as keyof typeof storage] ?? null }, 'sb-localhost-auth-token', Date.now()) !== null;
      expect(sent, raw).toBe(read);
    }
  });

  it('still paints and preloads when a read cannot even be sent', () => {
    const page = runShell({ hostname: 'localhost', stored: { 'sb-localhost-auth-token': '{"access_token":1}' } }, null, 'interactive', withReads());
    expect(page.route).toBe('dashboard');
    expect(page.links).toContain('/assets/dashboard.js');
  });
});

describe('the app starts after the shell has painted (production build)', () => {
  const boot: ShellBoot = { entry: '/assets/index.js', preload: ['/assets/runtime.js', '/assets/app.js'] };

  it('adds nothing before the first frame has painted, then the preloads and the entry script, once', () => {
    const page = runShell({ hostname: 'localhost', pathname: '/documents', stored: signedIn }, boot);
    expect(page.added).toEqual([]);
    page.frame();
    // Still nothing: the animation frame runs before the paint; the timer it sets runs after it.
    expect(page.added).toEqual([]);
    page.timers(0);
    // The app chunk every page needs first, then the page's chunks, then the entry: two jobs a task (the test's clock
    // reads 2 ms later each time; the script stops a task at 4 ms).
    expect(page.added).toEqual(['/assets/runtime.js', '/assets/app.js']);
    page.timers(0);
    expect(page.added.slice(2)).toEqual(['/assets/en.js', '/assets/documents.js']);
    page.timers(0);
    expect(page.added.slice(4)).toEqual(['/assets/signedIn.js', '/assets/portal-en.js']);
    page.timers(Infinity);
    expect(page.added.slice(6)).toEqual(['/assets/documents-en.js', 'script /assets/index.js']);
    expect(page.scripts).toEqual(['/assets/index.js']);
    expect(page.links).toHaveLength(7);
  });

  it('starts in a hidden tab too, where no animation frame comes: by a timer', () => {
    const page = runShell({ hostname: 'lumiere.localhost', pathname: '/auth' }, boot);
    page.timers(500);
    page.timers(Infinity);
    expect(page.scripts).toEqual(['/assets/index.js']);
    expect(page.links).toEqual(['/assets/runtime.js', '/assets/app.js', '/assets/fr.js', '/assets/auth.js', '/assets/auth-fr.js']);
    page.frame();
    page.timers(Infinity);
    expect(page.scripts).toHaveLength(1);
  });

  it('waits for the document to be parsed (the app mounts into #root)', () => {
    const page = runShell({ hostname: 'localhost' }, boot, 'loading');
    page.frame();
    page.timers(Infinity);
    expect(page.added).toEqual([]);
    page.parsed();
    page.timers(Infinity);
    expect(page.scripts).toEqual(['/assets/index.js']);
  });

  it('in development (no boot) adds the preloads at once and leaves the page its own entry script', () => {
    const page = runShell({ hostname: 'localhost' });
    expect(page.links).toEqual(['/assets/en.js', '/assets/auth.js', '/assets/auth-en.js']);
    expect(page.scripts).toEqual([]);
    expect(page.queues.frames).toHaveLength(0);
    expect(page.queues.timers).toHaveLength(0);
  });
});

describe('takeBootTags', () => {
  const built = [
    '<head><title>x</title>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/runtime-2.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/app-3.js">',
    '  </head>',
  ].join('\n');

  it("takes Vite's entry script and preloads out of the page, in order", () => {
    const { html, boot } = takeBootTags(built);
    expect(boot).toEqual({ entry: '/assets/index-1.js', preload: ['/assets/runtime-2.js', '/assets/app-3.js'] });
    expect(html).toBe('<head><title>x</title>\n  </head>');
  });

  it('marks the React chunk to run as a script of its own, before the entry', () => {
    const withReact = built.replace('<link rel="modulepreload" crossorigin href="/assets/runtime-2.js">', '<link rel="modulepreload" crossorigin href="/assets/runtime-2.js">\n    <link rel="modulepreload" crossorigin href="/assets/react-4.js">');
    const bundle = { 'assets/react-4.js': { type: 'chunk' as const, fileName: 'assets/react-4.js', name: 'react' }, 'assets/app-3.js': { type: 'chunk' as const, fileName: 'assets/app-3.js', name: 'app' } };
    expect(takeBootTags(withReact, bundle).boot.first).toEqual(['/assets/react-4.js']);
    const page = runShell({ hostname: 'localhost', pathname: '/auth' }, takeBootTags(withReact, bundle).boot);
    page.frame();
    page.timers(Infinity);
    // React's chunk as a script first (evaluated in a task of its own), the other preloads, the page's, then the entry.
    expect(page.added.slice(0, 3)).toEqual(['script /assets/react-4.js', '/assets/runtime-2.js', '/assets/app-3.js']);
    expect(page.added.at(-1)).toBe('script /assets/index-1.js');
    expect(page.links).not.toContain('/assets/react-4.js');
  });

  it('fails the build when the page has no entry script, or more than one', () => {
    expect(() => takeBootTags('<head></head>')).toThrow(/one entry script/);
    expect(() => takeBootTags(built.replace('</head>', '<script type="module" crossorigin src="/assets/b.js"></script></head>'))).toThrow(/found 2/);
  });
});

describe('preloadMapOf', () => {
  const chunk = (fileName: string, extra: Record<string, unknown> = {}) => [fileName, { type: 'chunk' as const, fileName, imports: [], ...extra }] as const;
  const bundle = Object.fromEntries([
    chunk('assets/index.js', { isEntry: true, imports: ['assets/app.js'] }),
    chunk('assets/app.js'),
    ...Object.values(PRELOAD_MODULES)
      .flat()
      .map((module) => chunk(`assets/${module.replace(/\W/g, '_')}.js`, { facadeModuleId: `/repo/packages/web/${module}`, imports: ['assets/app.js', 'assets/shared.js'] })),
    chunk('assets/shared.js', { imports: ['assets/app.js'] }),
  ]);

  it('lists each route chunk with its imports, without what the entry already loads', () => {
    const map = preloadMapOf(bundle);
    // Each file after the files it imports: the order the app evaluates them in, one a task.
    expect(map.quiz).toEqual(['/assets/shared.js', '/assets/src_features_quiz_quiz_route_tsx.js']);
    expect(map.accessibility).toEqual(['/assets/shared.js', '/assets/src_features_rights_rights_pages_tsx.js', '/assets/src_features_rights_accessibility_route_tsx.js']);
  });

  it("preloads a dynamic import's own (facade) chunk, not only the chunk that holds its code", () => {
    const shell = 'src/app/portal.ts';
    const merged = {
      ...bundle,
      [`assets/${shell.replace(/\W/g, '_')}.js`]: { type: 'chunk' as const, fileName: 'assets/shell-facade.js', facadeModuleId: `/repo/packages/web/${shell}`, imports: ['assets/portal.js'] },
      'assets/portal.js': { type: 'chunk' as const, fileName: 'assets/portal.js', moduleIds: [`/repo/packages/web/${shell}`], imports: [] },
    };
    expect(preloadMapOf(merged).signedIn).toEqual(expect.arrayContaining(['/assets/shell-facade.js', '/assets/portal.js']));
  });

  it('fails the build when a route module has no chunk (a renamed page)', () => {
    const { [`assets/${'src/features/quiz/quiz.route.tsx'.replace(/\W/g, '_')}.js`]: _quiz, ...withoutQuiz } = bundle;
    expect(() => preloadMapOf(withoutQuiz)).toThrow(/quiz\.route\.tsx/);
  });
});

