import { describe, expect, it } from 'vitest';
import { httpsUrl } from './https-url';

describe('httpsUrl', () => {
  it('keeps an absolute https address as the URL parser reads it', () => {
    expect(httpsUrl('https://meet.example.org/room?id=1')).toBe('https://meet.example.org/room?id=1');
    expect(httpsUrl('HTTPS://Example.org')).toBe('https://example.org/');
  });

  it.each(['http://example.org', 'example.org', '/room', 'mailto:a@example.org', 'https://', ''])('refuses %j', (link) => {
    expect(httpsUrl(link)).toBeNull();
  });
});
