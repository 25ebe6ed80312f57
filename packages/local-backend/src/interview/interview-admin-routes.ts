// An admin's interview slots and settings, extensions the school's product API must add (docs/contracts.md):
//   GET   /admin/programs/{programId}/interviews          the settings, every slot (panel, holder) and who may sit on a panel
//   PUT   /admin/programs/{programId}/interview-settings  422 INTERVIEW_SETTINGS_INVALID with the field; 409 RUBRIC_LOCKED
//   POST  /admin/programs/{programId}/interview-slots     a batch in the school's time zone (the domain's generateSlots);
//                                                         422 SLOT_BATCH_INVALID / SLOT_PLACE_INVALID / PANEL_INVALID with the field, 409 PANEL_OVERLAP
//   PATCH /admin/interview-slots/{slotId}                 one slot; 409 SLOT_BOOKED (a booked slot's times), PANEL_OVERLAP
//   POST  /admin/interview-slots/remove {slot_ids}        each removed, or refused (SLOT_BOOKED, NOT_FOUND)
// Admins only (agents and reviewers 403). A panel member is never in two slots at once: the check (the domain's
// panelOverlaps) runs in a transaction that first locks each member's account row, so parallel batches naming the
// same member run one after the other and the second sees the first's slots.
import {
  generateSlots,
  INTERVIEW_MODES,
  panelOverlaps,
  parseInterviewSettings,
  parseSlotPlace,
  type InterviewMode,
  type PanelMember,
  type PanelOverlapView,
  type PanelSlot,
  type ProgramInterviewsView,
} from '@admission/domain';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BackendContext } from '../context';
import { nowDate } from '../context';
import type { Db } from '../db/database';
import { interviewBookings, interviewSettings, interviewSlotPanel, interviewSlots, programReviewers, users } from '../db/schema';
import { conflict, notFound } from '../http/http-error';
import { requireAdmin } from '../review/review-admin-routes';
import { fieldRefused, panelOverlap, slotBooked } from './interview-errors';
import { INT } from './interview-requests';
import { fromWire, interviewSettingsOf, scoredInterviews, settingsView } from './interview-settings';
import { activeBooking, panelMemberView, programOf, slotViews, timeZoneOf, type ProgramRow } from './interview-store';

const PROGRAM_PARAMS = { type: 'object', required: ['programId'], properties: { programId: INT } } as const;
const SLOT_PARAMS = { type: 'object', required: ['slotId'], properties: { slotId: INT } } as const;
const MEMBER_IDS = { type: 'array', minItems: 1, maxItems: 10, uniqueItems: true, items: { type: 'string', maxLength: 100 } } as const;
const MODE = { type: 'string', enum: [...INTERVIEW_MODES] } as const;
const LOCATION = { type: ['string', 'null'], maxLength: 1000 } as const;
const INSTANT = { type: 'string', maxLength: 40 } as const;

const BATCH_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['dates', 'from', 'to', 'length_minutes', 'gap_minutes', 'mode', 'location', 'panel_ids'],
  properties: {
    dates: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 20 } },
    from: { type: 'string', maxLength: 10 },
    to: { type: 'string', maxLength: 10 },
    length_minutes: { type: 'integer', minimum: 0, maximum: 100_000 },
    gap_minutes: { type: 'integer', minimum: 0, maximum: 100_000 },
    mode: MODE,
    location: LOCATION,
    panel_ids: MEMBER_IDS,
  },
} as const;

const SLOT_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['starts_at', 'ends_at', 'mode', 'location', 'panel_ids'],
  properties: { starts_at: INSTANT, ends_at: INSTANT, mode: MODE, location: LOCATION, panel_ids: MEMBER_IDS },
} as const;

const REMOVE_BODY = { type: 'object', additionalProperties: false, required: ['slot_ids'], properties: { slot_ids: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: INT } } } as const;

interface BatchBody {
  dates: string[];
  from: string;
  to: string;
  length_minutes: number;
  gap_minutes: number;
  mode: InterviewMode;
  location: string | null;
  panel_ids: string[];
}

interface SlotBody {
  starts_at: string;
  ends_at: string;
  mode: InterviewMode;
  location: string | null;
  panel_ids: string[];
}

/** Who may sit on a program's panels: the school's staff and the program's reviewers, by name. */
export async function eligiblePanel(db: Db, program: ProgramRow): Promise<PanelMember[]> {
  const rows = await db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
    .from(users)
    .leftJoin(programReviewers, and(eq(programReviewers.reviewerId, users.id), eq(programReviewers.programId, program.id)))
    .where(or(and(inArray(users.role, ['admin', 'agent']), eq(users.brand, program.brand)), and(eq(users.role, 'reviewer'), eq(programReviewers.programId, program.id))))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  return rows.map(panelMemberView);
}

