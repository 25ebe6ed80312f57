// The sign-in page's two actions, each on the auth port the services give: send the link (with its code) to an
// address, and check the code of that address. The services' container loads on the first press.
import { signIn, signInWithCode } from '@admission/domain';
import { services } from '../../di/services';

/** Sends the sign-in link to `email`; the link leads to `redirectTo` (the confirm page). */
export const sendSignInLink = async (email: string, redirectTo: string) => signIn((await services()).auth, email, redirectTo);

/** Checks the 6-digit code sent to `email`; on success the session starts. */
export const checkSignInCode = async (email: string, code: string) => signInWithCode((await services()).auth, email, code);
