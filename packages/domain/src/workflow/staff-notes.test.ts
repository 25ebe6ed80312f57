import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH, authoriseNoteDeletion, authoriseNotes, validateNote } from './staff-notes';

describe('validateNote', () => {
  it('keeps tabs, refuses any other control character naming the note body', () => {
    expect(validateNote('Called:\tyes')).toEqual({ ok: true, value: 'Called:\tyes' });
    expect(validateNote('Called\u0000')).toEqual({ ok: false, error: { code: 'TEXT_CONTROL_CHARACTER', field: 'body' } });
  });

  it('keeps the text as typed, trimmed, with its line breaks (\\r\\n made \\n)', () => {
    expect(validateNote('  Called the candidate.\r\nSends the diploma Monday.  ')).toEqual({ ok: true, value: 'Called the candidate.\nSends the diploma Monday.' });
    expect(validateNote('<b>not html</b>')).toEqual({ ok: true, value: '<b>not html</b>' });
  });

  it(`takes ${NOTE_MAX_LENGTH} characters, not ${NOTE_MAX_LENGTH + 1}`, () => {
    expect(validateNote('x'.repeat(NOTE_MAX_LENGTH)).ok).toBe(true);
    expect(validateNote('é'.repeat(NOTE_MAX_LENGTH)).ok).toBe(true);
    expect(validateNote('x'.repeat(NOTE_MAX_LENGTH + 1))).toEqual({ ok: false, error: { code: 'NOTE_TOO_LONG', max: NOTE_MAX_LENGTH, length: NOTE_MAX_LENGTH + 1 } });
  });

  it.each(['', '   ', '\n\t', null, 42])('refuses an empty note (%j)', (input) => {
    expect(validateNote(input)).toEqual({ ok: false, error: { code: 'NOTE_EMPTY' } });
  });

  it('gives back a note it would accept again unchanged, never longer than the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2100, unit: 'grapheme' }), (input) => {
        const result = validateNote(input);
        if (!result.ok) return;
        expect([...result.value].length).toBeLessThanOrEqual(NOTE_MAX_LENGTH);
        expect(validateNote(result.value)).toEqual(result);
      }),
    );
  });
});

describe('who may read, write and delete notes', () => {
  it('lets staff read and write them, never a candidate', () => {
    expect(authoriseNotes('admin').ok).toBe(true);
    expect(authoriseNotes('agent').ok).toBe(true);
    expect(authoriseNotes('candidate')).toEqual({ ok: false, error: { code: 'FORBIDDEN', reason: 'NOT_STAFF' } });
    expect(authoriseNotes(null).ok).toBe(false);
  });

  it('lets only the author delete a note', () => {
    expect(authoriseNoteDeletion('agent', 'u1', { authorId: 'u1' }).ok).toBe(true);
    expect(authoriseNoteDeletion('admin', 'u2', { authorId: 'u1' })).toEqual({ ok: false, error: { code: 'FORBIDDEN', reason: 'NOT_AUTHOR' } });
    expect(authoriseNoteDeletion('candidate', 'u1', { authorId: 'u1' })).toEqual({ ok: false, error: { code: 'FORBIDDEN', reason: 'NOT_STAFF' } });
  });
});
