// The page before any JavaScript: the brand's title, icon, colours and a layout skeleton in index.html,
// and, in the production build, `modulepreload` links for exactly the chunks the opened route needs, so
// the browser fetches them all at once instead of discovering them one import at a time.
// The boot script (src/boot, bundled by build/boot-script.ts) picks the brand (from the host name), the language and
// the route; in the production build it also starts the app, once the shell has painted (decision 0011): on a slow
// phone, evaluating the app's modules would otherwise hold the shell's first paint back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '@admission/domain';
import type { Plugin } from 'vite';
// Relative imports of plain modules: Vite loads this file with Node, which cannot import a workspace package's TypeScript.
import { bootTags, bundleBootScript, preloadMapOf, shellData, takeBootTags, type BundleChunk, type EarlyReadsTarget } from './boot-script';
import { ROUTES, type PageRoute, type RouteAccess, type RouteName } from '../src/app/routes';

/** The pages of the route table whose heading and lead are static texts, drawn by the shell as the page draws them. */
type ShellPage = Extract<(typeof ROUTES)[number], { readonly shellHead: object }>['name'];
export const SHELL_PAGE_HEADS = Object.fromEntries(
  ROUTES.flatMap((route: PageRoute) => (route.shellHead === undefined ? [] : [[route.name, route.shellHead]])),
) as Readonly<Record<ShellPage, { readonly heading: string; readonly lead: string }>>;

const namesOf = (access: readonly RouteAccess[]): RouteName[] => ROUTES.filter((route) => access.includes(route.access)).map((route) => route.name);

/** The routes (as the boot script names them) only staff open. */
const STAFF_ROUTES = namesOf(['staff', 'admin']);
/** The pages only reviewers open, titled with the jury's title as PortalHeader does. */
const JURY_ROUTES = namesOf(['reviewer']);
/** The sign-in pages, drawn by the sign-in frame (shared/sign-in-frame.tsx): the heading, then the page's card. */
const SIGN_IN_ROUTES = namesOf(['signedOut']);

/**
 * The pages anyone may open, signed in or not (the route table's public pages), in the table's order. They are drawn
 * without the signed-in header, in the sign-in page's narrow column, and linked from the footer.
 */
const PUBLIC_PAGES: readonly PageRoute[] = ROUTES.filter((route) => route.access === 'public');

export interface ShellTexts {
  /** `{school}` is replaced by the brand's name. */
  readonly portalTitle: string;
  /** The staff pages' title (/admin, /application/{id}), as the header draws it for admins and agents. */
  readonly staffTitle: string;
  /** A reviewer's pages' title (/reviews, /reviews/{id}), as the header draws it for reviewers. */
  readonly juryTitle: string;
  readonly pages: Readonly<Record<ShellPage, { readonly heading: string; readonly lead: string }>>;
  /** The footer's name and its links' texts (the public pages' titles), by path. */
  readonly footer: { readonly label: string; readonly links: Readonly<Record<string, string>> };
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
  readonly sizes: {
    readonly contentMax: string;
    readonly controlHeight: string;
    readonly controlHeightSm: string;
    readonly touchTarget: string;
    readonly floatingButton: string;
  };
  readonly breakpoints: { readonly sm: string; readonly md: string };
}

