// The page before any JavaScript: the brand's title, icon, colours and a layout skeleton in index.html,
// and, in the production build, `modulepreload` links for exactly the chunks the opened route needs, so
// the browser fetches them all at once instead of discovering them one import at a time.
// A few hundred bytes of inline script pick the brand (from the host name), the language and the route.
// In the production build the same script also starts the app, once the shell has painted (decision 0011):
// on a slow phone, evaluating the app's modules would otherwise hold the shell's first paint back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '@admission/domain';
import type { Plugin } from 'vite';
// Relative imports of plain modules: Vite loads this file with Node, which cannot import a workspace package's TypeScript.
import { API_ROUTES } from '../../adapters/src/http/api-routes';
import { PUBLIC_PATHS } from '../../domain/src/roles/route-decision';
import { STORED_SESSION_MARGIN_SECONDS } from '../../adapters/src/supabase/stored-session';
import { EARLY_READS_GLOBAL } from '../src/di/early-reads';
import { CHUNK_PRELOAD_GLOBAL } from '../src/shared/chunk-preload';
import catalogPartPrefixes from '../src/i18n/catalog-parts.json';
import { ROUTES, type PageRoute, type RouteAccess, type RouteName } from '../src/app/routes';

type PartName = keyof typeof catalogPartPrefixes;
const PART_NAMES = Object.keys(catalogPartPrefixes) as PartName[];
const catalogParts = <L extends 'en' | 'fr'>(language: L) =>
  Object.fromEntries(PART_NAMES.map((part) => [`${part}-${language}`, [`src/i18n/compiled/${language}.${part}.json`]])) as unknown as Record<`${PartName}-${L}`, readonly string[]>;

/** A page of the route table by the modules of packages/web it loads, as the build names them (relative to packages/web). */
const modulesOf = (route: PageRoute): readonly string[] => route.modules.map((module) => `src/${module}`);

/** The modules whose chunks a route needs, by the names the inline script uses: every page of the route table, and the parts the app loads on demand. */
export const PRELOAD_MODULES = {
  ...(Object.fromEntries(ROUTES.map((route) => [route.name, modulesOf(route)])) as Record<RouteName, readonly string[]>),
  // The notifications, loaded with the first one (app/app.tsx).
  toast: ['src/app/toast-region.tsx'],
  // A signed-in page also needs the services, the query cache with the route's first reads, and the shell.
  signedIn: ['src/app/portal.ts'],
  en: ['src/i18n/compiled/en.json'],
  fr: ['src/i18n/compiled/fr.json'],
  // Each page's part of the catalog (src/i18n/catalog-parts.json), by language.
  ...catalogParts('en'),
  ...catalogParts('fr'),
} as const;

export type PreloadMap = Partial<Record<keyof typeof PRELOAD_MODULES, readonly string[]>>;

/** What the plugin reads of Rolldown's output bundle. */
interface BundleChunk {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly facadeModuleId?: string | null;
  readonly moduleIds?: readonly string[];
  readonly imports?: readonly string[];
}

