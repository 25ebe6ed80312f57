// The offer's calls: extensions of the product API beyond spec §7 (deal_status keeps its five values; the offer lives
// beside it). Every method rejects with a PortError; a coded refusal carries the domain's code in its detail
// (OfferRefusalBody): 403 FORBIDDEN for an actor the machine does not allow, 409 OFFER_STATE when the offer's state
// does not allow the action (with the offer as it stands).
import type { ConditionState, WaitlistChoice } from '../offer/offer-kinds';
import type {
  CandidateOffersView,
  DeclineRequest,
  OfferChangeRequest,
  OfferDecisionRequest,
  OfferDecisionRun,
  OfferSettingsView,
  OfferView,
  ProgramOffersView,
  StaffOfferView,
} from './offer-entities';

export interface OfferApi {
  // The candidate's calls, on their own offers and waitlists.
  /** GET /offers: their offers (each with what accepting it would do) and their waitlists. */
  candidateOffers(): Promise<CandidateOffersView>;
  /** POST /offers/{offerId}/accept; 409 OFFER_STATE, ALREADY_ENROLLED. Declines their other offers and withdraws their pending applications in the same transaction. */
  accept(offerId: number): Promise<CandidateOffersView>;
  /** POST /offers/{offerId}/decline {reason}; 409 OFFER_STATE. */
  decline(offerId: number, request: DeclineRequest): Promise<CandidateOffersView>;
  /** POST /offers/{offerId}/extension {reason}; 409 EXTENSION_ALREADY_ASKED, OFFER_STATE; 422 REASON_REQUIRED. */
  askMoreTime(offerId: number, reason: string): Promise<OfferView>;
  /** PUT /applications/{applicationId}/waitlist {choice}; 409 NOT_WAITLISTED. */
  setWaitlistChoice(applicationId: number, choice: WaitlistChoice): Promise<CandidateOffersView>;
  // Proof for a condition goes through the existing upload (POST /documents, same file checks) with `condition_id`
  // set to the condition's id; 409 CONDITION_NOT_FOUND when it is not a pending condition of their offer.

  // An admin's calls: decisions and offers.
  /** POST /admin/offers/decisions: one application or a selection of the ranking, in its order; per application, the offer made or why not (OFFER_LIMIT_REACHED, NOT_ADMISSIBLE, OFFER_EXISTS). 422 CONDITIONS_REQUIRED for a conditional offer without one. */
  decide(request: OfferDecisionRequest): Promise<OfferDecisionRun>;
  /** PATCH /admin/offers/{offerId}: conditions and deadline; 409 OFFER_STATE, DEADLINE_NOT_LATER. */
  changeOffer(offerId: number, request: OfferChangeRequest): Promise<StaffOfferView>;
  /** POST /admin/offers/{offerId}/withdraw {reason}; 409 OFFER_STATE, 422 REASON_REQUIRED. */
  withdrawOffer(offerId: number, reason: string): Promise<StaffOfferView>;
  /** POST /admin/programs/{programId}/promotions/{applicationId}/confirm: a pending promotion made an offer; 409 OFFER_LIMIT_REACHED (the place went to another offer first: nothing is lost, the promotion stays pending), NOT_WAITLISTED. */
  confirmPromotion(programId: number, applicationId: number): Promise<ProgramOffersView>;

  // Staff's calls on an offer (admins and agents).
  /** GET /admin/applications/{applicationId}/offer */
  staffOffer(applicationId: number): Promise<StaffOfferView>;
  /** PUT /admin/offers/{offerId}/conditions/{conditionId} {state}: one condition at a time; 409 OFFER_STATE, 404 CONDITION_NOT_FOUND. */
  markCondition(offerId: number, conditionId: string, state: ConditionState): Promise<StaffOfferView>;
  /** POST /admin/offers/{offerId}/extension/grant {reply_by}; 409 NO_EXTENSION_ASKED, DEADLINE_NOT_LATER. */
  grantMoreTime(offerId: number, replyBy: string): Promise<StaffOfferView>;
  /** POST /admin/offers/{offerId}/extension/refuse; 409 NO_EXTENSION_ASKED. */
  refuseMoreTime(offerId: number): Promise<StaffOfferView>;
  /** POST /admin/offers/{offerId}/deposit/paid: recorded by hand; 409 NO_DEPOSIT, DEPOSIT_SETTLED, OFFER_STATE. */
  recordDepositPaid(offerId: number): Promise<StaffOfferView>;
  /** POST /admin/offers/{offerId}/deposit/waive {reason}; 409 NO_DEPOSIT, DEPOSIT_SETTLED, OFFER_STATE; 422 REASON_REQUIRED. */
  waiveDeposit(offerId: number, reason: string): Promise<StaffOfferView>;
  /** POST /admin/offers/{offerId}/enrol; 409 OFFER_STATE until confirmed. */
  markEnrolled(offerId: number): Promise<StaffOfferView>;

  // A program's offers, waitlist and settings.
  /** GET /admin/programs/{programId}/offers */
  programOffers(programId: number): Promise<ProgramOffersView>;
  /** GET /admin/programs/{programId}/offer-settings */
  offerSettings(programId: number): Promise<OfferSettingsView>;
  /** PUT /admin/programs/{programId}/offer-settings (admins); 422 OFFER_SETTINGS_INVALID with the field. A limit below the offers holding a place refuses new offers and withdraws none. */
  updateOfferSettings(programId: number, settings: OfferSettingsView): Promise<OfferSettingsView>;
}
