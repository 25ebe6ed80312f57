import {
  DEFAULT_INTERVIEW_CRITERIA,
  DEFAULT_INTERVIEW_SETTINGS,
  ADJUSTMENT_KINDS,
  DOCUMENT_REVIEW_REASON_IDS,
  INTERVIEW_MODES,
  EXPORT_COLUMNS,
  RANKING_EXPORT_COLUMNS,
  REJECTION_REASON_IDS,
  WITHDRAWAL_REASON_IDS,
  parseInterviewSettings,
  reasonTexts,
  validateRubric,
  type DealStatus,
  type ReasonWordings,
} from '@admission/domain';
import { describe, expect, it } from 'vitest';
import { CSV_EXPORT_WORDING, DEFAULT_INTERVIEW_RUBRIC, DOCUMENT_REVIEW_REASON_WORDING, fillWords, INTERVIEW_WORDING, RANKING_EXPORT_WORDING, REJECTION_REASON_WORDING, WITHDRAWAL_REASON_WORDING } from './index';

const LANGUAGES = ['en', 'fr'] as const;
const STATUSES: readonly (DealStatus | 'WITHDRAWN')[] = ['DRAFT', 'IN_PROGRESS', 'COMPLETE', 'ADMISSIBLE', 'REJECTED', 'WITHDRAWN'];

describe.each([
  ['rejection', REJECTION_REASON_IDS, REJECTION_REASON_WORDING as ReasonWordings<string>],
  ['withdrawal', WITHDRAWAL_REASON_IDS, WITHDRAWAL_REASON_WORDING as ReasonWordings<string>],
  ['document review', DOCUMENT_REVIEW_REASON_IDS, DOCUMENT_REVIEW_REASON_WORDING as ReasonWordings<string>],
])('the %s reasons catalog', (_, ids, wording) => {
  it('words exactly the domain\'s reasons, in its order', () => {
    expect(Object.keys(wording)).toEqual([...ids]);
  });

  it('gives each reason a label and a next step in every language, French differing from English', () => {
    for (const id of ids) {
      for (const language of LANGUAGES) {
        expect(Object.keys(wording[id]?.[language] ?? {}).sort()).toEqual(['label', 'nextStep']);
        expect(wording[id]?.[language].label.trim()).not.toBe('');
        expect(wording[id]?.[language].nextStep.trim()).not.toBe('');
      }
      expect(wording[id]?.fr.label).not.toBe(wording[id]?.en.label);
    }
  });
});

describe('reason words as the portal and the emails show them', () => {
  it('says a rejection reason in French with its next step, "other" in the staff member\'s own words', () => {
    expect(reasonTexts(REJECTION_REASON_WORDING, [{ id: 'places-filled' }, { id: 'other', text: 'Dossier arrivé après la date limite' }], 'fr')).toEqual([
      { label: 'Toutes les places sont pourvues', nextStep: 'Vous pouvez postuler pour la prochaine rentrée\u00a0; le service des admissions vous dira quand elle ouvre.' },
      { label: 'Dossier arrivé après la date limite', nextStep: 'Contactez le service des admissions pour toute question.' },
    ]);
  });

  it('says a withdrawal reason in English', () => {
    expect(reasonTexts(WITHDRAWAL_REASON_WORDING, [{ id: 'cost' }], 'en')[0]?.label).toBe('Cost or financing');
  });
});

describe('the CSV export catalog', () => {
  it.each(LANGUAGES)('names exactly the domain\'s columns and every status in %s', (language) => {
    expect(Object.keys(CSV_EXPORT_WORDING[language].columns)).toEqual([...EXPORT_COLUMNS]);
    expect(Object.keys(CSV_EXPORT_WORDING[language].status).sort()).toEqual([...STATUSES].sort());
    expect(Object.values(CSV_EXPORT_WORDING[language].columns).filter((word) => word.trim() === '')).toEqual([]);
  });
});

describe('the ranking export catalog', () => {
  it.each(LANGUAGES)('names exactly the domain\'s ranking columns and both disagreement answers in %s', (language) => {
    const words = RANKING_EXPORT_WORDING[language];
    expect(Object.keys(words.columns)).toEqual([...RANKING_EXPORT_COLUMNS]);
    expect(Object.keys(words.disagreement).sort()).toEqual(['no', 'yes']);
    expect([...Object.values(words.columns), ...Object.values(words.disagreement)].filter((word) => word.trim() === '')).toEqual([]);
  });

  it('words the headers and the answers in French, not in English', () => {
    expect(RANKING_EXPORT_COLUMNS.filter((column) => RANKING_EXPORT_WORDING.fr.columns[column] === RANKING_EXPORT_WORDING.en.columns[column])).toEqual([]);
    expect(RANKING_EXPORT_WORDING.fr.disagreement).not.toEqual(RANKING_EXPORT_WORDING.en.disagreement);
  });
});

describe('the default interview rubric', () => {
  it("words the domain's default criteria, in its order, and passes the rubric rule and the interview settings", () => {
    expect(DEFAULT_INTERVIEW_RUBRIC.criteria.map((criterion) => criterion.id)).toEqual(DEFAULT_INTERVIEW_CRITERIA.map((criterion) => criterion.id));
    expect(validateRubric(DEFAULT_INTERVIEW_RUBRIC)).toEqual({ ok: true, value: DEFAULT_INTERVIEW_RUBRIC });
    const settings = { ...DEFAULT_INTERVIEW_SETTINGS, rubric: DEFAULT_INTERVIEW_RUBRIC };
    expect(parseInterviewSettings(settings)).toEqual({ ok: true, value: settings });
  });

  it('gives every criterion 5 levels in each language, French differing from English', () => {
    for (const criterion of DEFAULT_INTERVIEW_RUBRIC.criteria) {
      expect(criterion.levels).toHaveLength(5);
      for (const level of criterion.levels) expect(level.fr).not.toBe(level.en);
    }
  });
});

describe('the interview catalog', () => {
  it.each(LANGUAGES)('words every interview mode and adjustment of the domain in %s', (language) => {
    expect(Object.keys(INTERVIEW_WORDING[language].modes)).toEqual([...INTERVIEW_MODES]);
    expect(Object.keys(INTERVIEW_WORDING[language].adjustments)).toEqual([...ADJUSTMENT_KINDS]);
    expect(Object.values({ ...INTERVIEW_WORDING[language].modes, ...INTERVIEW_WORDING[language].adjustments, ...INTERVIEW_WORDING[language].calendar }).filter((word) => word.trim() === '')).toEqual([]);
  });

  it('names the program in the calendar summary, in each language', () => {
    expect(fillWords(INTERVIEW_WORDING.en.calendar.summary, { program: 'MSc Finance' })).toBe('Admission interview: MSc Finance');
    expect(fillWords(INTERVIEW_WORDING.fr.calendar.summary, { program: 'MSc Finance' })).toBe('Entretien d’admission\u00a0: MSc Finance');
  });
});
