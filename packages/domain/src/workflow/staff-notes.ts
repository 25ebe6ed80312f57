// Notes staff keep on an application: plain text, never shown to candidates, deleted only by
// their author.
import { type Role, isStaff } from '../roles/role';
import { checkMultilineText, type TextControlCharacter } from '../shared/free-text';
import { type Result, fail, ok } from '../shared/result';
import { characterCount } from './reasons';

/** A note as the API sends it; `mine`: written by the staff member reading it (who alone may delete it). */
export interface StaffNote {
  readonly id: number;
  readonly body: string;
  readonly author: { readonly name: string; readonly role: string };
  /** ISO 8601. */
  readonly created_at: string;
  readonly mine: boolean;
}

/** The longest note, in characters (code points). */
export const NOTE_MAX_LENGTH = 2000;

export type NoteFailure = { readonly code: 'NOTE_EMPTY' } | { readonly code: 'NOTE_TOO_LONG'; readonly max: number; readonly length: number } | TextControlCharacter;

/** A note's text as kept: trimmed at both ends, its line breaks as typed (\r\n made \n), 1 to 2 000 characters, no control character but line breaks and tabs. */
export function validateNote(input: unknown): Result<string, NoteFailure> {
  const text = typeof input === 'string' ? input.replace(/\r\n?/g, '\n').trim() : '';
  if (text === '') return fail({ code: 'NOTE_EMPTY' });
  const length = characterCount(text);
  if (length > NOTE_MAX_LENGTH) return fail({ code: 'NOTE_TOO_LONG', max: NOTE_MAX_LENGTH, length });
  return checkMultilineText('body', text);
}

export type NoteRefusal = { readonly code: 'FORBIDDEN'; readonly reason: 'NOT_STAFF' | 'NOT_AUTHOR' };

/** Reading and writing notes: staff only (a candidate's token is refused). */
export const authoriseNotes = (role: Role | null): Result<true, NoteRefusal> => (isStaff(role) ? ok(true) : fail({ code: 'FORBIDDEN', reason: 'NOT_STAFF' }));

/** Deleting a note: its author only, while still staff. */
export function authoriseNoteDeletion(role: Role | null, userId: string, note: { readonly authorId: string }): Result<true, NoteRefusal> {
  const staff = authoriseNotes(role);
  if (!staff.ok) return staff;
  return note.authorId === userId ? ok(true) : fail({ code: 'FORBIDDEN', reason: 'NOT_AUTHOR' });
}
