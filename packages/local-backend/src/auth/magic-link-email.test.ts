// The sign-in email comes from the repository's Supabase files, as production's does: config.toml's subject and
// content_path, and the template, in each brand and language.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import brandColors from '@admission/tokens/brand-colors.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { SUPABASE_DIR, emailText, loadMagicLinkTemplate, magicLinkEmail, type MagicLinkVariables } from './magic-link-email';

const HASH = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4';
const variables = (data: Record<string, unknown>, redirectTo = 'http://lumiere.localhost:5173/auth/confirm'): MagicLinkVariables => ({
  SiteURL: 'http://localhost:5173',
  ConfirmationURL: `http://localhost:54321/auth/v1/verify?token=${HASH}&type=magiclink`,
  Email: 'someone@example.com',
  Token: '042137',
  TokenHash: HASH,
  RedirectTo: redirectTo,
  Data: data,
});

describe('the repository\'s sign-in email', () => {
  const template = loadMagicLinkTemplate(SUPABASE_DIR);

  it.each([
    [{ brand: 'lumiere', lang: 'fr', first_name: 'Zoé' }, 'Votre lien de connexion – École Lumière', ['Bonjour Zoé,', 'Ou saisissez ce code', 'admissions@lumiere.example', '<html lang="fr">']],
    [{ brand: 'lumiere', lang: 'en' }, 'Your sign-in link – École Lumière', ['Hello,', 'Or type this code', 'admissions@lumiere.example']],
    [{ brand: 'northbridge', lang: 'en', first_name: 'Ada' }, 'Your sign-in link – Northbridge Business School', ['Hello Ada,', 'Northbridge Business School', 'admissions@northbridge.example', '<html lang="en">']],
    [{ brand: 'northbridge', lang: 'fr' }, 'Votre lien de connexion – Northbridge Business School', ['Bonjour,', 'Northbridge Business School']],
    [{}, 'Your sign-in link', ['Admission Platform', 'Hello,']],
  ])('for %j: subject %j, the code and the confirm-page link', (data, subject, texts) => {
    const email = magicLinkEmail(template, variables(data));
    expect(email.subject).toBe(subject);
    for (const text of texts) expect(email.html).toContain(text);
    expect(email.html).toContain('042137');
    expect(email.link).toBe(`http://lumiere.localhost:5173/auth/confirm?token_hash=${HASH}&type=email`);
    // GoTrue's own link would be spent by the first scanner that opens it: the email never carries it.
    expect(email.html).not.toContain('/auth/v1/verify');
  });

  it.each([
    [{ brand: 'northbridge', lang: 'en', role: 'reviewer' }, 'To sign in to the jury’s review space, open this link'],
    [{ brand: 'lumiere', lang: 'fr', role: 'reviewer' }, 'Pour vous connecter à l’espace du jury, ouvrez ce lien'],
    [{ brand: 'lumiere', lang: 'en', role: 'reviewer' }, 'To sign in to the jury’s review space, open this link'],
    [{ brand: 'northbridge', lang: 'fr', role: 'reviewer' }, 'Pour vous connecter à l’espace du jury, ouvrez ce lien'],
    [{ brand: 'northbridge', lang: 'en', role: 'admin' }, 'To sign in to the staff portal, open this link'],
    [{ brand: 'lumiere', lang: 'fr', role: 'agent' }, 'Pour vous connecter au portail du personnel, ouvrez ce lien'],
    [{ brand: 'lumiere', lang: 'fr', role: 'candidate' }, 'Pour vous connecter à votre espace candidat, ouvrez ce lien'],
    [{ brand: 'northbridge', lang: 'en', role: 'candidate' }, 'To sign in to your applicant portal, open this link'],
  ])('for %j names the portal of the account’s role', (data, sentence) => {
    const { html } = magicLinkEmail(template, variables(data));
    expect(html).toContain(sentence);
    if (data.role !== 'candidate') expect(html).not.toMatch(/applicant portal|espace candidat/);
  });

  it.each([
    ['lumiere', 'lumiere'],
    ['northbridge', 'northbridge'],
    [undefined, 'default'],
  ] as const)('draws its button for brand %s in that brand’s colours (those of its theme)', (brand, theme) => {
    const { primary } = brandColors[theme];
    for (const lang of ['en', 'fr']) {
      expect(magicLinkEmail(template, variables({ brand, lang })).html).toContain(`background:${primary.solid};color:${primary.onSolid};`);
    }
  });

  it('in French puts a no-break space before : ; ? and !', () => {
    const text = emailText(magicLinkEmail(template, variables({ brand: 'lumiere', lang: 'fr' })).html).replace(/\bhttps?:\/\/\S+/g, 'URL');
    const marks = [...text.matchAll(/(.)([:;?!])/gu)];
    expect(marks.length).toBeGreaterThan(2);
    expect(marks.filter((mark) => mark[1] !== '\u00a0').map((mark) => mark[0])).toEqual([]);
  });

  it('escapes what comes from the account', () => {
    const email = magicLinkEmail(template, variables({ lang: 'en', first_name: '<img src=x onerror=alert(1)>' }));
    expect(email.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
  });

  it('reads as plain text with the link and the code', () => {
    const text = emailText(magicLinkEmail(template, variables({ brand: 'northbridge', lang: 'en' })).html);
    expect(text).toContain(`Open the sign-in page: http://lumiere.localhost:5173/auth/confirm?token_hash=${HASH}&type=email`);
    expect(text).toContain('042137');
    expect(text).not.toMatch(/<|&amp;|margin:/);
  });
});

describe('loadMagicLinkTemplate', () => {
  const project = (config: string, files: Record<string, string> = {}): string => {
    const root = mkdtempSync(join(tmpdir(), 'supabase-project-'));
    mkdirSync(join(root, 'supabase', 'templates'), { recursive: true });
    writeFileSync(join(root, 'supabase', 'config.toml'), config);
    for (const [path, content] of Object.entries(files)) writeFileSync(join(root, path), content);
    return join(root, 'supabase');
  };

  it('reads content_path from the directory that holds supabase/, as the Supabase CLI does', () => {
    const dir = project('[auth.email.template.magic_link]\nsubject = "Code {{ .Token }}"\ncontent_path = "./supabase/templates/t.html"\n', {
      'supabase/templates/t.html': '<a href="{{ .RedirectTo }}?token_hash={{ .TokenHash }}">go</a>',
    });
    const email = magicLinkEmail(loadMagicLinkTemplate(dir), variables({}, 'http://localhost:5173/auth/confirm'));
    expect(email.subject).toBe('Code 042137');
    expect(email.link).toBe(`http://localhost:5173/auth/confirm?token_hash=${HASH}`);
  });

  it('fails at once without the entry, its content file, or with a template outside the subset', () => {
    expect(() => loadMagicLinkTemplate(project('[auth]\nsite_url = "x"\n'))).toThrow(/needs a subject and a content_path/);
    expect(() => loadMagicLinkTemplate(project('[auth.email.template.magic_link]\nsubject = "x"\ncontent_path = "./supabase/templates/none.html"\n'))).toThrow(/ENOENT/);
    const outside = project('[auth.email.template.magic_link]\nsubject = "x"\ncontent_path = "./supabase/templates/t.html"\n', {
      'supabase/templates/t.html': '{{ with .Data }}{{ end }}',
    });
    expect(() => loadMagicLinkTemplate(outside)).toThrow(/not supported/);
  });
});
