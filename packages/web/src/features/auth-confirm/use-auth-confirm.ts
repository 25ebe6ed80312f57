import { checkSignInEmail, parseConfirmLink, signIn, signInWithCode, signInWithLink, type SignInFailure } from '@admission/domain';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { afterSignIn } from '../../app/access/access-controller';
import { appConfig, services } from '../../di/services';
import { codeFailureText, rateLimitMessage } from '../../shared/sign-in-failures';
import { useRefusal, type Refusal } from '../../shared/use-refusal';
import { forgetSignInEmail, rememberSignInEmail, rememberedSignInEmail } from '../../shared/sign-in-link';
import { confirmPageUrl } from '../../app/routes';
import { confirmMessages as m } from './auth-confirm.messages';

/** What the page knows of its link: usable (the button shows), or spent or malformed (a new link is offered). */
export type LinkState = 'usable' | 'spent' | 'malformed';

/**
 * /auth/confirm: nothing happens on load (a mail scanner's GET spends nothing); the link's token is spent only
 * when the person presses the button. A spent, expired or broken link offers a new link and its code.
 */
export function useAuthConfirm(search: string) {
  const intl = useIntl();
  const [link, setLink] = useState<LinkState>(() => (parseConfirmLink(search).ok ? 'usable' : 'malformed'));
  const [signingIn, setSigningIn] = useState(false);
  // Each refusal stays by its button until the next press, or until its wait is over.
  const linkRefusal = useRefusal();
  const [email, setEmail] = useState(rememberedSignInEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendRefusal = useRefusal();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const codeRefusal = useRefusal();

  const rateLimited = (seconds: number | undefined): Refusal => ({ title: intl.formatMessage(m.rateLimitedTitle), text: rateLimitMessage(intl, seconds) });

  const signedIn = async () => {
    forgetSignInEmail();
    // Access is verified again; the route guard then leaves this page for the dashboard.
    await afterSignIn();
  };

  const confirm = async () => {
    setSigningIn(true);
    linkRefusal.clear();
    try {
      const result = await signInWithLink((await services()).auth, search);
      if (result.ok) return await signedIn();
      const failure = result.error;
      if (failure.code === 'LINK_INVALID_OR_EXPIRED' || failure.code === 'LINK_MALFORMED') setLink(failure.code === 'LINK_MALFORMED' ? 'malformed' : 'spent');
      else if (failure.code === 'RATE_LIMITED') linkRefusal.show(rateLimited(failure.retryAfterSeconds), failure.retryAfterSeconds);
      else linkRefusal.show({ text: intl.formatMessage(m.failed) });
    } catch {
      linkRefusal.show({ text: intl.formatMessage(m.failed) });
    } finally {
      setSigningIn(false);
    }
  };

  const sendFailure = (failure: SignInFailure): void => {
    if (failure.code === 'EMAIL_REQUIRED') setEmailError(intl.formatMessage(m.emailRequired));
    else if (failure.code === 'ACCOUNT_NOT_FOUND') sendRefusal.show({ text: intl.formatMessage(m.noAccount, { applyUrl: failure.applyUrl ?? appConfig().applyUrl }) });
    else if (failure.code === 'RATE_LIMITED') sendRefusal.show(rateLimited(failure.retryAfterSeconds), failure.retryAfterSeconds);
    else sendRefusal.show({ text: intl.formatMessage(m.cannotSend) });
  };

  const sendNewLink = async (event: FormEvent) => {
    event.preventDefault();
    setEmailError(null);
    sendRefusal.clear();
    // The sign-in page's own check, in the page's language: a malformed address never goes to the server.
    const checked = checkSignInEmail(email);
    if (!checked.ok) {
      setEmailError(intl.formatMessage(checked.error.code === 'EMAIL_REQUIRED' ? m.emailRequired : m.emailInvalid));
      return;
    }
    setSending(true);
    try {
      const result = await signIn((await services()).auth, email, confirmPageUrl(window.location.origin));
      if (!result.ok) return sendFailure(result.error);
      const address = email.trim().toLowerCase();
      rememberSignInEmail(address);
      setCode('');
      setCodeError(null);
      setSentTo(address);
    } catch {
      sendFailure({ code: 'VERIFICATION_FAILED' });
    } finally {
      setSending(false);
    }
  };

  const verifyCode = async (event: FormEvent) => {
    event.preventDefault();
    if (sentTo === null) return;
    setChecking(true);
    setCodeError(null);
    codeRefusal.clear();
    try {
      const result = await signInWithCode((await services()).auth, sentTo, code);
      if (result.ok) await signedIn();
      else if (result.error.code === 'RATE_LIMITED') codeRefusal.show(rateLimited(result.error.retryAfterSeconds), result.error.retryAfterSeconds);
      else setCodeError(codeFailureText(intl, result.error, intl.formatMessage(m.failed)));
    } catch {
      setCodeError(intl.formatMessage(m.failed));
    } finally {
      setChecking(false);
    }
  };

  return {
    link,
    signingIn,
    linkRefusal,
    confirm: () => void confirm(),
    newLink: { email, setEmail, emailError, sending, refusal: sendRefusal, send: (event: FormEvent) => void sendNewLink(event) },
    code: { sentTo, value: code, setValue: setCode, error: codeError, checking, refusal: codeRefusal, verify: (event: FormEvent) => void verifyCode(event) },
  };
}
