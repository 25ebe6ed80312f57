// A fresh backend with one seeded candidate signed in: the set-up of the tests that upload as a candidate.
import { startTestBackend, userIdOf, type Session, type TestBackend } from './test-backend';

export interface CandidateBackend {
  readonly t: TestBackend;
  readonly session: Session;
  readonly userId: string;
}

/** Starts a backend and signs in the candidate whose documents are incomplete (free document slots). */
export async function startWithCandidate(email = 'docs.incomplete@northbridge.example'): Promise<CandidateBackend> {
  const t = await startTestBackend();
  const session = await t.signIn(email);
  return { t, session, userId: await userIdOf(t, session) };
}
