// The words the portal and the server both write, read from one JSON catalog a language (a folder) and a topic (a
// file) and typed against the domain's ids: a reason or a column without its words in a language fails the type
// check. One file a topic, so a page bundles only the words it shows.
import { DEFAULT_INTERVIEW_CRITERIA, SCHOOL_STANDARD_CONDITIONS } from '@admission/domain';
import type {
  AdjustmentKind,
  BilingualText,
  BrandId,
  BrandLanguage,
  CsvExportWording,
  DocumentReviewReasonId,
  InterviewMode,
  ReasonWording,
  RankingExportWording,
  ReasonWordings,
  RejectionReasonId,
  WithdrawalReasonId,
  DefaultInterviewCriterionId,
  Rubric,
  RubricLevels,
  StandardConditionId,
  ConditionState,
} from '@admission/domain';
import csvExportEn from './en/csv-export.json' with { type: 'json' };
import documentReviewEn from './en/document-review-reasons.json' with { type: 'json' };
import interviewRubricEn from './en/interview-rubric.json' with { type: 'json' };
import interviewEn from './en/interview.json' with { type: 'json' };
import offerEn from './en/offer.json' with { type: 'json' };
import offerConditionsEn from './en/offer-conditions.json' with { type: 'json' };
import rankingExportEn from './en/ranking-export.json' with { type: 'json' };
import rejectionEn from './en/rejection-reasons.json' with { type: 'json' };
import withdrawalEn from './en/withdrawal-reasons.json' with { type: 'json' };
import csvExportFr from './fr/csv-export.json' with { type: 'json' };
import documentReviewFr from './fr/document-review-reasons.json' with { type: 'json' };
import interviewRubricFr from './fr/interview-rubric.json' with { type: 'json' };
import interviewFr from './fr/interview.json' with { type: 'json' };
import offerFr from './fr/offer.json' with { type: 'json' };
import offerConditionsFr from './fr/offer-conditions.json' with { type: 'json' };
import rankingExportFr from './fr/ranking-export.json' with { type: 'json' };
import rejectionFr from './fr/rejection-reasons.json' with { type: 'json' };
import withdrawalFr from './fr/withdrawal-reasons.json' with { type: 'json' };

/** One list's words by reason id, each in every language (the shape the domain's reasonTexts reads). */
function byReason<Id extends string>(catalogs: Readonly<Record<BrandLanguage, Readonly<Record<Id, ReasonWording>>>>): ReasonWordings<Id> {
  const ids = Object.keys(catalogs.en) as Id[];
  return Object.fromEntries(ids.map((id) => [id, { en: catalogs.en[id], fr: catalogs.fr[id] }])) as Record<Id, Record<BrandLanguage, ReasonWording>>;
}

export const REJECTION_REASON_WORDING = /* @__PURE__ */ byReason<RejectionReasonId>({ en: rejectionEn, fr: rejectionFr });
export const WITHDRAWAL_REASON_WORDING = /* @__PURE__ */ byReason<WithdrawalReasonId>({ en: withdrawalEn, fr: withdrawalFr });
export const DOCUMENT_REVIEW_REASON_WORDING = /* @__PURE__ */ byReason<DocumentReviewReasonId>({ en: documentReviewEn, fr: documentReviewFr });

/** The CSV export's headers and status names, by language. */
export const CSV_EXPORT_WORDING: Readonly<Record<BrandLanguage, CsvExportWording>> = { en: csvExportEn, fr: csvExportFr };

/** The ranking's CSV export: its headers and how a disagreement reads, by language. */
export const RANKING_EXPORT_WORDING: Readonly<Record<BrandLanguage, RankingExportWording>> = { en: rankingExportEn, fr: rankingExportFr };

/** A criterion's words in one language: its label and the words of levels 1 to 5. */
interface CriterionWording {
  readonly label: string;
  readonly levels: readonly string[];
}

const INTERVIEW_RUBRIC_WORDING: Readonly<Record<BrandLanguage, Readonly<Record<DefaultInterviewCriterionId, CriterionWording>>>> = { en: interviewRubricEn, fr: interviewRubricFr };

/**
 * The panel's rubric a program starts with: the domain's DEFAULT_INTERVIEW_CRITERIA (ids and weights) with their
 * words in both languages. An admin rewrites it in the program's interview settings like any rubric.
 */
export const DEFAULT_INTERVIEW_RUBRIC: Rubric = /* @__PURE__ */ (() => ({
  criteria: DEFAULT_INTERVIEW_CRITERIA.map(({ id, weight }) => {
    const [en, fr] = [INTERVIEW_RUBRIC_WORDING.en[id], INTERVIEW_RUBRIC_WORDING.fr[id]];
    return { id, weight, label: { en: en.label, fr: fr.label }, levels: en.levels.map((words, level) => ({ en: words, fr: fr.levels[level] ?? '' })) as unknown as RubricLevels };
  }),
}))();
/**
 * The admission interview's words the server writes: the calendar file's summary and description (`{program}`,
 * `{school}` and `{contact}` filled in), how an interview is held, and the adjustments a candidate may ask for.
 */
export interface InterviewWording {
  readonly calendar: { readonly summary: string; readonly description: string; readonly cancelledDescription: string; readonly contact: string };
  readonly modes: Readonly<Record<InterviewMode, string>>;
  readonly adjustments: Readonly<Record<AdjustmentKind, string>>;
}

export const INTERVIEW_WORDING: Readonly<Record<BrandLanguage, InterviewWording>> = { en: interviewEn, fr: interviewFr };

/** The offer's words the server writes: where a condition stands, in the condition e-mail's list. */
export interface OfferWording {
  readonly conditionStates: Readonly<Record<ConditionState, string>>;
}

export const OFFER_WORDING: Readonly<Record<BrandLanguage, OfferWording>> = { en: offerEn, fr: offerFr };

/** The words of the domain's standard offer conditions (STANDARD_CONDITION_IDS), by language. */
export const OFFER_CONDITION_WORDING: Readonly<Record<BrandLanguage, Readonly<Record<StandardConditionId, string>>>> = { en: offerConditionsEn, fr: offerConditionsFr };

/** A school's standard conditions (SCHOOL_STANDARD_CONDITIONS) with their words in both languages, for the offer form. */
export const standardConditionsOf = (brandId: BrandId): readonly { readonly id: StandardConditionId; readonly text: BilingualText }[] =>
  SCHOOL_STANDARD_CONDITIONS[brandId].map((id) => ({ id, text: { en: OFFER_CONDITION_WORDING.en[id], fr: OFFER_CONDITION_WORDING.fr[id] } }));

/** A catalog sentence with its `{name}` places filled in. */
export const fillWords = (sentence: string, values: Readonly<Record<string, string>>): string =>
  sentence.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
