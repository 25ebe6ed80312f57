// The staff workflow's endpoints, extensions the school's product API must add (docs/security.md):
//   GET    /admin/applications/{id}/timeline          every change, newest first, with its actor
//   GET    /admin/applications/{id}/notes             the staff notes, newest first
//   POST   /admin/applications/{id}/notes             {body}: a note (1 to 2 000 characters, plain text)
//   DELETE /admin/applications/{id}/notes/{noteId}    the author's own note
// Staff only: a candidate's token gets 403 on every one of them.
import { authoriseNoteDeletion, NOTE_MAX_LENGTH, validateNote, type NoteFailure } from '@admission/domain';
import { textFieldProblem, type TextFieldProblem } from '../http/clean-text';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nowDate, type BackendContext } from '../context';
import { staffNotes } from '../db/schema';
import { requireStaff, roleOf } from '../http/current-user';
import { forbidden, HttpError, notFound, unprocessable } from '../http/http-error';
import { applicationWithCandidate } from '../api/application-lookup';
import { applicationTimeline, recordEvent, staffActor } from './timeline';

const INT = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const DEAL_PARAMS = { type: 'object', required: ['dealId'], properties: { dealId: INT } } as const;
const NOTE_PARAMS = { type: 'object', required: ['dealId', 'noteId'], properties: { dealId: INT, noteId: INT } } as const;

type NoteRow = typeof staffNotes.$inferSelect;

/** A note as the API sends it; `mine` says whether the asking staff member wrote it (and may delete it). */
const noteView = (note: NoteRow, viewerId: string) => ({
  id: note.id,
  body: note.body,
  author: { name: note.authorName, role: note.authorRole },
  created_at: note.createdAt.toISOString(),
  mine: note.authorId === viewerId,
});

/** A note refused, as the API answers it. */
function noteRefusal(failure: NoteFailure): string | TextFieldProblem {
  switch (failure.code) {
    case 'NOTE_EMPTY':
      return 'A note cannot be empty';
    case 'NOTE_TOO_LONG':
      return `A note holds at most ${NOTE_MAX_LENGTH} characters`;
    case 'TEXT_CONTROL_CHARACTER':
      return textFieldProblem(failure);
  }
}

export function registerWorkflowRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db } = context;

  const dealOf = async (dealId: number) => (await applicationWithCandidate(db, dealId)).deal;

  app.get<{ Params: { dealId: number } }>('/admin/applications/:dealId/timeline', { schema: { params: DEAL_PARAMS } }, async (request) => {
    await requireStaff(context, request);
    return { events: await applicationTimeline(db, await dealOf(request.params.dealId)) };
  });

  app.get<{ Params: { dealId: number } }>('/admin/applications/:dealId/notes', { schema: { params: DEAL_PARAMS } }, async (request) => {
    const staff = await requireStaff(context, request);
    const deal = await dealOf(request.params.dealId);
    const rows = await db.select().from(staffNotes).where(eq(staffNotes.dealId, deal.id)).orderBy(desc(staffNotes.createdAt), desc(staffNotes.id));
    return { notes: rows.map((note) => noteView(note, staff.id)) };
  });

  app.post<{ Params: { dealId: number }; Body: { body: string } }>(
    '/admin/applications/:dealId/notes',
    {
      schema: {
        params: DEAL_PARAMS,
        // The length is the domain's rule (characters, after trimming); this bound only stops absurd bodies.
        body: { type: 'object', additionalProperties: false, required: ['body'], properties: { body: { type: 'string', maxLength: NOTE_MAX_LENGTH * 4 } } },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(context, request);
      const deal = await dealOf(request.params.dealId);
      const text = validateNote(request.body.body);
      if (!text.ok) throw unprocessable(noteRefusal(text.error));
      const actor = staffActor(staff);
      const note = await db.transaction(async (tx) => {
        const now = nowDate(context);
        const [row] = await tx
          .insert(staffNotes)
          .values({ dealId: deal.id, authorId: staff.id, authorName: actor.name, authorRole: actor.role, body: text.value, createdAt: now })
          .returning();
        if (row === undefined) throw new HttpError(500, 'Note not saved');
        await recordEvent(tx, { userId: deal.userId, dealId: deal.id, actor, actorId: staff.id, kind: 'note-added', details: { note_id: row.id }, at: now });
        return row;
      });
      return reply.code(201).send(noteView(note, staff.id));
    },
  );

  app.delete<{ Params: { dealId: number; noteId: number } }>('/admin/applications/:dealId/notes/:noteId', { schema: { params: NOTE_PARAMS } }, async (request, reply) => {
    const staff = await requireStaff(context, request);
    const deal = await dealOf(request.params.dealId);
    const [note] = await db.select().from(staffNotes).where(and(eq(staffNotes.id, request.params.noteId), eq(staffNotes.dealId, deal.id)));
    if (note === undefined) throw notFound('Note not found');
    const allowed = authoriseNoteDeletion(roleOf(staff), staff.id, { authorId: note.authorId ?? '' });
    if (!allowed.ok) throw forbidden('Only the author of a note may delete it');
    await db.transaction(async (tx) => {
      await tx.delete(staffNotes).where(eq(staffNotes.id, note.id));
      await recordEvent(tx, { userId: deal.userId, dealId: deal.id, actor: staffActor(staff), actorId: staff.id, kind: 'note-deleted', details: { note_id: note.id }, at: nowDate(context) });
    });
    return reply.code(204).send();
  });
}
