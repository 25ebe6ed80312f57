// A program's interview settings: where its candidates book (in the portal, or by a link the school keeps
// elsewhere), the candidate's change cut-off, the interview's weight in the ranking, and the panel's rubric.
import type { InterviewSettingsUpdate } from '../api/interview-entities';
import { isRecord } from '../shared/is-record';
import { httpsUrl } from '../shared/https-url';
import { fail, ok, type Result } from '../shared/result';
import { validateRubric, type LocalText, type Rubric, type RubricError, type RubricLevels } from '../review/rubric';
import { DEFAULT_CHANGE_CUTOFF_HOURS } from './change-cutoff';
import { INTERVIEW_BOOKING_PLACES, type InterviewBookingPlace } from './interview-kinds';
import { DEFAULT_INTERVIEW_WEIGHT } from './interview-score';

/** The settings in the wire's shape (InterviewSettingsUpdate): the server stores them so, the form edits them so. */
export type InterviewSettings = InterviewSettingsUpdate;

export const INTERVIEW_SETTINGS_LIMITS = {
  changeCutoffHours: { min: 0, max: 168 },
  interviewWeight: { min: 0, max: 1, step: 0.05 },
  outsideUrlMaxLength: 500,
} as const;

const levels = (words: readonly (readonly [string, string])[]): RubricLevels => words.map(([en, fr]): LocalText => ({ en, fr })) as unknown as RubricLevels;

/** The panel's rubric a program starts with: three criteria of equal weight, each level in English and French. */
export const DEFAULT_INTERVIEW_RUBRIC: Rubric = {
  criteria: [
    {
      id: 'motivation',
      weight: 1,
      label: { en: 'Motivation', fr: 'Motivation' },
      levels: levels([
        ['Cannot say why they applied', 'Ne sait pas dire pourquoi il ou elle a candidaté'],
        ['General reasons, little thought through', 'Des raisons générales, peu réfléchies'],
        ['Clear reasons for applying', 'Des raisons claires de candidater'],
        ['Clear reasons tied to a plan of their own', 'Des raisons claires, liées à un projet personnel'],
        ['A convincing plan, argued with examples', 'Un projet convaincant, argumenté par des exemples'],
      ]),
    },
    {
      id: 'communication',
      weight: 1,
      label: { en: 'Communication', fr: 'Communication' },
      levels: levels([
        ['Hard to follow', 'Difficile à suivre'],
        ['Understandable, with effort', 'Compréhensible, avec effort'],
        ['Clear answers', 'Des réponses claires'],
        ['Clear, structured answers that listen to the question', 'Des réponses claires, structurées et attentives à la question'],
        ['Precise, engaging answers and good questions back', 'Des réponses précises et vivantes, et de bonnes questions en retour'],
      ]),
    },
    {
      id: 'program_fit',
      weight: 1,
      label: { en: 'Fit with the program', fr: 'Adéquation au programme' },
      levels: levels([
        ['Knows nothing of the program', 'Ne connaît rien du programme'],
        ['Knows the program only in outline', 'Connaît le programme dans les grandes lignes'],
        ['Knows the program and what it asks', 'Connaît le programme et ce qu’il demande'],
        ['Their goals match what the program offers', 'Ses objectifs correspondent à ce que le programme offre'],
        ['Would clearly thrive in and add to the program', 'S’épanouirait clairement dans le programme et l’enrichirait'],
      ]),
    },
  ],
};

export const DEFAULT_INTERVIEW_SETTINGS: InterviewSettings = {
  booking_place: 'portal',
  outside_url: null,
  change_cutoff_hours: DEFAULT_CHANGE_CUTOFF_HOURS,
  interview_weight: DEFAULT_INTERVIEW_WEIGHT,
  rubric: DEFAULT_INTERVIEW_RUBRIC,
};

export type InterviewSettingsField = keyof InterviewSettings;

/** The first field at fault (in the form's order), null when the input is not an object; the rubric's own fault too. */
export interface InterviewSettingsError {
  readonly code: 'INTERVIEW_SETTINGS_INVALID';
  readonly field: InterviewSettingsField | null;
  readonly rubricError?: RubricError;
}

const invalid = (field: InterviewSettingsField | null, rubricError?: RubricError): { readonly ok: false; readonly error: InterviewSettingsError } =>
  fail(rubricError === undefined ? { code: 'INTERVIEW_SETTINGS_INVALID', field } : { code: 'INTERVIEW_SETTINGS_INVALID', field, rubricError });

const isBookingPlace = (value: unknown): value is InterviewBookingPlace => typeof value === 'string' && (INTERVIEW_BOOKING_PLACES as readonly string[]).includes(value);

/** An outside link: none (null or blank), or an absolute https address of at most 500 characters; undefined when invalid. */
function outsideLink(value: unknown): string | null | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') return undefined;
  const link = httpsUrl(value.trim());
  return link !== null && link.length <= INTERVIEW_SETTINGS_LIMITS.outsideUrlMaxLength ? link : undefined;
}

/** A weight from 0 to 1 in steps of 0.05 (0.15 as sent, though 0.15 × 20 is not exactly 3 in floating point). */
function weightOf(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const { min, max, step } = INTERVIEW_SETTINGS_LIMITS.interviewWeight;
  const steps = Math.round(value / step);
  // steps / (1 / step) and not steps × step: 3 × 0.05 is 0.15000000000000002, 3 / 20 is 0.15.
  return value >= min && value <= max && Math.abs(value / step - steps) < 1e-9 ? steps / Math.round(1 / step) : null;
}

/**
 * The settings an admin sent (the wire's InterviewSettingsUpdate), or the first field at fault. An outside link is
 * required when candidates book outside; one given while they book in the portal is kept (for a switch back) but must
 * be valid too.
 */
export function parseInterviewSettings(value: unknown): Result<InterviewSettings, InterviewSettingsError> {
  if (!isRecord(value)) return invalid(null);
  const { booking_place, outside_url, change_cutoff_hours, interview_weight, rubric } = value;
  if (!isBookingPlace(booking_place)) return invalid('booking_place');
  const link = outsideLink(outside_url);
  if (link === undefined || (booking_place === 'outside' && link === null)) return invalid('outside_url');
  const { min, max } = INTERVIEW_SETTINGS_LIMITS.changeCutoffHours;
  if (typeof change_cutoff_hours !== 'number' || !Number.isInteger(change_cutoff_hours) || change_cutoff_hours < min || change_cutoff_hours > max) return invalid('change_cutoff_hours');
  const weight = weightOf(interview_weight);
  if (weight === null) return invalid('interview_weight');
  const checked = validateRubric(rubric);
  if (!checked.ok) return invalid('rubric', checked.error);
  return ok({ booking_place, outside_url: link, change_cutoff_hours, interview_weight: weight, rubric: checked.value });
}
