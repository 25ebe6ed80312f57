// The conditions a school offers from its standard list (an admin may add free text too): their ids here, their words
// in both languages in @admission/wording's OFFER_CONDITION_WORDING.
import type { BrandId } from '../brands/brands';

export const STANDARD_CONDITION_IDS = ['final_diploma', 'final_transcript', 'english_level', 'french_level', 'identity_document', 'student_visa', 'health_insurance'] as const;
export type StandardConditionId = (typeof STANDARD_CONDITION_IDS)[number];

/** Each school's standard list, in the order the offer form shows it. */
export const SCHOOL_STANDARD_CONDITIONS: Readonly<Record<BrandId, readonly StandardConditionId[]>> = {
  northbridge: ['final_diploma', 'final_transcript', 'english_level', 'identity_document', 'student_visa'],
  lumiere: ['final_diploma', 'final_transcript', 'french_level', 'english_level', 'identity_document', 'student_visa', 'health_insurance'],
  default: ['final_diploma', 'final_transcript', 'identity_document'],
};

export const isStandardConditionId = (value: unknown): value is StandardConditionId => typeof value === 'string' && (STANDARD_CONDITION_IDS as readonly string[]).includes(value);
