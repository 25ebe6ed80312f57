// The shell index.html draws before any script: every brand's and language's texts, shown by the style for the page's
// brand and language, and the footer.
import { describe, expect, it } from 'vitest';
import { brandThemes } from '../../ui/src/theme/themes';
import { brandConfig } from '../src/config/brands';
import { SHELL_DATA_ID } from '../src/boot/shell-data';
import { htmlShell, shellFooter, shellMarkup, shellStyle, shellTextsFrom } from './html-shell';

const options = { brands: brandConfig, themes: brandThemes, texts: shellTextsFrom(new URL('..', import.meta.url).pathname) };

/** index.html as the plugin leaves it in development (no bundle). */
const transformed = (html: string): Promise<string> => {
  const transform = htmlShell(options).transformIndexHtml as { handler: (html: string, context: object) => Promise<string> };
  return transform.handler(html, {});
};

describe('the html-shell plugin', () => {
  it('puts the style, the boot script\'s data and the boot script after the title, the data first', async () => {
    const html = await transformed('<html><head><title>x</title></head><body><div id="root"></div></body></html>');
    const style = html.indexOf('<style>');
    const data = html.indexOf(`<script type="application/json" id="${SHELL_DATA_ID}">`);
    const script = html.indexOf('<script>');
    expect(html.indexOf('</title>')).toBeLessThan(style);
    expect(style).toBeLessThan(data);
    expect(data).toBeLessThan(script);
    // Development: no chunks to preload, the page's own entry script, no early reads without the option.
    expect(html).toContain('{"preload":{},"boot":null,"early":null}');
  }, 60_000);
});

describe('the footer of every page', () => {
  it('links the three public pages with plain links, both languages in the markup, the style showing the page\'s', () => {
    const footer = shellFooter(options);
    expect(footer).toMatch(/^<footer class="site-footer"><nav aria-labelledby="site-footer-label">/);
    expect(footer).toContain('<li><a href="/accessibility"><span data-lang="en">Accessibility statement</span><span data-lang="fr">Déclaration d’accessibilité</span></a></li>');
    expect(footer).toContain('<a href="/privacy"><span data-lang="en">Privacy notice</span><span data-lang="fr">Politique de confidentialité</span></a>');
    expect(footer).toContain('<a href="/cookies"><span data-lang="en">Cookies and storage</span><span data-lang="fr">Cookies et stockage</span></a>');
    expect(footer).not.toContain('<script');
    const style = shellStyle(options);
    expect(style).toContain('html[lang="en"] .site-footer [data-lang="en"],html[lang="fr"] .site-footer [data-lang="fr"]{display:inline}');
    expect(style).toContain(`--shell-link:${brandThemes.lumiere.colors.text.link}`);
    expect(style).toContain('.site-footer a:focus-visible{outline:3px solid var(--shell-focus)');
    expect(style).toContain(`min-height:${brandThemes.northbridge.sizes.touchTarget}`);
  });

  it('sits outside #root (React never replaces it), below a root as tall as the screen (no shift in view)', async () => {
    const html = await transformed('<html><head><title>x</title></head><body><div id="root"></div></body></html>');
    expect(html.indexOf('<footer class="site-footer">')).toBeGreaterThan(html.indexOf('</div>\n'));
    expect(html).toMatch(/<div id="root">.*<\/div>\n\s*<footer class="site-footer">/s);
    expect(shellStyle(options)).toContain('#root{min-height:100vh;min-height:100dvh}');
  });

  it('is hidden on the quiz (the quiz keeps Tab inside its page), by the route or by the quiz page itself', () => {
    expect(shellStyle(options)).toContain('html[data-route="quiz"] .site-footer,html[data-footer="hidden"] .site-footer{display:none}');
  });

  it('keeps the floating contact button\'s place free from md up', () => {
    const { floatingButton } = brandThemes.northbridge.sizes;
    expect(shellStyle(options)).toMatch(new RegExp(`@media \\(min-width:768px\\)\\{\\.site-footer nav\\{padding:[^}]*calc\\(${floatingButton.replace('.', '\\.')} \\+ 2 \\* 1rem\\)`));
  });
});

