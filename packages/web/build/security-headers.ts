// The production build's security headers, from one source: a strict content security policy built from the
// build's own configuration (the API and Supabase origins of the VITE_* variables) and the hash of every inline
// script of index.html, plus HSTS, nosniff, Referrer-Policy and Permissions-Policy. The build writes them for
// static hosts as `_headers` (Netlify, Cloudflare Pages) and as an nginx snippet (docs/decisions/0008).
import { createHash } from 'node:crypto';
import type { Plugin, ResolvedConfig } from 'vite';

/** The file names the build writes next to index.html. */
export const HEADERS_FILE = '_headers';
export const NGINX_FILE = 'nginx-security-headers.conf';

type Env = Readonly<Record<string, string | undefined>>;

export interface PolicyOrigins {
  /** The product API and Supabase (Auth, Storage): where the app may connect. */
  readonly connect: readonly string[];
  /** Supabase Storage: where previews (images, PDF frames) come from. */
  readonly storage: readonly string[];
}

const originOf = (url: string, variable: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`security headers: ${variable} is not a URL: "${url}"`);
  }
};

/**
 * The origins the built app talks to, as src/config/app-config.ts reads the same variables. Without VITE_API_URL
 * or VITE_SUPABASE_URL the app calls the local backend on the page's own host name: every loopback name then.
 */
export function policyOrigins(env: Env): PolicyOrigins {
  const localBackend = (): string[] => {
    if (env.VITE_BACKEND_URL) return [originOf(env.VITE_BACKEND_URL, 'VITE_BACKEND_URL')];
    const port = env.VITE_BACKEND_PORT ?? '54321';
    return ['localhost', '*.localhost', '127.0.0.1'].map((host) => `http://${host}:${port}`);
  };
  const api = env.VITE_API_URL ? [originOf(env.VITE_API_URL, 'VITE_API_URL')] : localBackend();
  const supabase = env.VITE_SUPABASE_URL ? [originOf(env.VITE_SUPABASE_URL, 'VITE_SUPABASE_URL')] : localBackend();
  return { connect: [...new Set([...api, ...supabase])], storage: supabase };
}

/** `'sha256-...'` of each inline `<script>` of a page: one without src that runs (a JSON data block never does). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? '') && !/\btype\s*=\s*["']?application\/json\b/i.test(match[1] ?? ''))
    .map((match) => `'sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}'`);
}

export function contentSecurityPolicy(origins: PolicyOrigins, scriptHashes: readonly string[]): string {
  const allHttps = [...origins.connect, ...origins.storage].every((origin) => origin.startsWith('https://'));
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    // styled-components writes <style> elements at run time, and a static host can give them no nonce.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['connect-src', "'self'", ...origins.connect],
    // Previews: images and PDFs from Storage's signed URLs; blob: for the chosen file the upload check decodes
    // through an <img>, and for a reviewer's documents, fetched with their token and shown from memory (the API
    // gives reviewers no signed URL). Nothing uses data: URLs, so neither list allows them.
    ['img-src', "'self'", 'blob:', ...origins.storage],
    ['frame-src', 'blob:', ...origins.storage],
    ['font-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (allHttps) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every header of every page (the static files included). */
export function securityHeaders(origins: PolicyOrigins, scriptHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins, scriptHashes),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    // The confirm page's URL carries a sign-in token hash: no page sends its address to anyone.
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}

/** Vite's hashed files never change: a year in any cache. */
export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Netlify's and Cloudflare Pages' `_headers`: a path pattern, then its headers indented. */
export function headersFile(headers: Readonly<Record<string, string>>): string {
  const block = (path: string, lines: Readonly<Record<string, string>>) => [path, ...Object.entries(lines).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by the web build (packages/web/build/security-headers.ts); do not edit, rebuild.',
    block('/*', headers),
    block('/assets/*', { 'Cache-Control': ASSETS_CACHE_CONTROL }),
    '',
  ].join('\n');
}

/** The same headers for nginx: include it in the portal's `server` block and in any `location` with its own add_header. */
export function nginxSnippet(headers: Readonly<Record<string, string>>): string {
  return [
    '# Written by the web build (packages/web/build/security-headers.ts); do not edit, rebuild.',
    '# nginx drops inherited add_header lines in a block that has its own: include this file there too.',
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`),
    '',
  ].join('\n');
}

interface HtmlAsset {
  readonly type: 'asset' | 'chunk';
  readonly fileName: string;
  readonly source?: string | Uint8Array;
}

/** Writes `_headers` and the nginx snippet into the build, once index.html is final. */
export function securityHeadersPlugin(): Plugin {
  let env: Env = {};
  return {
    name: 'admission-security-headers',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      env = config.env as Env;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = Object.values(bundle as Record<string, HtmlAsset>).find((item) => item.type === 'asset' && item.fileName === 'index.html');
        if (index?.source === undefined) throw new Error('security headers: the build has no index.html');
        const html = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
        const headers = securityHeaders(policyOrigins(env), inlineScriptHashes(html));
        this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile(headers) });
        this.emitFile({ type: 'asset', fileName: NGINX_FILE, source: nginxSnippet(headers) });
      },
    },
  };
}
