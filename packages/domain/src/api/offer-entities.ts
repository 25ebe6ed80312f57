// The offer's shapes as the product API sends them (extensions beyond spec §7; snake_case kept on purpose: these are
// wire shapes). An offer lives beside the application's deal_status, which keeps its five values and their meaning:
// an application with an offer stays ADMISSIBLE (or COMPLETE where the program has no interview). Times are ISO 8601
// instants; pages show them in `time_zone`, the school's. Amounts are in minor units (cents), as the invoice's.
import type { RejectionReason } from '../workflow/rejection-reasons';
import type { Invoice } from './entities';
import type {
  ConditionState,
  DeclineReason,
  DepositState,
  ExtensionState,
  OfferDecisionKind,
  OfferState,
  PromotionMode,
  WaitlistChoice,
} from '../offer/offer-kinds';

/** Words in both languages (a standard condition's, or an admin's free text copied to both). */
export interface BilingualText {
  readonly en: string;
  readonly fr: string;
}

/** One condition of an offer, and the proof the candidate uploaded for it (documents of the existing upload). */
export interface OfferConditionView {
  readonly id: string;
  /** The school's standard condition it came from; null for free text. */
  readonly standard_id: string | null;
  readonly text: BilingualText;
  readonly state: ConditionState;
  readonly marked_at: string | null;
  /** The documents uploaded with this condition's id (`condition_id` on the upload). */
  readonly proof_document_ids: readonly number[];
}

/** The deposit an offer asks: due `due_days` after acceptance, paid through its invoice beside the application fee. */
export interface OfferDepositView {
  readonly amount: number;
  readonly currency: string;
  readonly due_days: number;
  readonly state: DepositState;
  /** Set once accepted; null before. */
  readonly due_at: string | null;
  /** The deposit's invoice, once accepted (same shape and payment dialog as the application fee's). */
  readonly invoice: Invoice | null;
  /** Why staff waived it, while waived. */
  readonly waiver_reason: string | null;
}

/** The candidate's one request for more time. */
export interface OfferExtensionView {
  readonly state: ExtensionState;
  readonly reason: string | null;
  readonly asked_at: string | null;
}

/** An offer, as both sides read it. */
export interface OfferView {
  readonly id: number;
  readonly application_id: number;
  readonly program_id: number;
  readonly program_name: string;
  readonly time_zone: string;
  readonly state: OfferState;
  readonly conditions: readonly OfferConditionView[];
  readonly made_at: string;
  readonly reply_by: string;
  /** The deadline passed with no reply: a flag for staff (and the page's words), never a decline. */
  readonly reply_overdue: boolean;
  readonly deposit: OfferDepositView | null;
  readonly extension: OfferExtensionView;
  /** Made by a promotion from the waitlist: the rank it came from in the jury's ranking; null otherwise. */
  readonly promoted_from_rank: number | null;
  readonly replied_at: string | null;
  readonly decline_reason: DeclineReason | null;
  /** Why an admin withdrew it, while withdrawn. */
  readonly withdrawal_reason: string | null;
}

/** What accepting an offer will do besides (acceptancePlan): shown before the candidate confirms. */
export interface AcceptancePlanView {
  readonly declines: readonly { readonly offer_id: number; readonly program_name: string }[];
  readonly withdraws: readonly { readonly application_id: number; readonly program_name: string }[];
}

/** A waitlisted application, as its candidate sees it on the dashboard. */
export interface CandidateWaitlistView {
  readonly application_id: number;
  readonly program_name: string;
  readonly choice: WaitlistChoice;
  readonly places: number;
  /** Opted-in candidates ranked above them; null while opted out. */
  readonly ahead: number | null;
}

/** The candidate's offers page (GET /offers): their offers, what accepting each would do, their waitlists. */
export interface CandidateOffersView {
  readonly offers: readonly (OfferView & { readonly acceptance_plan: AcceptancePlanView | null })[];
  readonly waitlists: readonly CandidateWaitlistView[];
}

/** One step of an offer's history, for staff. */
export interface OfferHistoryEntry {
  readonly at: string;
  /** 'candidate', 'system', or a staff member's name. */
  readonly actor: string;
  /** The timeline kind (OFFER_TIMELINE_EVENT_KINDS). */
  readonly kind: string;
  readonly details: Readonly<Record<string, string | number | boolean | null>>;
}

