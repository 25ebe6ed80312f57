import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../scripts/static-host.mjs';
import { contentSecurityPolicy, headersFile, inlineScriptHashes, nginxSnippet, policyOrigins, securityHeaders } from './security-headers';

const PRODUCTION = { VITE_API_URL: 'https://api.northbridge.example/v1', VITE_SUPABASE_URL: 'https://abcd.supabase.co' };
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.split(' ')[0] === name);

describe('policyOrigins', () => {
  it('takes the API and Supabase origins of the build variables', () => {
    expect(policyOrigins(PRODUCTION)).toEqual({ connect: ['https://api.northbridge.example', 'https://abcd.supabase.co'], storage: ['https://abcd.supabase.co'] });
  });

  it('without them, the local backend on any loopback name at its port', () => {
    expect(policyOrigins({ VITE_BACKEND_PORT: '54398' }).connect).toEqual(['http://localhost:54398', 'http://*.localhost:54398', 'http://127.0.0.1:54398']);
    expect(policyOrigins({ VITE_BACKEND_URL: 'http://backend.test:9000/' }).storage).toEqual(['http://backend.test:9000']);
  });

  it('refuses a variable that is not a URL', () => {
    expect(() => policyOrigins({ VITE_API_URL: 'api.example' })).toThrow(/VITE_API_URL is not a URL/);
  });
});

describe('the content security policy', () => {
  const policy = contentSecurityPolicy(policyOrigins(PRODUCTION), ["'sha256-abc='"]);

  it('runs scripts only from the site and the hashed inline script', () => {
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('connects only to the site, the API and Supabase; frames and images from Storage or the page memory only', () => {
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.northbridge.example https://abcd.supabase.co");
    expect(directive(policy, 'frame-src')).toBe('frame-src blob: https://abcd.supabase.co');
    expect(directive(policy, 'img-src')).toBe("img-src 'self' blob: https://abcd.supabase.co");
  });

  it('cannot be framed, has no plugins or base URL, and upgrades requests when every origin is https', () => {
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(policy).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy(policyOrigins({}), [])).not.toContain('upgrade-insecure-requests');
  });
});

describe('inlineScriptHashes', () => {
  it('hashes each inline script as the browser does, and skips scripts with src', () => {
    const code = '(function(){document.title="x"})();';
    const html = `<head><script type="module" crossorigin src="/assets/index.js"></script><script>${code}</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${createHash('sha256').update(code).digest('base64')}'`]);
  });

  it('skips a data block (JSON the boot script reads), which the browser never runs', () => {
    const code = 'JSON.parse(document.getElementById("shell-data").textContent);';
    const html = `<head><script type="application/json" id="shell-data">{"boot":null}</script><script>${code}</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${createHash('sha256').update(code).digest('base64')}'`]);
  });
});

describe('the headers files', () => {
  const headers = securityHeaders(policyOrigins(PRODUCTION), ["'sha256-abc='"]);

  it('sends HSTS, nosniff, no referrer and no powerful features', () => {
    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('_headers reads back (as the e2e static host reads it) as the same headers for every path, with immutable caching for hashed assets', () => {
    const rules = parseHeadersFile(headersFile(headers));
    expect(headersFor(rules, '/auth/confirm')).toEqual(headers);
    expect(headersFor(rules, '/assets/app-123.js')).toEqual({ ...headers, 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  it('the nginx snippet adds each header always', () => {
    const snippet = nginxSnippet(headers);
    expect(snippet).toContain(`add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`);
    expect(snippet.match(/^add_header /gm)).toHaveLength(Object.keys(headers).length);
  });

  it('refuses a _headers line it cannot read', () => {
    expect(() => parseHeadersFile('  X-Orphan: 1')).toThrow(/cannot read/);
  });
});