describe('the shell markup and style', () => {
  it('holds the title and the sign-in heading of every brand and language, escaped, shown by the style for its own brand and language', () => {
    const markup = shellMarkup(options);
    expect(markup).toContain('<span data-for="lumiere-fr">École Lumière · Portail candidat</span>');
    expect(markup).toContain('<span data-for="northbridge-en">Welcome to Northbridge Business School</span>');
    // In a French sentence the school takes its article, as the page says it.
    expect(markup).toContain(`<span data-for="lumiere-fr">Bienvenue à l'École Lumière</span>`);
    expect(shellStyle(options)).toContain('html[data-brand="lumiere"][lang="fr"] [data-for="lumiere-fr"]');
    expect(shellStyle(options)).toContain(`--shell-page:${brandThemes.lumiere.colors.surface.page}`);
  });

  it('keeps the place of the Back button before the title on /documents on a phone, as the page header draws it', () => {
    expect(shellMarkup(options)).toContain('<span class="shell-brand"><span class="shell-back"></span><span class="shell-title">');
    const style = shellStyle(options);
    expect(style).toContain('html[data-route="documents"] .shell-back{display:block}');
    expect(style).toMatch(/@media \(min-width:768px\)\{[^@]*html\[data-route\] \.shell-back\{display:none\}/);
  });

  it('titles the staff pages with the staff title, in both languages, and every other page with the candidate one', () => {
    const markup = shellMarkup(options);
    expect(markup).toContain('<span class="shell-staff"><span data-for="northbridge-en">Northbridge Business School · Staff Portal</span>');
    expect(markup).toContain('<span data-for="lumiere-fr">École Lumière · Portail du personnel</span>');
    const style = shellStyle(options);
    expect(style).toContain('.shell-staff,html[data-route="admin"] .shell-candidate,html[data-route="application"] .shell-candidate,html[data-route="ranking"] .shell-candidate,html[data-route="jurySettings"] .shell-candidate,html[data-route="interviewSlots"] .shell-candidate{display:none}');
    expect(style).toContain('html[data-route="admin"] .shell-staff,html[data-route="application"] .shell-staff,html[data-route="ranking"] .shell-staff,html[data-route="jurySettings"] .shell-staff,html[data-route="interviewSlots"] .shell-staff{display:inline}');
  });

  it("titles a reviewer's pages with the jury's title, in both languages", () => {
    const markup = shellMarkup(options);
    expect(markup).toContain('<span class="shell-jury"><span data-for="northbridge-en">Northbridge Business School · Jury</span>');
    const style = shellStyle(options);
    expect(style).toContain('html[data-route="reviews"] .shell-candidate');
    expect(style).toContain('html[data-route="reviews"] .shell-jury,html[data-route="review"] .shell-jury{display:inline}');
  });

  it('draws the static head of the documents and admin pages in both languages, shown only on its own route', () => {
    const markup = shellMarkup(options);
    expect(markup).toContain('<div class="shell-head" data-page="documents"><p class="shell-heading">');
    expect(markup).toContain('<span data-for="lumiere-fr">Vos documents</span>');
    expect(markup).toContain('<span data-for="northbridge-en">Answer the questions, upload each required document, then submit everything for review.</span>');
    expect(shellStyle(options)).toContain('html[data-route="documents"] .shell-head[data-page="documents"]{display:block}');
  });

  it('draws the jury pages\' static heads (the queue, the review page, the ranking), each on its own route', () => {
    const markup = shellMarkup(options);
    const style = shellStyle(options);
    for (const page of ['reviews', 'review', 'ranking']) {
      expect(markup).toContain(`<div class="shell-head" data-page="${page}"><p class="shell-heading">`);
      expect(style).toContain(`html[data-route="${page}"] .shell-head[data-page="${page}"]{display:block}`);
    }
    expect(markup).toContain('<span data-for="northbridge-en">Your reviews</span>');
    expect(markup).toContain('<span data-for="lumiere-fr">Évaluer une candidature</span>');
    expect(markup).toContain('<span data-for="northbridge-en">Jury ranking</span>');
  });

  it("draws the sign-in page's heading and intro, in the brand's language: French for the second brand, English for the first", () => {
    const markup = shellMarkup(options);
    const head = markup.slice(markup.indexOf('<div class="shell-head" data-page="auth">'));
    expect(head).toMatch(/^<div class="shell-head" data-page="auth"><p class="shell-heading">/);
    const auth = head.slice(0, head.indexOf('</div>') + '</div>'.length);
    expect(auth).toContain(`<span data-for="lumiere-fr">Bienvenue à l'École Lumière</span>`);
    expect(auth).toContain(`<span data-for="lumiere-fr">Connectez-vous avec l'adresse e-mail utilisée pour votre candidature. Nous vous enverrons un lien de connexion.</span>`);
    expect(auth).toContain('<span data-for="northbridge-en">Welcome to Northbridge Business School</span>');
    expect(auth).toContain('<span data-for="northbridge-en">Sign in with the email address you used to apply. We will email you a sign-in link.</span>');
    const style = shellStyle(options);
    expect(style).toContain('html[data-route="auth"] .shell-head[data-page="auth"]{display:block}');
    // As the sign-in frame draws it: the heading, 24 px, then the intro inside the card's border and padding.
    expect(style).toContain('html[data-route="auth"] .shell-head .shell-heading,html[data-route="confirm"] .shell-head .shell-heading{margin-bottom:1.5rem}');
    expect(style).toContain('html[data-route="auth"] .shell-lead,html[data-route="confirm"] .shell-lead{padding:1rem;');
    expect(style).toContain('@media (min-width:768px){html[data-route="auth"] .shell-lead,html[data-route="confirm"] .shell-lead{padding:1.5rem}}');
    // The column as the sign-in frame lays it out: border-box, the heading below the language switch's row.
    expect(style).toContain('html[data-route="auth"] .shell-main,html[data-route="confirm"] .shell-main{--shell-frame-top:1rem;--shell-switch:2.25rem;box-sizing:border-box;padding-top:calc(var(--shell-frame-top) + var(--shell-switch) + 2px + 1.5rem)}');
    expect(style).toContain('@media (pointer: coarse), (max-width: 479.98px){html[data-route="auth"] .shell-main,html[data-route="confirm"] .shell-main{--shell-switch:2.75rem}}');
  });

  it('draws one heading a page: no welcome of its own besides the pages\' heads', () => {
    expect(shellMarkup(options)).not.toContain('shell-welcome');
    expect(shellStyle(options)).not.toContain('shell-welcome');
  });
});
