// Why a candidate withdraws an application ("Candidates' rights"): one or more reasons from this list, stored by
// stable id, worded in EN and FR with what the school can still offer. "other" carries the candidate's own short
// text, checked by the same rule as staff reasons (trimmed, 1 to OTHER_REASON_MAX_LENGTH characters).
import { type ChosenReason, type ReasonWordings, validateReasons } from '../workflow/reasons';

export const WITHDRAWAL_REASON_IDS = ['accepted-elsewhere', 'program-not-suitable', 'cost', 'start-date', 'personal', 'other'] as const;
export type WithdrawalReasonId = (typeof WITHDRAWAL_REASON_IDS)[number];
export type WithdrawalReason = ChosenReason<WithdrawalReasonId>;

export const WITHDRAWAL_REASON_WORDING: ReasonWordings<WithdrawalReasonId> = {
  'accepted-elsewhere': {
    en: { label: 'I accepted an offer from another school', nextStep: 'We wish you every success. You may apply again in a later session.' },
    fr: { label: 'J’ai accepté une offre d’une autre école', nextStep: 'Nous vous souhaitons une belle réussite. Vous pourrez postuler à nouveau lors d’une prochaine session.' },
  },
  'program-not-suitable': {
    en: { label: 'The program no longer suits my plans', nextStep: 'The admissions team can tell you about our other programs.' },
    fr: { label: 'Le programme ne correspond plus à mon projet', nextStep: 'Le service des admissions peut vous présenter nos autres programmes.' },
  },
  cost: {
    en: { label: 'Cost or financing', nextStep: 'The admissions team can tell you about scholarships and payment plans.' },
    fr: { label: 'Coût ou financement', nextStep: 'Le service des admissions peut vous renseigner sur les bourses et les facilités de paiement.' },
  },
  'start-date': {
    en: { label: 'The start date does not suit me', nextStep: 'You may apply for a later intake.' },
    fr: { label: 'La date de rentrée ne me convient pas', nextStep: 'Vous pouvez postuler pour une rentrée ultérieure.' },
  },
  personal: {
    en: { label: 'Personal or family reasons', nextStep: 'You may apply again whenever you are ready.' },
    fr: { label: 'Raisons personnelles ou familiales', nextStep: 'Vous pourrez postuler à nouveau dès que vous le souhaiterez.' },
  },
  other: {
    en: { label: 'Other', nextStep: 'Contact the admissions team if you have any question.' },
    fr: { label: 'Autre', nextStep: 'Contactez le service des admissions pour toute question.' },
  },
};

/** The reasons of a withdrawal: at least one, each known and once, "other" with its text. */
export const validateWithdrawalReasons = (input: unknown) => validateReasons(WITHDRAWAL_REASON_IDS, input);

/** The reasons of a withdrawal as the API sent them, keeping only those of the list (an unknown id is dropped). */
export const knownWithdrawalReasons = (reasons: readonly ChosenReason[] | null | undefined): readonly WithdrawalReason[] =>
  (reasons ?? []).filter((reason): reason is WithdrawalReason => (WITHDRAWAL_REASON_IDS as readonly string[]).includes(reason.id));
