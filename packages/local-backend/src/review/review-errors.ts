// The 422 details of the jury's refusals: the domain's code (the page maps it to its words) and an English message
// for whoever reads the API without the page.
import { validateReviewReason, type JuryMembershipError, type ReviewError, type ReviewerDocumentTypesError, type ReviewSettingsError, type RubricError } from '@admission/domain';
import { textFieldProblem } from '../http/clean-text';
import { unprocessable } from '../http/http-error';

export function reviewErrorDetail(error: ReviewError) {
  switch (error.code) {
    case 'REVIEW_MALFORMED':
      return { code: error.code, message: 'scores must be an object and comment a text' };
    case 'UNKNOWN_CRITERION':
      return { code: error.code, message: `The rubric has no criterion ${error.criterionId}`, criterion_id: error.criterionId };
    case 'SCORE_INVALID':
      return { code: error.code, message: `The score of ${error.criterionId} must be a whole number from 1 to 5`, criterion_id: error.criterionId };
    case 'RECOMMENDATION_INVALID':
      return { code: error.code, message: 'recommendation must be admit, reject, unsure or null' };
    case 'COMMENT_TOO_LONG':
      return { code: error.code, message: `A comment holds at most ${error.max} characters`, max: error.max };
  }
}

/** REVIEW_SETTINGS_INVALID with the first field in error (`field`) and every one of them (`errors`). */
export const settingsErrorDetail = (error: ReviewSettingsError) => ({
  code: error.code,
  message: error.field === null ? 'The settings must be an object' : error.errors.map(fieldErrorMessage).join('; '),
  field: error.field,
  errors: error.errors,
});

const fieldErrorMessage = (error: ReviewSettingsError['errors'][number]): string =>
  error.reason === 'MORE_THAN_REVIEWERS'
    ? `${error.field} (${error.wanted}) is more than the program's reviewers (${error.reviewers})`
    : `${error.field} is out of its bounds`;

/** A reviewer named who is no reviewer (REVIEWER_UNKNOWN) or one of another school (REVIEWER_OTHER_SCHOOL), with their ids. */
export const juryMembershipErrorDetail = (error: JuryMembershipError) => ({
  code: error.code,
  message: error.code === 'REVIEWER_UNKNOWN' ? `Not a reviewer: ${error.reviewerIds.join(', ')}` : `A reviewer of another school: ${error.reviewerIds.join(', ')}`,
  reviewer_ids: error.reviewerIds,
});

/** The documents a jury sees refused: an identity document (IDENTITY_DOCUMENT_NOT_FOR_REVIEWERS) or an unknown type, each named. */
export const documentTypesErrorDetail = (error: ReviewerDocumentTypesError) => ({
  code: error.code,
  message: error.code === 'IDENTITY_DOCUMENT_NOT_FOR_REVIEWERS' ? `Reviewers never see identity documents: ${error.documentTypes.join(', ')}` : `Unknown document types: ${error.documentTypes.join(', ')}`,
  document_types: error.documentTypes,
});

/** A rubric refused: RUBRIC_INVALID, with the domain's reason and where it lies. */
export const rubricErrorDetail = (error: RubricError) => ({
  code: 'RUBRIC_INVALID',
  message: `The rubric is refused: ${error.code}`,
  reason: error.code,
  criterion_index: error.criterionIndex,
  criterion_id: error.criterionId,
  text: error.text,
  language: error.language,
});

/** A reason typed by a reviewer (a conflict) or an admin (a re-opening), by the domain's rule; else a 422. */
export function reasonOf(text: unknown): string {
  const checked = validateReviewReason(text);
  if (checked.ok) return checked.value;
  switch (checked.error.code) {
    case 'REVIEW_REASON_MISSING':
      throw unprocessable({ code: checked.error.code, message: 'A reason is required' });
    case 'REVIEW_REASON_TOO_LONG':
      throw unprocessable({ code: checked.error.code, message: `A reason holds at most ${checked.error.max} characters` });
    case 'TEXT_CONTROL_CHARACTER':
      throw unprocessable(textFieldProblem(checked.error));
  }
}
