// Who may sit on a program's jury: the reviewers of the program's own school, never those of another.
import { isReviewer, type Role } from '../roles/role';
import { fail, ok, type Result } from '../shared/result';

/** An account as the jury's rule reads it: its role and its school (brand). */
export interface JuryCandidate {
  readonly id: string;
  readonly role: Role | null;
  readonly brand: string;
}

/** A reviewer of the program's school. */
export const eligibleJuror = (programBrand: string, person: Pick<JuryCandidate, 'role' | 'brand'>): boolean => isReviewer(person.role) && person.brand === programBrand;

/** Some ids name no reviewer at all, or reviewers of another school; the ids at fault. */
export type JuryMembershipError =
  | { readonly code: 'REVIEWER_UNKNOWN'; readonly reviewerIds: readonly string[] }
  | { readonly code: 'REVIEWER_OTHER_SCHOOL'; readonly reviewerIds: readonly string[] };

/** The ids an admin named for a program of `programBrand`, given the accounts they match; an unknown id fails first. */
export function checkJuryMembers(programBrand: string, reviewerIds: readonly string[], accounts: readonly JuryCandidate[]): Result<readonly string[], JuryMembershipError> {
  const accountOf = (id: string) => accounts.find((account) => account.id === id);
  const unknown = reviewerIds.filter((id) => {
    const account = accountOf(id);
    return account === undefined || !isReviewer(account.role);
  });
  if (unknown.length > 0) return fail({ code: 'REVIEWER_UNKNOWN', reviewerIds: unknown });
  const elsewhere = reviewerIds.filter((id) => accountOf(id)?.brand !== programBrand);
  if (elsewhere.length > 0) return fail({ code: 'REVIEWER_OTHER_SCHOOL', reviewerIds: elsewhere });
  return ok(reviewerIds);
}
