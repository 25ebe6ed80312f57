import type { DisabilityStatus, Nationality, SubmissionStatus } from '../api/entities';
import { isPortError } from '../api/port-error';
import type { UsersApi } from '../api/product-api.port';
import { ALL_WITHDRAWN, type AllWithdrawn, isAllWithdrawnRefusal } from '../rights/withdrawal';
import { type Result, fail, ok } from '../shared/result';
import { type DocumentsLocked, guardDocumentsChange } from './submission-lock';

export type CandidateAnswerFailure =
  | DocumentsLocked
  | AllWithdrawn
  | { readonly code: 'DISABILITY_UPDATE_FAILED'; readonly detail: string | null }
  | { readonly code: 'NATIONALITIES_UPDATE_FAILED'; readonly detail: string | null };

const detailOf = (error: unknown): string | null => (isPortError(error) ? error.detailText : null);

/** Yes / No to 'Do you have a disability?', unless the documents are submitted. */
export const answerDisability = async (
  users: Pick<UsersApi, 'setDisability'>,
  submission: SubmissionStatus | null,
  hasDisability: boolean,
): Promise<Result<DisabilityStatus, CandidateAnswerFailure>> => {
  const guard = guardDocumentsChange(submission, 'disability');
  if (!guard.ok) return guard;
  try {
    return ok(await users.setDisability(hasDisability));
  } catch (error) {
    if (isAllWithdrawnRefusal(error)) return fail({ code: ALL_WITHDRAWN });
    return fail({ code: 'DISABILITY_UPDATE_FAILED', detail: detailOf(error) });
  }
};

/** The full chosen list is sent on each change (duplicates dropped), unless the documents are submitted. */
export const chooseNationalities = async (
  users: Pick<UsersApi, 'setNationalities'>,
  submission: SubmissionStatus | null,
  codes: readonly string[],
): Promise<Result<readonly Nationality[], CandidateAnswerFailure>> => {
  const guard = guardDocumentsChange(submission, 'nationality');
  if (!guard.ok) return guard;
  try {
    return ok(await users.setNationalities([...new Set(codes)]));
  } catch (error) {
    if (isAllWithdrawnRefusal(error)) return fail({ code: ALL_WITHDRAWN });
    return fail({ code: 'NATIONALITIES_UPDATE_FAILED', detail: detailOf(error) });
  }
};