/** Each route's chunks and their static imports, minus what the entry already loads. */
export function preloadMapOf(bundle: Readonly<Record<string, BundleChunk>>, base = '/'): PreloadMap {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // Each file after the files it imports (a chunk's dependencies first): the order in which the app evaluates them,
  // one a task (shared/chunk-preload.ts).
  const closure = (files: readonly string[], into = new Set<string>(), seen = new Set<string>()): Set<string> => {
    for (const file of files) {
      if (seen.has(file)) continue;
      seen.add(file);
      closure(byFile.get(file)?.imports ?? [], into, seen);
      into.add(file);
    }
    return into;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const isModule = (id: string, module: string) => id.replaceAll('\\', '/').endsWith(`/${module}`);
  // The module's own chunk (a dynamic import's facade, which the app imports) before a chunk that merely holds it.
  const chunkOf = (module: string): string | undefined =>
    (chunks.find((chunk) => chunk.facadeModuleId != null && isModule(chunk.facadeModuleId, module)) ?? chunks.find((chunk) => chunk.moduleIds?.some((id) => isModule(id, module))))?.fileName;

  const map: Record<string, readonly string[]> = {};
  for (const [name, modules] of Object.entries(PRELOAD_MODULES)) {
    const roots = modules.map((module) => {
      const file = chunkOf(module);
      if (file === undefined) throw new Error(`html-shell: no chunk holds ${module}`);
      return file;
    });
    map[name] = [...closure(roots)].filter((file) => !entry.has(file)).map((file) => `${base}${file}`);
  }
  return map;
}

/** The pages of the route table whose heading and lead are static texts, drawn by the shell as the page draws them. */
type ShellPage = Extract<(typeof ROUTES)[number], { readonly shellHead: object }>['name'];
export const SHELL_PAGE_HEADS = Object.fromEntries(
  ROUTES.flatMap((route: PageRoute) => (route.shellHead === undefined ? [] : [[route.name, route.shellHead]])),
) as Readonly<Record<ShellPage, { readonly heading: string; readonly lead: string }>>;

const namesOf = (access: readonly RouteAccess[]): RouteName[] => ROUTES.filter((route) => access.includes(route.access)).map((route) => route.name);

/** The routes (as the inline script names them) only staff open. */
const STAFF_ROUTES = namesOf(['staff']);

/**
 * The pages anyone may open, signed in or not (the route table's public pages, the domain's PUBLIC_PATHS), by path.
 * They are drawn without the signed-in header, in the sign-in page's narrow column, and linked from the footer.
 */
export const PUBLIC_ROUTES = Object.fromEntries(ROUTES.filter((route) => route.access === 'public').map((route) => [route.path, route.name])) as Readonly<
  Record<(typeof PUBLIC_PATHS)[number], string>
>;

/** The catalog part of a route whose (first) part is not named as the route is. */
const ROUTE_PARTS: Readonly<Record<string, PartName>> = Object.fromEntries(
  ROUTES.flatMap((route: PageRoute) => (route.parts[0] === undefined || route.parts[0] === route.name ? [] : [[route.name, route.parts[0]]])),
);

export interface ShellTexts {
  /** `{school}` is replaced by the brand's name. */
  readonly portalTitle: string;
  /** The staff pages' title (/admin, /application/{id}), as the header draws it for admins and agents. */
  readonly staffTitle: string;
  readonly welcome: string;
  readonly pages: Readonly<Record<ShellPage, { readonly heading: string; readonly lead: string }>>;
  /** The footer's name and its links' texts (the public pages' titles), by path. */
  readonly footer: { readonly label: string; readonly links: Readonly<Record<(typeof PUBLIC_PATHS)[number], string>> };
}

/** The theme tokens the shell uses (a subset of @admission/ui's AppTheme, which every brand theme has). */
export interface ShellTheme {
  readonly colors: {
    readonly surface: { readonly page: string; readonly raised: string; readonly sunken: string };
    readonly border: { readonly subtle: string };
    readonly primary: { readonly text: string };
    readonly text: { readonly heading: string; readonly default: string; readonly muted: string; readonly link: string };
    readonly focusRing: string;
  };
  readonly radii: { readonly lg: string };
  readonly typography: {
    readonly fontFamily: { readonly body: string; readonly heading: string };
    readonly fontSize: Readonly<Record<'md' | 'lg' | '2xl' | '3xl', string>>;
    readonly fontWeight: { readonly bold: number };
    readonly lineHeight: { readonly normal: number; readonly tight: number };
  };
  readonly space: Readonly<Record<1 | 2 | 3 | 4 | 6 | 8 | 16, string>>;
  readonly sizes: { readonly contentMax: string; readonly controlHeight: string; readonly touchTarget: string; readonly floatingButton: string };
  readonly breakpoints: { readonly md: string };
}

/**
 * The reads a signed-in page starts from the inline script, by the route names the script uses: the access checks
 * on every page, the programs on a candidate's page (the route rules need them), and each page's own (the route
 * table's `earlyReads`: the dashboard's fee).
 */
export const EARLY_READS = {
  every: [API_ROUTES.me.path, API_ROUTES.allMe.path],
  candidate: [API_ROUTES.deals.path],
  ...Object.fromEntries(ROUTES.flatMap((route: PageRoute) => (route.earlyReads === undefined ? [] : [[route.name, route.earlyReads.map((read) => API_ROUTES[read].path)]]))),
} as const;
/** The pages a signed-in candidate may be shown (the not-found page too): they read the programs. */
const CANDIDATE_ROUTES = namesOf(['candidate', 'any']);

/**
 * Where the early reads go, as the app's configuration (src/config/app-config.ts) says with the page's own
 * protocol and host name left as `{protocol}` and `{host}` (the local backend's default is on the page's host).
 */
export interface EarlyReadsTarget {
  readonly apiUrl: string;
  /** Its host name's first label names the stored session (sb-<label>-auth-token). */
  readonly supabaseUrl: string;
}

/** The placeholders of an EarlyReadsTarget, handed to readAppConfig as the page's location. */
export const PAGE_LOCATION = { protocol: '{protocol}', hostname: '{host}' } as const;

export interface ShellOptions {
  readonly brands: BrandConfig;
  /** With it, a signed-in page with a valid stored session starts its first reads from the inline script. */
  readonly earlyReads?: EarlyReadsTarget;
  /** Each brand's theme, by brand id; the fallback brand's under its id too. */
  readonly themes: Readonly<Record<string, ShellTheme>>;
  readonly texts: Readonly<Record<'en' | 'fr', ShellTexts>>;
  readonly languageStorageKey: string;
}

/** The production build's entry script and the chunks Vite preloads with it (all of them the script's to add). */
export interface ShellBoot {
  readonly entry: string;
  readonly preload: readonly string[];
  /**
   * Chunks of `preload` the script runs as module scripts of their own before the entry (React's: build/chunk-plan.ts),
   * so that the browser evaluates each in a task of its own, not all of the entry's imports in one long task.
   */
  readonly first?: readonly string[];
}

/**
 * The inline script: brand, language and route from the location, then the route's preloads. With `boot` (the
 * production build) it adds the entry script and the preloads only after the shell's first paint (the frame
 * after the first animation frame; a timer too, as a hidden tab runs no animation frames), and not before the
 * document is parsed (the app mounts into #root). Everything it then starts is a queue of small jobs run 4 ms a
 * task: each preload and each of a signed-in page's first reads (EARLY_READS, when the options name the API) sends
 * its request there and then (1 to 3 ms apiece on this machine, four times that on a slow phone), and together in
 * one task they blocked the page for 50 to 100 ms there. The queue starts with the chunks every page needs, React's
 * first as a script of its own (`boot.first`, evaluated in its own task), and the entry script, then the reads (they
 * need nothing of the app's code; sent before the first paint they would only compete with it), then the page's own
 * chunks, each after the chunks it imports.
 */
export function shellScript(options: ShellOptions, preload: PreloadMap, boot: ShellBoot | null = null): string {
  const { first, second, fallback } = options.brands;
  const data = {
    firstHosts: first.hosts.map((host) => host.toLowerCase()),
    secondSlug: second.hostSlug.toLowerCase(),
    ids: { first: first.id, second: second.id, fallback: fallback.id },
    brands: Object.fromEntries([first, second, fallback].map((brand) => [brand.id, { name: brand.name, language: brand.language }])),
    languageKey: options.languageStorageKey,
    pub: PUBLIC_ROUTES,
    parts: ROUTE_PARTS,
    preload,
    chunks: CHUNK_PRELOAD_GLOBAL,
    boot,
    early: options.earlyReads
      ? { api: options.earlyReads.apiUrl, supabase: options.earlyReads.supabaseUrl, margin: STORED_SESSION_MARGIN_SECONDS, global: EARLY_READS_GLOBAL, reads: EARLY_READS, candidate: CANDIDATE_ROUTES }
      : null,
  };
  // Kept to ES2017 and small: it runs before anything else, on every page load.
  return `(function(D){
var d=document,h=location.hostname.toLowerCase().replace(/\\.$/,""),id=D.ids.fallback;
if(D.secondSlug&&h.indexOf(D.secondSlug)>=0)id=D.ids.second;else if(D.firstHosts.indexOf(h)>=0)id=D.ids.first;
var b=D.brands[id],lang=b.language,link=/(^|[#&])(access_token|error_code|error)=/.test(location.hash),stored=function(){try{var s=localStorage;for(var i=0;i<s.length;i++)if(/^sb-.+-auth-token$/.test(s.key(i)||""))return true}catch(e){}return false},signedIn=link||stored();
try{var l=localStorage.getItem(D.languageKey);if(l==="en"||l==="fr")lang=l}catch(e){}
var r=d.documentElement;r.setAttribute("data-brand",id);r.setAttribute("data-shell",signedIn?"portal":"auth");r.lang=lang;d.title=b.name;
var icon=d.querySelector("link[rel=icon]");if(icon)icon.href="/favicon-"+(id==="northbridge"||id==="lumiere"?id:"default")+".png";
var p=location.pathname.replace(/(.)\\/$/,"$1"),route=D.pub[p]||(!signedIn?(p==="/auth/confirm"?"confirm":"auth"):p==="/"||p==="/auth"||p==="/auth/confirm"?"dashboard":p==="/documents"?"documents":p==="/quiz"?"quiz":p==="/admin"?"admin":/^\\/application\\/[^/]+\\/?$/.test(p)?"application":"notFound");
var filesOf=function(route,lang,signedIn){var part=D.parts[route]||route;return [].concat(D.preload[lang]||[],D.preload[route]||[],signedIn?[].concat(D.preload.signedIn||[],D.preload["portal-"+lang]||[]):[],D.preload[part+"-"+lang]||[],route==="confirm"?D.preload["auth-"+lang]||[]:[])},files=filesOf(route,lang,signedIn);
r.setAttribute("data-route",route);var E=D.early,reads=function(){if(E&&signedIn&&!link)try{return early(E,route)}catch(e){}return[]};
var seen={},add=function(f){if(seen[f])return;seen[f]=1;var k=d.createElement("link");k.rel="modulepreload";k.href=f;d.head.appendChild(k)},B=D.boot;
window[D.chunks]=function(name){var f=filesOf(name,r.lang,stored());f.forEach(add);return f};
if(!B){reads().forEach(function(j){j()});files.forEach(add);return}
var started=0,start=function(){if(started)return;if(d.readyState==="loading"){d.addEventListener("DOMContentLoaded",start);return}started=1;
var script=function(f){return function(){var m=d.createElement("script");m.type="module";m.src=f;d.head.appendChild(m)}},job=function(f){return function(){add(f)}},first=B.first||[];
var jobs=first.map(script).concat(B.preload.filter(function(f){return first.indexOf(f)<0}).map(job),[script(B.entry)],reads(),files.map(job)),run=function(){var t=performance.now();do jobs.shift()();while(jobs.length&&performance.now()-t<4);if(jobs.length)setTimeout(run,0)};run()};
requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,500);
function early(E,route){var at=function(u){return u.replace("{protocol}",location.protocol).replace("{host}",location.hostname)},
host=/^[^:]+:\\/\\/([^/:]+)/.exec(at(E.supabase)),raw=host&&JSON.parse(localStorage.getItem("sb-"+host[1].split(".")[0]+"-auth-token")||"null");
// The rule of adapters' readStoredSession (a test holds them together): a whole session, valid for the margin.
var text=function(v){return typeof v==="string"&&v!==""},rec=function(v){return typeof v==="object"&&v!==null&&!Array.isArray(v)};
if(!rec(raw)||!rec(raw.user)||!text(raw.access_token)||!text(raw.refresh_token)||!text(raw.user.id)||typeof raw.expires_at!=="number"||raw.expires_at-E.margin<=Date.now()/1000)return[];
var t=raw.access_token,api=at(E.api).replace(/\\/+$/,""),reads={},paths=E.reads.every.concat(E.candidate.indexOf(route)>=0?E.reads.candidate:[],E.reads[route]||[]);
window[E.global]={token:t,reads:reads};
return paths.map(function(p){return function(){reads[p]=fetch(api+p,{headers:{Accept:"application/json",Authorization:"Bearer "+t}}).then(function(a){return a.text().then(function(body){var h={};a.headers.forEach(function(v,k){h[k]=v});return{status:a.status,body:body,headers:h}})}).catch(function(){return null})}})}
})(${JSON.stringify(data)});`;
}

/** The shell's look, from the same theme tokens the components use; one block of custom properties a brand. */
export function shellStyle(options: ShellOptions): string {
  const fallbackTheme = options.themes[options.brands.fallback.id];
  if (fallbackTheme === undefined) throw new Error(`html-shell: no theme for ${options.brands.fallback.id}`);
  const vars = (theme: ShellTheme) =>
    [
      `--shell-page:${theme.colors.surface.page}`,
      `--shell-raised:${theme.colors.surface.raised}`,
      `--shell-border:${theme.colors.border.subtle}`,
      `--shell-title:${theme.colors.primary.text}`,
      `--shell-heading:${theme.colors.text.heading}`,
      `--shell-text:${theme.colors.text.default}`,
      `--shell-muted:${theme.colors.text.muted}`,
      `--shell-skeleton:${theme.colors.surface.sunken}`,
      `--shell-radius:${theme.radii.lg}`,
      `--shell-body-font:${theme.typography.fontFamily.body}`,
      `--shell-heading-font:${theme.typography.fontFamily.heading}`,
      `--shell-link:${theme.colors.text.link}`,
      `--shell-focus:${theme.colors.focusRing}`,
    ].join(';');
  const brandBlocks = [options.brands.first, options.brands.second]
    .map((brand) => {
      const theme = options.themes[brand.id];
      return theme ? `html[data-brand="${brand.id}"]{${vars(theme)}}` : '';
    })
    .join('');
  const { space, sizes, typography, breakpoints } = fallbackTheme;
  const publicRoutes = Object.values(PUBLIC_ROUTES);
  return [
    `:root{${vars(fallbackTheme)}}`,
    brandBlocks,
    `body{margin:0;font-family:var(--shell-body-font);font-size:${typography.fontSize.md};line-height:${typography.lineHeight.normal};color:var(--shell-text);background:var(--shell-page)}`,
    `.shell-header{background:var(--shell-raised);border-bottom:1px solid var(--shell-border)}`,
    // As the PageHeader draws it on a phone: one bar, the title on up to two lines, the account button's place.
    `.shell-bar{max-width:${sizes.contentMax};margin:0 auto;padding:${space[2]} ${space[4]};min-height:${sizes.touchTarget};display:flex;align-items:center;gap:${space[4]}}`,
    // The title, after the place of a page's Back button (its icon alone on a phone, as PageHeader draws it on /documents).
    `.shell-brand{flex:1 1 0;min-width:0;display:flex;align-items:center;gap:${space[3]}}.shell-back{display:none;flex:none;width:${sizes.touchTarget};height:${sizes.touchTarget}}html[data-route="documents"] .shell-back{display:block}`,
    `.shell-title{min-width:0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;font-family:var(--shell-heading-font);font-size:${typography.fontSize.md};line-height:${typography.lineHeight.tight};font-weight:${typography.fontWeight.bold};color:var(--shell-title)}`,
    `.shell-menu{flex:none;width:${sizes.touchTarget};height:${sizes.touchTarget};border-radius:50%;background:var(--shell-skeleton)}`,
    `.shell-main{max-width:${sizes.contentMax};margin:0 auto;padding:${space[4]} ${space[4]} ${space[16]}}`,
    // The sign-in page's h1, as Typography draws it, so the heading does not move when React takes over.
    `.shell-heading{margin:0 0 ${space[6]};font-family:var(--shell-heading-font);font-size:${typography.fontSize['2xl']};font-weight:${typography.fontWeight.bold};line-height:${typography.lineHeight.tight};color:var(--shell-heading);overflow-wrap:anywhere}`,
    `.shell-block{background:var(--shell-skeleton);border-radius:var(--shell-radius);height:8rem;margin-bottom:${space[4]}}`,
    `.shell-line{background:var(--shell-skeleton);border-radius:var(--shell-radius);height:1rem;width:60%;margin-bottom:${space[6]}}`,
    // A page head as the page's Stack draws it (heading, 4 px, muted lead, then the page's 24 px gap).
    `.shell-head{display:none}.shell-head .shell-heading{margin-bottom:${space[1]}}.shell-lead{margin:0 0 ${space[6]};color:var(--shell-muted)}`,
    ...Object.keys(SHELL_PAGE_HEADS).map((page) => `html[data-route="${page}"] .shell-head[data-page="${page}"]{display:block}html[data-route="${page}"] .shell-line,html[data-route="${page}"] .shell-welcome{display:none}`),
    `html[data-shell="auth"] .shell-header,html[data-shell="portal"] .shell-welcome{display:none}`,
    `html[data-shell="auth"] .shell-main{max-width:40rem;padding-top:4.5rem}`,
    `html:not([data-shell="auth"]) .shell-line{width:40%}`,
    // The staff pages' header says the staff title, as PortalHeader does for admins and agents.
    `.shell-staff,${STAFF_ROUTES.map((route) => `html[data-route="${route}"] .shell-candidate`).join(',')}{display:none}${STAFF_ROUTES.map((route) => `html[data-route="${route}"] .shell-staff`).join(',')}{display:inline}`,
    `@media (min-width:${breakpoints.md}){.shell-bar{padding:${space[4]} ${space[6]}}.shell-brand{flex:0 1 auto}html[data-route] .shell-back{display:none}.shell-title{display:block;-webkit-line-clamp:unset;overflow:visible;font-size:${typography.fontSize.lg};line-height:inherit;overflow-wrap:anywhere}.shell-menu{display:none}.shell-main{padding:${space[8]} ${space[6]} ${space[16]}}html[data-shell="auth"] .shell-main{padding-top:6rem}.shell-heading{font-size:${typography.fontSize['3xl']}}}`,
    // The public pages draw no signed-in header, in the sign-in page's column (features/rights/rights-frame.tsx).
    `${publicRoutes.map((route) => `html[data-route="${route}"] .shell-header`).join(',')}{display:none}`,
    `${publicRoutes.map((route) => `html[data-route="${route}"] .shell-main`).join(',')}{max-width:40rem;padding-top:4.5rem}`,
    `@media (min-width:${breakpoints.md}){${publicRoutes.map((route) => `html[data-route="${route}"] .shell-main`).join(',')}{padding-top:6rem}}`,
    footerStyle(fallbackTheme),
    `@media (prefers-reduced-motion:no-preference){.shell-block,.shell-line{animation:shell-pulse 1.6s ease-in-out infinite}}`,
    `@keyframes shell-pulse{50%{opacity:.55}}`,
    shellTextRules(options),
  ].join('');
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What React replaces on its first render: the header bar and a skeleton of the page. Every brand's and
 * language's texts are in the markup and CSS shows the one of `html[data-brand][lang]`: no script writes text.
 */
export function shellMarkup(options: ShellOptions): string {
  const { first, second, fallback } = options.brands;
  // A title names the school alone; a sentence ('Bienvenue à {school}') as the domain's brandNameInSentence does.
  const variants = (text: (texts: ShellTexts) => string, school: 'title' | 'sentence' = 'title') =>
    [first, second, fallback]
      .flatMap((brand) =>
        (['en', 'fr'] as const).map((language) => {
          const name = school === 'sentence' ? (brand.nameInSentence?.[language] ?? brand.name) : brand.name;
          return `<span data-for="${brand.id}-${language}">${escapeHtml(text(options.texts[language]).replace('{school}', name))}</span>`;
        }),
      )
      .join('');
  return [
    '<div class="shell" aria-hidden="true">',
    `<div class="shell-header"><div class="shell-bar"><span class="shell-brand"><span class="shell-back"></span><span class="shell-title"><span class="shell-candidate">${variants((texts) => texts.portalTitle)}</span><span class="shell-staff">${variants((texts) => texts.staffTitle)}</span></span></span><span class="shell-menu"></span></div></div>`,
    `<div class="shell-main"><p class="shell-heading shell-welcome">${variants((texts) => texts.welcome, 'sentence')}</p>`,
    ...(Object.keys(SHELL_PAGE_HEADS) as ShellPage[]).map(
      (page) =>
        `<div class="shell-head" data-page="${page}"><p class="shell-heading">${variants((texts) => texts.pages[page].heading, 'sentence')}</p><p class="shell-lead">${variants((texts) => texts.pages[page].lead, 'sentence')}</p></div>`,
    ),
    `<div class="shell-line"></div><div class="shell-block"></div><div class="shell-block"></div></div>`,
    '</div>',
  ].join('');
}

/**
 * The footer of every page: plain links to the public pages, outside #root so React never replaces it and no
 * script draws it (the sign-in page's JavaScript is at its budget). Both languages' texts are in the markup and the
 * style shows the one of `html[lang]`, which the language switch sets. Below #root, which takes at least the
 * screen's height: it starts below the fold and never moves in view when a page draws (no layout shift).
 */
export function shellFooter(options: ShellOptions): string {
  const both = (text: (texts: ShellTexts) => string) =>
    (['en', 'fr'] as const).map((language) => `<span data-lang="${language}">${escapeHtml(text(options.texts[language]))}</span>`).join('');
  const links = PUBLIC_PATHS.map((path) => `<li><a href="${path}">${both((texts) => texts.footer.links[path])}</a></li>`).join('');
  return `<footer class="site-footer"><nav aria-labelledby="site-footer-label"><span id="site-footer-label" class="site-footer-label">${both((texts) => texts.footer.label)}</span><ul>${links}</ul></nav></footer>`;
}

/**
 * The footer's look, from the shell's brand variables: links in the link colour on the raised surface (pairs the
 * themes' contrast test checks), each a 44 px target with the components' focus ring. Hidden on /quiz: the quiz keeps
 * Tab inside its page (features/quiz/use-tab-cycle.ts) and counts leaving it, and shows no contact button either;
 * the quiz page sets data-footer="hidden" itself for an arrival without a page load.
 */
const footerStyle = ({ space, sizes, breakpoints }: ShellTheme): string =>
  [
    `#root{min-height:100vh;min-height:100dvh}`,
    `.site-footer{background:var(--shell-raised);border-top:1px solid var(--shell-border);font-family:var(--shell-body-font)}`,
    `.site-footer nav{max-width:${sizes.contentMax};margin:0 auto;padding:${space[2]} ${space[4]}}`,
    `.site-footer ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;column-gap:${space[4]}}`,
    `.site-footer a{display:inline-flex;align-items:center;min-height:${sizes.touchTarget};padding:0 ${space[2]};color:var(--shell-link);text-decoration:underline;text-underline-offset:.2em;border-radius:4px}`,
    `.site-footer a:focus-visible{outline:3px solid var(--shell-focus);outline-offset:2px}`,
    `.site-footer-label{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}`,
    `.site-footer [data-lang]{display:none}html[lang="en"] .site-footer [data-lang="en"],html[lang="fr"] .site-footer [data-lang="fr"]{display:inline}`,
    // From md up the contact button floats at the bottom right: the footer keeps its place free.
    `@media (min-width:${breakpoints.md}){.site-footer nav{padding:${space[2]} calc(${sizes.floatingButton} + 2 * ${space[4]}) ${space[2]} ${space[6]}}}`,
    `html[data-route="quiz"] .site-footer,html[data-footer="hidden"] .site-footer{display:none}`,
  ].join('');

/** Shows the texts of the page's brand and language (see shellMarkup). */
const shellTextRules = (options: ShellOptions): string => {
  const { first, second, fallback } = options.brands;
  const shown = [first, second, fallback]
    .flatMap((brand) => (['en', 'fr'] as const).map((language) => `html[data-brand="${brand.id}"][lang="${language}"] [data-for="${brand.id}-${language}"]`))
    .join(',');
  return `.shell [data-for]{display:none}${shown}{display:inline}`;
};

/** The web app's catalogs, for the two texts the shell shows. */
export function shellTextsFrom(webRoot: string): ShellOptions['texts'] {
  const read = (language: 'en' | 'fr'): ShellTexts => {
    const catalog = JSON.parse(readFileSync(join(webRoot, 'src/i18n/messages', `${language}.json`), 'utf8')) as Record<string, string>;
    const text = (id: string) => {
      const value = catalog[id];
      if (typeof value !== 'string') throw new Error(`html-shell: ${language}.json has no ${id}`);
      return value;
    };
    const pages = Object.fromEntries(
      Object.entries(SHELL_PAGE_HEADS).map(([page, ids]) => [page, { heading: text(ids.heading), lead: text(ids.lead) }]),
    ) as ShellTexts['pages'];
    const footer = {
      label: text('rights.footer.label'),
      links: Object.fromEntries(PUBLIC_PATHS.map((path) => [path, text(`rights.${PUBLIC_ROUTES[path]}.title`)])) as ShellTexts['footer']['links'],
    };
    return { portalTitle: text('header.portalTitle'), staffTitle: text('header.staffTitle'), welcome: text('auth.welcome'), pages, footer };
  };
  return { en: read('en'), fr: read('fr') };
}

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The chunks run as scripts of their own before the entry (ShellBoot.first), by their chunk name. */
export const FIRST_CHUNK_NAMES = ['react'] as const;

/** Takes Vite's entry script and modulepreload tags out of the built page, for the inline script to add. */
export function takeBootTags(html: string, bundle: Readonly<Record<string, BundleChunk>> = {}): { html: string; boot: ShellBoot } {
  const entries = [...html.matchAll(ENTRY_TAG)].map((match) => match[1] ?? '');
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) throw new Error(`html-shell: expected one entry script in index.html, found ${entries.length}`);
  const preload = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1] ?? '');
  const firstFiles = new Set(Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && (FIRST_CHUNK_NAMES as readonly string[]).includes(chunk.name ?? '')).map((chunk) => chunk.fileName));
  const first = preload.filter((file) => firstFiles.has(file.replace(/^\//, '')));
  return { html: html.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, ''), boot: { entry, preload, ...(first.length > 0 ? { first } : {}) } };
}

/** Puts the shell, its style and its script into index.html (the preloads and the boot only in the production build). */
export function htmlShell(options: ShellOptions): Plugin {
  return {
    name: 'admission-html-shell',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const preload = context.bundle ? preloadMapOf(context.bundle as unknown as Record<string, BundleChunk>) : {};
        const { html: withoutBoot, boot } = context.bundle ? takeBootTags(html, context.bundle as unknown as Record<string, BundleChunk>) : { html, boot: null };
        return withoutBoot
          .replace('<div id="root"></div>', `<div id="root">${shellMarkup(options)}</div>\n    ${shellFooter(options)}`)
          .replace('</title>', `</title>\n    <style>${shellStyle(options)}</style>\n    <script>${shellScript(options, preload, boot)}</script>`);
      },
    },
  };
}
