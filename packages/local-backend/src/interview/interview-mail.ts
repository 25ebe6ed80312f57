// The admission interview's e-mails, in the recipient's brand and language (emails/interview-*.html inside the
// workflow's layout): to the candidate when their interview is booked, moved or cancelled (by them or by staff), each
// with the calendar file, and before it; to the panel before it and when a booking of theirs is cancelled. Times are
// written in the school's time zone, the zone named. Each e-mail to a candidate is recorded on their timeline.
import { portalPath, type Adjustments, type BrandLanguage, type InterviewMode } from '@admission/domain';
import { INTERVIEW_WORDING } from '@admission/wording';
import type { BackendContext } from '../context';
import type { Db } from '../db/database';
import { renderCandidateEmail, templates, type InterviewEmailKind, type RenderedEmail } from '../workflow/candidate-templates';
import { brandedEmail, portalUrl, type EmailRecipient } from '../workflow/email-brand';
import { recordEvent, SYSTEM } from '../workflow/timeline';
import { CALENDAR_CONTENT_TYPE, CALENDAR_FILE_NAME, interviewCalendar } from './interview-calendar';

/** A booked interview as its e-mails tell it. */
export interface MailedInterview {
  readonly bookingId: number;
  readonly sequence: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly mode: InterviewMode;
  readonly location: string | null;
  readonly adjustments: Adjustments;
  readonly programName: string;
  /** The school's IANA time zone. */
  readonly timeZone: string;
  /** The last instant the candidate may move or cancel it. */
  readonly changeUntil: Date;
}

export interface MailedCandidate extends EmailRecipient {
  readonly id: string;
  readonly email: string;
  readonly dealId: number;
}

/** The day and times of an interview in the school's zone, the zone named: "Tuesday 3 March 2026, 10:00–10:30 (Central European Time)". */
export function interviewTimeInWords(startsAt: Date, endsAt: Date, language: BrandLanguage, timeZone: string): string {
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(startsAt);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const zone = new Intl.DateTimeFormat(locale, { timeZoneName: 'longGeneric', timeZone }).formatToParts(startsAt).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return `${day}, ${time.format(startsAt)}–${time.format(endsAt)} (${zone})`;
}

/** A moment in words in the school's zone ("Monday 2 March 2026, 10:00 (Central European Time)"). */
export function momentInWords(at: Date, language: BrandLanguage, timeZone: string): string {
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  const text = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(at);
  const zone = new Intl.DateTimeFormat(locale, { timeZoneName: 'longGeneric', timeZone }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return `${text} (${zone})`;
}

const adjustmentsInWords = (adjustments: Adjustments, language: BrandLanguage): string[] =>
  adjustments.kinds.map((kind) => (kind === 'other' ? adjustments.other : INTERVIEW_WORDING[language].adjustments[kind]));

const placeWords = (interview: MailedInterview, language: BrandLanguage) => ({
  When: interviewTimeInWords(interview.startsAt, interview.endsAt, language, interview.timeZone),
  Mode: INTERVIEW_WORDING[language].modes[interview.mode],
  Location: interview.location ?? '',
});

/** The portal's host, which scopes the calendar file's UID. */
const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
};

export type CandidateInterviewEmail =
  | { readonly kind: 'interview-booked'; readonly by: string | null }
  | { readonly kind: 'interview-moved'; readonly by: string | null; readonly before: { readonly startsAt: Date; readonly endsAt: Date } }
  | { readonly kind: 'interview-cancelled'; readonly by: string | null; readonly reason: string }
  | { readonly kind: 'interview-reminder'; readonly soon: boolean };

