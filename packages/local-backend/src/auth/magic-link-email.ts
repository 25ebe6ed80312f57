// The sign-in email, rendered from the same files Supabase Auth sends in production: the subject and content path
// of `[auth.email.template.magic_link]` in supabase/config.toml, and the template it names.
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseGoTemplate, renderGoTemplate } from './go-template';
import { readTomlTable } from './toml-table';

/** The repository's Supabase project (config.toml, templates/), as the Supabase CLI reads it. */
export const SUPABASE_DIR = fileURLToPath(new URL('../../../../supabase', import.meta.url));

export interface MagicLinkTemplate {
  readonly subject: ReturnType<typeof parseGoTemplate>;
  readonly body: ReturnType<typeof parseGoTemplate>;
}

/** GoTrue's variables for the magic_link template (its MagicLinkMail). */
export interface MagicLinkVariables {
  readonly SiteURL: string;
  /** GoTrue's own one-time link (GET /verify): one GET spends it, so the template does not use it. */
  readonly ConfirmationURL: string;
  readonly Email: string;
  readonly Token: string;
  readonly TokenHash: string;
  /** The redirect the portal asked for, if allowed, else the site URL. */
  readonly RedirectTo: string;
  /** The account's user_metadata. */
  readonly Data: Readonly<Record<string, unknown>>;
}

export interface MagicLinkEmail {
  readonly subject: string;
  readonly html: string;
  /** The email's sign-in link: its first link that carries the token hash ('' when it has none). */
  readonly link: string;
}

/** Reads and parses the template config.toml names; a missing entry or file is an error at start, not at first email. */
export function loadMagicLinkTemplate(supabaseDir: string): MagicLinkTemplate {
  const configFile = join(supabaseDir, 'config.toml');
  const entry = readTomlTable(readFileSync(configFile, 'utf8'), 'auth.email.template.magic_link');
  const { subject, content_path: contentPath } = entry ?? {};
  if (typeof subject !== 'string' || typeof contentPath !== 'string') {
    throw new Error(`${configFile}: [auth.email.template.magic_link] needs a subject and a content_path`);
  }
  // The Supabase CLI reads a template's content_path from the directory that holds supabase/.
  const contentFile = isAbsolute(contentPath) ? contentPath : join(dirname(supabaseDir), contentPath);
  return { subject: parseGoTemplate(subject), body: parseGoTemplate(readFileSync(contentFile, 'utf8')) };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#34': '"', '#39': "'", '#43': '+', nbsp: '\u00a0' };
/** The entities html/template writes (and a few common ones) back to their characters. */
export const decodeEntities = (html: string): string => html.replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity);

export function magicLinkEmail(template: MagicLinkTemplate, variables: MagicLinkVariables): MagicLinkEmail {
  const html = renderGoTemplate(template.body, { ...variables });
  const hrefs = [...html.matchAll(/\bhref\s*=\s*"([^"]*)"/gi)].map((match) => decodeEntities(match[1] ?? ''));
  return {
    subject: renderGoTemplate(template.subject, { ...variables }),
    html,
    link: hrefs.find((href) => href.includes(variables.TokenHash)) ?? '',
  };
}

/**
 * A plain-text reading of an email's HTML, for the console and the outbox's `text`: links as "label: URL" (in a French
 * email "label : URL", with a no-break space), no-break spaces kept.
 */
export function emailText(html: string): string {
  const colon = /<html\b[^>]*\blang\s*=\s*"fr"/i.test(html) ? '\u00a0:' : ':';
  const body = html
    .replace(/<(head|style|script)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\b[^>]*\bhref\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_all, href: string, label: string) => `${label}${colon} ${href}`)
    .replace(/<br\s*\/?>|<\/(p|div|h\d|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(body)
    .split('\n')
    .map((line) => line.replace(/[^\S\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