/** The panel asked for, each of them eligible for the program; else 422 PANEL_INVALID naming them. */
async function panelOf(db: Db, program: ProgramRow, ids: readonly string[]): Promise<PanelMember[]> {
  const eligible = await eligiblePanel(db, program);
  const unknown = ids.filter((id) => !eligible.some((member) => member.id === id));
  if (unknown.length > 0) throw fieldRefused('PANEL_INVALID', 'panel_ids', `not eligible: ${unknown.join(', ')}`);
  return eligible.filter((member) => ids.includes(member.id));
}

/** The slot's place by the domain's rule for its mode; else 422 SLOT_PLACE_INVALID. */
function placeOf(mode: InterviewMode, location: unknown): string | null {
  const parsed = parseSlotPlace(mode, location);
  if (!parsed.ok) throw fieldRefused('SLOT_PLACE_INVALID', 'location', parsed.error.code);
  return parsed.value;
}

/**
 * Locks the members' account rows (in id order, so two transactions never wait on each other) and returns every
 * stored slot any of them sits on, as the domain's PanelSlot.
 */
async function lockedPanelSlots(tx: Db, memberIds: readonly string[]): Promise<PanelSlot[]> {
  if (memberIds.length === 0) return [];
  await tx.select({ id: users.id }).from(users).where(inArray(users.id, [...memberIds])).orderBy(asc(users.id)).for('update');
  const slotIds = (await tx.selectDistinct({ slotId: interviewSlotPanel.slotId }).from(interviewSlotPanel).where(inArray(interviewSlotPanel.memberId, [...memberIds]))).map((row) => row.slotId);
  if (slotIds.length === 0) return [];
  const [slots, panels] = await Promise.all([
    tx.select().from(interviewSlots).where(inArray(interviewSlots.id, slotIds)),
    tx.select().from(interviewSlotPanel).where(inArray(interviewSlotPanel.slotId, slotIds)),
  ]);
  return slots.map((slot) => ({
    id: slot.id,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    panelIds: panels.filter((row) => row.slotId === slot.id).map((row) => row.memberId),
  }));
}

/** 409 PANEL_OVERLAP naming each member, the slot asked for and theirs it overlaps, when the domain finds any. */
function refuseOverlaps(proposed: readonly PanelSlot[], existing: readonly PanelSlot[], panel: readonly PanelMember[]): void {
  const overlaps = panelOverlaps(proposed, existing);
  if (overlaps.length === 0) return;
  const conflicts: PanelOverlapView[] = overlaps.map((overlap) => ({
    member_id: overlap.memberId,
    member_name: panel.find((member) => member.id === overlap.memberId)?.name ?? overlap.memberId,
    starts_at: overlap.slot.startsAt,
    other_slot_id: overlap.other.id ?? 0,
    other_starts_at: overlap.other.startsAt,
  }));
  throw panelOverlap(conflicts);
}

/** Does an active booking hold the slot? */
async function slotHeld(db: Db, slotId: number): Promise<boolean> {
  const [row] = await db.select({ id: interviewBookings.id }).from(interviewBookings).where(and(eq(interviewBookings.slotId, slotId), activeBooking()));
  return row !== undefined;
}

export async function programInterviewsView(db: Db, program: ProgramRow): Promise<ProgramInterviewsView> {
  const [settings, scored, slots, eligible] = await Promise.all([interviewSettingsOf(db, program.id), scoredInterviews(db, program.id), slotViews(db, { programId: program.id }), eligiblePanel(db, program)]);
  return { program_id: program.id, program_name: program.name, time_zone: timeZoneOf(program), settings: settingsView(settings, scored), slots, eligible_panel: eligible };
}

