// What the interview API tests share: a program of a school with its jury and interview slots next week, admissible
// candidates, the e-mails with their calendar files.
import type { CandidateInterviewView, FreeSlot } from '@admission/domain';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { deals } from '../db/schema';
import { aCandidateReady, aJuryProgram, NORTHBRIDGE_REVIEWERS, type TestCandidate } from '../review/jury-testing';
import { startTestBackend, type Session, type TestBackend } from '../testing/test-backend';
import { insertSlot } from './interview-fixtures';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface InterviewMail {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** The portal address the e-mail links. */
  readonly link: string;
  readonly code: string;
  readonly attachments: readonly { readonly filename: string; readonly content_type: string; readonly content: string }[];
}

/** The interview e-mails to an address, newest first. */
export const interviewMailsTo = async (t: TestBackend, email: string): Promise<InterviewMail[]> =>
  (await t.call<InterviewMail[]>('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`)).body.filter((mail) => mail.code === '');

export interface CalendarReadBack {
  readonly method: unknown;
  readonly zone: unknown;
  readonly startZone: unknown;
  readonly event: ICAL.Event;
}

/** A calendar file read back: its method, its zone, its start's zone and its one event. */
export function calendarOf(mail: InterviewMail | undefined): CalendarReadBack {
  const file = mail?.attachments.find((attachment) => attachment.filename.endsWith('.ics'));
  if (file === undefined) throw new Error(`no calendar file in ${mail?.subject ?? 'no e-mail'}`);
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (vevent === null) throw new Error('no event in the calendar file');
  return {
    method: calendar.getFirstPropertyValue('method'),
    zone: calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid'),
    startZone: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
    event: new ICAL.Event(vevent),
  };
}

/** The first northbridge reviewer: on every test slot's panel. */
export const PANELIST = NORTHBRIDGE_REVIEWERS[0] ?? { id: '', email: '' };

/** An instant on a whole minute, as slots are (a calendar file counts in seconds). */
export const onTheMinute = (at: number): Date => new Date(Math.floor(at / 60_000) * 60_000);

/** A program of the school with its jury, and `count` video slots from `start` (on the minute), an hour apart, reviewer1 on each panel. */
export async function anInterviewProgram(t: TestBackend, name: string, start: Date, count: number, school: 'northbridge' | 'lumiere' = 'northbridge'): Promise<{ programId: number; slotIds: number[] }> {
  const programId = await aJuryProgram(t, name, {}, school);
  const slotIds: number[] = [];
  for (let index = 0; index < count; index += 1) {
    slotIds.push(await insertSlot(t.backend.context.db, { programId, startsAt: onTheMinute(start.getTime() + index * HOUR), panelIds: school === 'northbridge' ? [PANELIST.id] : [] }));
  }
  return { programId, slotIds };
}

let people = 0;
/** A new candidate of the program whose application is ADMISSIBLE. */
export async function anAdmissibleCandidate(t: TestBackend, programId: number, overrides: { readonly brand?: 'northbridge' | 'lumiere'; readonly status?: string } = {}): Promise<TestCandidate> {
  people += 1;
  const candidate = await aCandidateReady(t, programId, { email: `interview.candidate.${people}@example.com`, firstName: `Ines${people}`, lastName: `Interviewee${people}`, ...(overrides.brand ? { brand: overrides.brand } : {}) });
  await t.backend.context.db.update(deals).set({ dealStatus: overrides.status ?? 'ADMISSIBLE' }).where(eq(deals.id, candidate.dealId));
  return candidate;
}

export const NO_NEEDS = { kinds: [], other: '' } as const;

export const book = (t: TestBackend, session: Session, dealId: number, slotId: number, adjustments: unknown = NO_NEEDS) =>
  t.call<CandidateInterviewView & { detail?: { code: string; free_slots?: FreeSlot[] } }>('POST', `/applications/${dealId}/interview`, { token: session.accessToken, body: { slot_id: slotId, adjustments } });

/** Moves the test clock to an instant. */
export const setClock = (t: TestBackend, at: number): void => t.clock.advance(at - t.clock.now());

export interface InterviewBackend {
  readonly t: TestBackend;
  readonly admin: Session;
  readonly agent: Session;
  /** reviewer1, on every test slot's panel. */
  readonly reviewer: Session;
}

/** A backend for a test file whose sessions outlive the days its clock moves through, with admin, agent and reviewer1 signed in. */
export async function startInterviewBackend(): Promise<InterviewBackend> {
  const t = await startTestBackend({ accessTokenTtlSeconds: 60 * 86_400 });
  const [admin, agent, reviewer] = await Promise.all([t.signIn('admin@northbridge.example'), t.signIn('agent@northbridge.example'), t.signIn(PANELIST.email)]);
  return { t, admin, agent, reviewer };
}
