import { describe, expect, it } from 'vitest';
import { captureLinkError, initialLinkError, linkErrorIn } from './link-error';

describe('link error', () => {
  it('recognises a refused magic link in the fragment', () => {
    expect(linkErrorIn('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid')).toBe(true);
    expect(linkErrorIn('#access_token=abc&expires_in=3600')).toBe(false);
    expect(linkErrorIn('')).toBe(false);
  });

  it('remembers what it saw at start', () => {
    captureLinkError('#error_code=otp_expired');
    expect(initialLinkError()).toBe(true);
    captureLinkError('');
    expect(initialLinkError()).toBe(false);
  });
});
