// Why an application was rejected: one or more, shown to the candidate in their language with what
// they can do next, and sent in the rejection email.
import { type ReasonWordings, type ChosenReason, validateReasons } from './reasons';

export const REJECTION_REASON_IDS = ['documents-missing', 'prerequisites-not-met', 'quiz-below-level', 'places-filled', 'other'] as const;
export type RejectionReasonId = (typeof REJECTION_REASON_IDS)[number];
export type RejectionReason = ChosenReason<RejectionReasonId>;

export const REJECTION_REASON_WORDING: ReasonWordings<RejectionReasonId> = {
  'documents-missing': {
    en: { label: 'Documents missing or unreadable', nextStep: 'You may apply again with every required document, complete and legible.' },
    fr: { label: 'Documents manquants ou illisibles', nextStep: 'Vous pouvez postuler à nouveau avec tous les documents demandés, complets et lisibles.' },
  },
  'prerequisites-not-met': {
    en: { label: 'Prerequisites not met', nextStep: 'Check the entry requirements of the program, or ask the admissions team about another program.' },
    fr: { label: 'Prérequis non remplis', nextStep: 'Consultez les conditions d’admission du programme, ou demandez au service des admissions un autre programme.' },
  },
  'quiz-below-level': {
    en: { label: "Quiz result below the program's level", nextStep: 'You may apply to a program whose level matches your result, or apply again next session.' },
    fr: { label: 'Résultat au quiz inférieur au niveau du programme', nextStep: 'Vous pouvez postuler à un programme adapté à votre résultat, ou à nouveau à la prochaine session.' },
  },
  'places-filled': {
    en: { label: 'All places are filled', nextStep: 'You may apply again for the next intake; the admissions team can tell you when it opens.' },
    fr: { label: 'Toutes les places sont pourvues', nextStep: 'Vous pouvez postuler pour la prochaine rentrée\u00a0; le service des admissions vous dira quand elle ouvre.' },
  },
  other: {
    en: { label: 'Other', nextStep: 'Contact the admissions team if you have any question.' },
    fr: { label: 'Autre', nextStep: 'Contactez le service des admissions pour toute question.' },
  },
};

/** The reasons of a rejection: at least one, from the list. */
export const validateRejectionReasons = (input: unknown) => validateReasons(REJECTION_REASON_IDS, input);

const isRejectionReason = (reason: ChosenReason): reason is RejectionReason => (REJECTION_REASON_IDS as readonly string[]).includes(reason.id);

/** The reasons an API answer carries that this list knows (a reason added on a newer server never breaks a page). */
export const knownRejectionReasons = (reasons: readonly ChosenReason[] | null | undefined): readonly RejectionReason[] => (reasons ?? []).filter(isRejectionReason);
