import { describe, expect, it } from 'vitest';
import { validateFileFacts } from './validate-file-facts';

const facts = (overrides: Partial<{ name: string; size: number; type: string }> = {}) => ({
  name: 'passport.pdf',
  size: 1_000,
  type: 'application/pdf',
  ...overrides,
});

describe('validateFileFacts', () => {
  it('accepts a file of exactly 2 097 152 bytes', () => {
    expect(validateFileFacts(facts({ size: 2_097_152 }))).toEqual({ ok: true, value: { mimeType: 'application/pdf', extension: 'pdf' } });
  });

  it('refuses 2 097 153 bytes as too large', () => {
    expect(validateFileFacts(facts({ size: 2_097_153 }))).toEqual({
      ok: false,
      error: { code: 'FILE_TOO_LARGE', maxBytes: 2_097_152, size: 2_097_153 },
    });
  });

  it('checks size before anything else', () => {
    expect(validateFileFacts({ name: '', size: 3_000_000, type: '' })).toMatchObject({ error: { code: 'FILE_TOO_LARGE' } });
  });

  it('accepts an empty file as far as the facts go', () => {
    expect(validateFileFacts(facts({ size: 0 })).ok).toBe(true);
  });

  it.each([Number.NaN, -1, Number.POSITIVE_INFINITY])('refuses an impossible size %s as a failed validation', (size) => {
    expect(validateFileFacts(facts({ size }))).toMatchObject({ error: { code: 'FILE_VALIDATION_FAILED' } });
  });

  it.each(['', '   '])('refuses a missing name %j', (name) => {
    expect(validateFileFacts(facts({ name }))).toEqual({ ok: false, error: { code: 'FILE_NAME_MISSING' } });
  });

  it('refuses a file whose type could not be detected', () => {
    expect(validateFileFacts(facts({ type: '' }))).toEqual({ ok: false, error: { code: 'FILE_TYPE_UNKNOWN' } });
  });

  it.each(['image/gif', 'application/zip', 'text/plain', 'image/svg+xml'])('refuses type %s with the type', (type) => {
    expect(validateFileFacts(facts({ type }))).toEqual({ ok: false, error: { code: 'FILE_TYPE_NOT_ALLOWED', type } });
  });

  it.each([
    ['cv.pdf', 'application/pdf'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpeg'],
    ['PHOTO.JPG', 'image/jpeg'],
    ['scan.png', 'image/png'],
    ['my.scan.PNG', 'image/png'],
  ])('accepts %s as %s', (name, type) => {
    expect(validateFileFacts(facts({ name, type })).ok).toBe(true);
  });

  it.each([
    ['cv.png', 'application/pdf', 'png'],
    ['photo.pdf', 'image/jpeg', 'pdf'],
    ['scan.jpg', 'image/png', 'jpg'],
    ['noextension', 'application/pdf', ''],
    ['trailingdot.', 'image/png', ''],
  ])('refuses %s declared %s as an extension mismatch', (name, type, extension) => {
    expect(validateFileFacts(facts({ name, type }))).toEqual({ ok: false, error: { code: 'FILE_EXTENSION_MISMATCH', extension, type } });
  });
});