/** Renders, sends and records one e-mail to the candidate; booked, moved and cancelled carry the calendar file. `db`: the transaction that makes the change. */
export async function emailInterviewCandidate(context: BackendContext, candidate: MailedCandidate, interview: MailedInterview, email: CandidateInterviewEmail, at: Date, db: Db = context.db): Promise<RenderedEmail> {
  const { lang, brand, variables: branded } = brandedEmail(candidate);
  // The candidate's interview page (their booking, or the free times after a cancellation); the layout's button opens
  // the portal's home.
  const portal = portalUrl(context.config, brand.id, portalPath('interview', { applicationId: candidate.dealId }));
  const variables: Record<string, unknown> = { ...branded, Program: interview.programName, InterviewURL: portal, PortalURL: portalUrl(context.config, brand.id, portalPath('dashboard')), ...placeWords(interview, lang) };
  switch (email.kind) {
    case 'interview-booked':
      Object.assign(variables, { BookedBy: email.by ?? '', Adjustments: adjustmentsInWords(interview.adjustments, lang), ChangeUntil: momentInWords(interview.changeUntil, lang, interview.timeZone) });
      break;
    case 'interview-moved':
      Object.assign(variables, { MovedBy: email.by ?? '', Before: interviewTimeInWords(email.before.startsAt, email.before.endsAt, lang, interview.timeZone), ChangeUntil: momentInWords(interview.changeUntil, lang, interview.timeZone) });
      break;
    case 'interview-cancelled':
      Object.assign(variables, { CancelledBy: email.by ?? '', Reason: email.reason });
      break;
    case 'interview-reminder':
      variables.Soon = email.soon;
      break;
  }
  const rendered = renderCandidateEmail(templates(), email.kind, variables);
  const attachments =
    email.kind === 'interview-reminder'
      ? []
      : [
          {
            filename: CALENDAR_FILE_NAME,
            content_type: CALENDAR_CONTENT_TYPE,
            content: interviewCalendar({
              bookingId: interview.bookingId,
              domain: hostOf(portal),
              sequence: interview.sequence,
              startsAt: interview.startsAt,
              endsAt: interview.endsAt,
              timeZone: interview.timeZone,
              mode: interview.mode,
              location: interview.location,
              programName: interview.programName,
              schoolName: brand.name,
              contact: brand.contact.email,
              language: lang,
              cancelled: email.kind === 'interview-cancelled',
              at,
            }),
          },
        ];
  await context.outbox.send({ to: candidate.email, subject: rendered.subject, html: rendered.html, link: portal, code: '', attachments }, at, db);
  await recordEvent(db, { userId: candidate.id, dealId: candidate.dealId, actor: SYSTEM, kind: 'email-sent', details: { template: email.kind, to: candidate.email, subject: rendered.subject }, at });
  return rendered;
}

export interface MailedPanelMember extends EmailRecipient {
  readonly email: string;
}

export type PanelInterviewEmail = { readonly kind: 'interview-panel-reminder' } | { readonly kind: 'interview-panel-cancelled'; readonly by: string | null };

/** One e-mail to a panel member about an interview of theirs: the candidate by name, the time, the place. */
export async function emailInterviewPanel(context: BackendContext, member: MailedPanelMember, candidateName: string, interview: MailedInterview, email: PanelInterviewEmail, at: Date, db: Db = context.db): Promise<RenderedEmail> {
  const { lang, brand, variables: branded } = brandedEmail(member);
  const portal = portalUrl(context.config, brand.id, portalPath('panelInterviews'));
  const kind: InterviewEmailKind = email.kind;
  const variables: Record<string, unknown> = {
    ...branded,
    Program: interview.programName,
    Candidate: candidateName,
    PortalURL: portal,
    Adjustments: adjustmentsInWords(interview.adjustments, lang),
    CancelledBy: email.kind === 'interview-panel-cancelled' ? (email.by ?? '') : '',
    ...placeWords(interview, lang),
  };
  const rendered = renderCandidateEmail(templates(), kind, variables);
  await context.outbox.send({ to: member.email, subject: rendered.subject, html: rendered.html, link: portal, code: '' }, at, db);
  return rendered;
}