export interface ShellOptions {
  readonly brands: BrandConfig;
  /** With it, a signed-in page with a valid stored session starts its first reads from the boot script. */
  readonly earlyReads?: EarlyReadsTarget;
  /** Each brand's theme, by brand id; the fallback brand's under its id too. */
  readonly themes: Readonly<Record<string, ShellTheme>>;
  readonly texts: Readonly<Record<'en' | 'fr', ShellTexts>>;
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
  const publicRoutes = PUBLIC_PAGES.map((route) => route.name);
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
    ...Object.keys(SHELL_PAGE_HEADS).map((page) => `html[data-route="${page}"] .shell-head[data-page="${page}"]{display:block}html[data-route="${page}"] .shell-line{display:none}`),
    // A sign-in page's head as the sign-in frame draws it: the heading, the frame's 24 px gap, then the lead where the
    // page's card holds it (inside its border and padding), so that it keeps its place and its lines when React draws.
    `${SIGN_IN_ROUTES.map((route) => `html[data-route="${route}"] .shell-head .shell-heading`).join(',')}{margin-bottom:${space[6]}}`,
    `${SIGN_IN_ROUTES.map((route) => `html[data-route="${route}"] .shell-lead`).join(',')}{padding:${space[4]};background:var(--shell-raised);border:1px solid var(--shell-border);border-radius:var(--shell-radius)}`,
    `@media (min-width:${breakpoints.md}){${SIGN_IN_ROUTES.map((route) => `html[data-route="${route}"] .shell-lead`).join(',')}{padding:${space[6]}}}`,
    `html[data-shell="auth"] .shell-header{display:none}`,
    `html[data-shell="auth"] .shell-main{max-width:40rem;padding-top:4.5rem}`,
    `html:not([data-shell="auth"]) .shell-line{width:40%}`,
    // The staff pages' header says the staff title, as PortalHeader does for admins and agents.
    `.shell-staff,${STAFF_ROUTES.map((route) => `html[data-route="${route}"] .shell-candidate`).join(',')}{display:none}${STAFF_ROUTES.map((route) => `html[data-route="${route}"] .shell-staff`).join(',')}{display:inline}`,
    // A reviewer's pages say the jury's title, as PortalHeader does for reviewers.
    `.shell-jury,${JURY_ROUTES.map((route) => `html[data-route="${route}"] .shell-candidate`).join(',')}{display:none}${JURY_ROUTES.map((route) => `html[data-route="${route}"] .shell-jury`).join(',')}{display:inline}`,
    `@media (min-width:${breakpoints.md}){.shell-bar{padding:${space[4]} ${space[6]}}.shell-brand{flex:0 1 auto}html[data-route] .shell-back{display:none}.shell-title{display:block;-webkit-line-clamp:unset;overflow:visible;font-size:${typography.fontSize.lg};line-height:inherit;overflow-wrap:anywhere}.shell-menu{display:none}.shell-main{padding:${space[8]} ${space[6]} ${space[16]}}html[data-shell="auth"] .shell-main{padding-top:6rem}.shell-heading{font-size:${typography.fontSize['3xl']}}}`,
    // The public pages draw no signed-in header, in the sign-in page's column (features/rights/rights-frame.tsx).
    `${publicRoutes.map((route) => `html[data-route="${route}"] .shell-header`).join(',')}{display:none}`,
    `${publicRoutes.map((route) => `html[data-route="${route}"] .shell-main`).join(',')}{max-width:40rem;padding-top:4.5rem}`,
    `@media (min-width:${breakpoints.md}){${publicRoutes.map((route) => `html[data-route="${route}"] .shell-main`).join(',')}{padding-top:6rem}}`,
    signInFrameStyle(fallbackTheme),
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
    `<div class="shell-header"><div class="shell-bar"><span class="shell-brand"><span class="shell-back"></span><span class="shell-title"><span class="shell-candidate">${variants((texts) => texts.portalTitle)}</span><span class="shell-staff">${variants((texts) => texts.staffTitle)}</span><span class="shell-jury">${variants((texts) => texts.juryTitle)}</span></span></span><span class="shell-menu"></span></div></div>`,
    `<div class="shell-main">`,
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
  const linkText = (texts: ShellTexts, path: string): string => {
    const text = texts.footer.links[path];
    if (text === undefined) throw new Error(`The shell has no footer text for the public page ${path}`);
    return text;
  };
  const links = PUBLIC_PAGES.map(({ path }) => `<li><a href="${path}">${both((texts) => linkText(texts, path))}</a></li>`).join('');
  return `<footer class="site-footer"><nav aria-labelledby="site-footer-label"><span id="site-footer-label" class="site-footer-label">${both((texts) => texts.footer.label)}</span><ul>${links}</ul></nav></footer>`;
}

/**
 * The sign-in pages' column as the sign-in frame lays it out (a narrow Page, border-box as the components draw it): the
 * page's top padding, the language switch's row (a small control, a touch target where a finger is the pointer, as
 * ui's LanguageToggle sizes it, with its 1 px border) and the frame's 24 px gap above the heading.
 */
const signInFrameStyle = ({ space, sizes, breakpoints }: ShellTheme): string => {
  const main = SIGN_IN_ROUTES.map((route) => `html[data-route="${route}"] .shell-main`).join(',');
  const touch = `@media (pointer: coarse), (max-width: ${Number.parseFloat(breakpoints.sm) - 0.02}px)`;
  return [
    `${main}{--shell-frame-top:${space[4]};--shell-switch:${sizes.controlHeightSm};box-sizing:border-box;padding-top:calc(var(--shell-frame-top) + var(--shell-switch) + 2px + ${space[6]})}`,
    `${touch}{${main}{--shell-switch:${sizes.touchTarget}}}`,
    `@media (min-width:${breakpoints.md}){${main}{--shell-frame-top:${space[8]}}}`,
  ].join('');
};

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

/** The web app's catalogs, for the texts the shell shows. */
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
      links: Object.fromEntries(PUBLIC_PAGES.map(({ path, name }) => [path, text(`rights.${name}.title`)])),
    };
    return { portalTitle: text('header.portalTitle'), staffTitle: text('header.staffTitle'), juryTitle: text('header.juryTitle'), pages, footer };
  };
  return { en: read('en'), fr: read('fr') };
}

/**
 * Puts the shell, its style, and the boot script with its data into index.html. In the production build the data
 * holds the chunks of every page and the entry script, which Vite's own tags no longer load.
 */
export function htmlShell(options: ShellOptions): Plugin {
  // Bundled once a build or dev server, on the first page it serves.
  let bootScript: Promise<string> | undefined;
  return {
    name: 'admission-html-shell',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle as Readonly<Record<string, BundleChunk>> | undefined;
        const { html: withoutBoot, boot } = bundle ? takeBootTags(html, bundle) : { html, boot: null };
        const data = shellData(bundle ? preloadMapOf(bundle) : {}, boot, options.earlyReads);
        bootScript ??= bundleBootScript();
        const script = await bootScript;
        return withoutBoot
          .replace('<div id="root"></div>', `<div id="root">${shellMarkup(options)}</div>\n    ${shellFooter(options)}`)
          .replace('</title>', `</title>\n    <style>${shellStyle(options)}</style>\n    ${bootTags(data, script)}`);
      },
    },
  };
}