/** An application's Offer tab (GET /admin/applications/{applicationId}/offer). */
export interface StaffOfferView {
  readonly application_id: number;
  readonly offer: OfferView | null;
  /** Opted in or out, and the rank, while waitlisted; null otherwise. */
  readonly waitlist: { readonly choice: WaitlistChoice; readonly rank: number; readonly ahead: number } | null;
  readonly history: readonly OfferHistoryEntry[];
}

/** A program's deposit: amount in minor units, ISO 4217 currency, days after acceptance. */
export interface OfferDepositSettings {
  readonly amount: number;
  readonly currency: string;
  readonly due_days: number;
}

/** A program's offer settings (GET and PUT /admin/programs/{programId}/offer-settings). */
export interface OfferSettingsView {
  readonly reply_days: number;
  readonly promotion_reply_days: number;
  readonly deposit: OfferDepositSettings | null;
  readonly places: number;
  /** At least the places; accepted offers plus offers awaiting a reply never exceed it. */
  readonly offer_limit: number;
  readonly promotion: PromotionMode;
}

/** A waitlisted candidate, for staff, in the jury's ranking order. */
export interface WaitlistEntryView {
  readonly application_id: number;
  readonly candidate_name: string;
  readonly rank: number;
  readonly choice: WaitlistChoice;
}

/** A promotion waiting for an admin (programs whose promotions an admin confirms): an opted-in candidate, next in line. */
export type PendingPromotionView = Pick<WaitlistEntryView, 'application_id' | 'candidate_name' | 'rank'>;

/** A program's offers page for staff (GET /admin/programs/{programId}/offers). */
export interface ProgramOffersView {
  readonly program_id: number;
  readonly settings: OfferSettingsView;
  /** Offers holding a place (holdsPlace), and the places still free under the limit. */
  readonly holding: number;
  readonly free_under_limit: number;
  readonly offers: readonly OfferView[];
  readonly waitlist: readonly WaitlistEntryView[];
  readonly pending_promotions: readonly PendingPromotionView[];
}

/** A condition in a request: a standard one by id, or free text. */
export type OfferConditionRequest = { readonly standard_id: string } | { readonly text: BilingualText };

/** Deciding one application, or a selection of the ranking (POST /admin/offers/decisions). */
export interface OfferDecisionRequest {
  readonly application_ids: readonly number[];
  readonly kind: OfferDecisionKind;
  /** For a conditional offer (at least one); empty otherwise. */
  readonly conditions: readonly OfferConditionRequest[];
  /** The program's reply days when null. */
  readonly reply_by: string | null;
  /** A rejection's structured reasons (as the ranking's decisions); empty otherwise. */
  readonly reasons: readonly RejectionReason[];
}

/** Per application: the offer made, or why not (OFFER_LIMIT_REACHED, NOT_ADMISSIBLE, OFFER_EXISTS...). */
export interface OfferDecisionRun {
  readonly decided: readonly { readonly application_id: number; readonly offer_id: number | null }[];
  readonly refused: readonly { readonly application_id: number; readonly code: string }[];
}

/** Changing an offer (PATCH /admin/offers/{offerId}): its conditions (kept ones by id) and its deadline. */
export interface OfferChangeRequest {
  readonly conditions: readonly (OfferConditionRequest | { readonly id: string })[];
  readonly reply_by: string;
}

/** Declining (POST /offers/{offerId}/decline): where they are going instead, if they say. */
export interface DeclineRequest {
  readonly reason: DeclineReason | null;
}

/** A refusal's body: `code` is the domain's (OFFER_STATE, OFFER_LIMIT_REACHED...), `field` a settings field at fault. */
export interface OfferRefusalBody {
  readonly code: string;
  readonly field?: string;
  /** The offer as it now stands, when the refusal is about its state (a race lost: nothing is lost, the page refreshes). */
  readonly offer?: OfferView;
  /** With OFFER_LIMIT_REACHED: the places and the offers holding one. */
  readonly limit?: { readonly offer_limit: number; readonly holding: number };
}