export function registerInterviewAdminRoutes(app: FastifyInstance, context: BackendContext): void {
  const { db } = context;

  app.get<{ Params: { programId: number } }>('/admin/programs/:programId/interviews', { schema: { params: PROGRAM_PARAMS } }, async (request) => {
    await requireAdmin(context, request);
    return programInterviewsView(db, await programOf(db, request.params.programId));
  });

  app.put<{ Params: { programId: number }; Body: Record<string, unknown> }>(
    '/admin/programs/:programId/interview-settings',
    { schema: { params: PROGRAM_PARAMS, body: { type: 'object', maxProperties: 10 } } },
    async (request) => {
      await requireAdmin(context, request);
      const program = await programOf(db, request.params.programId);
      const parsed = parseInterviewSettings(request.body);
      if (!parsed.ok) throw fieldRefused('INTERVIEW_SETTINGS_INVALID', parsed.error.field ?? 'body', parsed.error.rubricError?.code ?? 'INVALID');
      const update = fromWire(parsed.value);
      return db.transaction(async (tx) => {
        const current = await interviewSettingsOf(tx, program.id);
        const scored = await scoredInterviews(tx, program.id);
        // Once an interview is scored, the rubric it was scored on stays.
        if (scored > 0 && JSON.stringify(update.rubric) !== JSON.stringify(current.rubric)) throw conflict({ code: 'RUBRIC_LOCKED', message: 'An interview is scored on this rubric: it can no longer change' });
        const row = { bookingPlace: update.bookingPlace, outsideUrl: update.outsideUrl, changeCutoffHours: update.changeCutoffHours, interviewWeight: update.interviewWeight, rubric: update.rubric, updatedAt: nowDate(context) };
        await tx.insert(interviewSettings).values({ programId: program.id, ...row }).onConflictDoUpdate({ target: interviewSettings.programId, set: row });
        return settingsView(await interviewSettingsOf(tx, program.id), scored);
      });
    },
  );

  app.post<{ Params: { programId: number }; Body: BatchBody }>(
    '/admin/programs/:programId/interview-slots',
    { schema: { params: PROGRAM_PARAMS, body: BATCH_BODY } },
    async (request, reply) => {
      await requireAdmin(context, request);
      const program = await programOf(db, request.params.programId);
      const body = request.body;
      const generated = generateSlots({ dates: body.dates, from: body.from, to: body.to, lengthMinutes: body.length_minutes, gapMinutes: body.gap_minutes, timeZone: timeZoneOf(program) });
      if (!generated.ok) throw fieldRefused('SLOT_BATCH_INVALID', generated.error.field, generated.error.code);
      const location = placeOf(body.mode, body.location);
      const panel = await panelOf(db, program, body.panel_ids);
      const proposed: PanelSlot[] = generated.value.map((slot) => ({ id: null, startsAt: slot.startsAt, endsAt: slot.endsAt, panelIds: body.panel_ids }));
      const ids = await db.transaction(async (tx) => {
        refuseOverlaps(proposed, await lockedPanelSlots(tx, body.panel_ids), panel);
        const inserted = await tx
          .insert(interviewSlots)
          .values(generated.value.map((slot) => ({ programId: program.id, startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt), mode: body.mode, location })))
          .returning({ id: interviewSlots.id });
        await tx.insert(interviewSlotPanel).values(inserted.flatMap((slot) => body.panel_ids.map((memberId) => ({ slotId: slot.id, memberId }))));
        return inserted.map((slot) => slot.id);
      });
      return reply.status(201).send(await slotViews(db, { slotIds: ids }));
    },
  );

  app.patch<{ Params: { slotId: number }; Body: SlotBody }>('/admin/interview-slots/:slotId', { schema: { params: SLOT_PARAMS, body: SLOT_BODY } }, async (request) => {
    await requireAdmin(context, request);
    const [slot] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, request.params.slotId));
    if (slot === undefined) throw notFound('Slot not found');
    const program = await programOf(db, slot.programId);
    const body = request.body;
    const startsAt = new Date(body.starts_at);
    const endsAt = new Date(body.ends_at);
    if (Number.isNaN(startsAt.getTime())) throw fieldRefused('SLOT_INVALID', 'starts_at', 'INSTANT_INVALID');
    if (Number.isNaN(endsAt.getTime()) || endsAt <= startsAt) throw fieldRefused('SLOT_INVALID', 'ends_at', 'TIME_ORDER');
    const location = placeOf(body.mode, body.location);
    const panel = await panelOf(db, program, body.panel_ids);
    await db.transaction(async (tx) => {
      // A booked slot keeps its times (its candidate was told them); its mode, place and panel may change.
      const [locked] = await tx.select().from(interviewSlots).where(eq(interviewSlots.id, slot.id)).for('update');
      if (locked === undefined) throw notFound('Slot not found');
      const timesChange = locked.startsAt.getTime() !== startsAt.getTime() || locked.endsAt.getTime() !== endsAt.getTime();
      if (timesChange && (await slotHeld(tx, slot.id))) throw slotBooked();
      const proposed: PanelSlot = { id: slot.id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), panelIds: body.panel_ids };
      refuseOverlaps([proposed], await lockedPanelSlots(tx, body.panel_ids), panel);
      await tx.update(interviewSlots).set({ startsAt, endsAt, mode: body.mode, location }).where(eq(interviewSlots.id, slot.id));
      await tx.delete(interviewSlotPanel).where(eq(interviewSlotPanel.slotId, slot.id));
      await tx.insert(interviewSlotPanel).values(body.panel_ids.map((memberId) => ({ slotId: slot.id, memberId })));
    });
    const [view] = await slotViews(db, { slotIds: [slot.id] });
    return view;
  });

  app.post<{ Body: { slot_ids: number[] } }>('/admin/interview-slots/remove', { schema: { body: REMOVE_BODY } }, async (request) => {
    await requireAdmin(context, request);
    const removed: number[] = [];
    const refused: { slot_id: number; code: string }[] = [];
    for (const slotId of request.body.slot_ids) {
      const outcome = await db.transaction(async (tx) => {
        const [slot] = await tx.select({ id: interviewSlots.id }).from(interviewSlots).where(eq(interviewSlots.id, slotId)).for('update');
        if (slot === undefined) return 'NOT_FOUND';
        // A booked slot goes only once its booking is cancelled with a reason (the candidate is told).
        if (await slotHeld(tx, slotId)) return 'SLOT_BOOKED';
        await tx.delete(interviewSlots).where(eq(interviewSlots.id, slotId));
        return null;
      });
      if (outcome === null) removed.push(slotId);
      else refused.push({ slot_id: slotId, code: outcome });
    }
    return { removed, refused };
  });
}
