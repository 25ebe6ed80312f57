import { checkSignInEmail, type SignInFailure } from '@admission/domain';
import { Alert, Card, ExternalLink, NativeButton, Stack, Text } from '@admission/ui';
import { Suspense, lazy, useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { afterSignIn } from '../../app/access/access-controller';
import { useSessionStore } from '../../app/access/session.store';
import { brandInSentence } from '../../shared/brand';
import { appConfig } from '../../di/services';
import { commonMessages } from '../../shared/messages';
import { codeFailureText, rateLimitMessage } from '../../shared/sign-in-failures';
import { SignInCodeField, SignInEmailField } from '../../shared/sign-in-fields';
import { SignInFrame } from '../../shared/sign-in-frame';
import { usePageTitle } from '../../shared/page-title';
import { forgetSignInEmail, rememberSignInEmail } from '../../shared/sign-in-link';
import { confirmPageUrl } from '../../app/routes';
import { ButtonWithRefusal } from '../../shared/button-with-refusal';
import { useRefusal } from '../../shared/use-refusal';
import { authMessages as m } from './auth.messages';
import { checkSignInCode, sendSignInLink } from './sign-in-actions';
import { initialLinkError } from '../../app/access/link-error';

const AccountNotFoundDialog = lazy(() => import('./account-not-found-dialog'));

type Step = { readonly kind: 'email' } | { readonly kind: 'sent'; readonly email: string };

/** /auth: the magic link, or the 6-digit code of the same email (spec §2, §5, §8). */
export function Component() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.pageTitle));
  const config = appConfig();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const sentMessage = useRef<HTMLDivElement>(null);
  // A refusal to send or to check a code stays by its button until the next try, or until its wait is over.
  const sendRefusal = useRefusal();
  const codeRefusal = useRefusal();
  // After Send, the focus goes to what happened: the 'link sent' message (no toast over the page).
  useEffect(() => {
    if (step.kind === 'sent') sentMessage.current?.focus();
  }, [step]);
  const [notFound, setNotFound] = useState<{ readonly applyUrl: string } | null>(null);
  const [linkError] = useState(initialLinkError);
  // The server refused the session and no refresh cured it: said here until the next sign-in.
  const sessionEnded = useSessionStore((state) => state.access.status === 'unauthenticated' && state.access.reason === 'session-ended');

  const showSignInFailure = (failure: SignInFailure) => {
    switch (failure.code) {
      case 'EMAIL_REQUIRED':
        setEmailError(intl.formatMessage(m.emailRequiredText));
        emailField.current?.focus();
        return;
      case 'ACCOUNT_NOT_FOUND':
        setNotFound({ applyUrl: failure.applyUrl ?? config.applyUrl });
        return;
      case 'RATE_LIMITED':
        sendRefusal.show({ title: intl.formatMessage(m.rateLimitedTitle), text: rateLimitMessage(intl, failure.retryAfterSeconds) }, failure.retryAfterSeconds);
        return;
      case 'ACCESS_DENIED':
        sendRefusal.show({ title: intl.formatMessage(m.accessDenied), text: failure.message });
        return;
      case 'VERIFICATION_FAILED':
        sendRefusal.show({ title: intl.formatMessage(commonMessages.errorTitle), text: intl.formatMessage(m.verificationFailed) });
    }
  };

  const sendLink = async (event: FormEvent) => {
    event.preventDefault();
    // Our own check, in the page's language (the form is noValidate: no browser bubble). The error stays until
    // the address is edited, so the press that sends is never the one that also moves the button.
    sendRefusal.clear();
    const checked = checkSignInEmail(email);
    if (!checked.ok) {
      if (checked.error.code === 'EMAIL_REQUIRED') showSignInFailure(checked.error);
      else {
        setEmailError(intl.formatMessage(m.emailInvalid));
        emailField.current?.focus();
      }
      return;
    }
    setSending(true);
    try {
      const result = await sendSignInLink(email, confirmPageUrl(window.location.origin));
      if (result.ok) {
        const sentTo = email.trim().toLowerCase();
        rememberSignInEmail(sentTo);
        setStep({ kind: 'sent', email: sentTo });
      } else {
        showSignInFailure(result.error);
      }
    } catch {
      showSignInFailure({ code: 'VERIFICATION_FAILED' });
    } finally {
      setSending(false);
    }
  };

  const verifyCode = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'sent') return;
    setChecking(true);
    setCodeError(null);
    codeRefusal.clear();
    try {
      const result = await checkSignInCode(step.email, code);
      if (result.ok) {
        forgetSignInEmail();
        await afterSignIn();
      } else if (result.error.code === 'RATE_LIMITED') {
        const seconds = result.error.retryAfterSeconds;
        codeRefusal.show({ title: intl.formatMessage(m.rateLimitedTitle), text: rateLimitMessage(intl, seconds) }, seconds);
      } else setCodeError(codeFailureText(intl, result.error, intl.formatMessage(m.verificationFailed)));
    } catch {
      setCodeError(intl.formatMessage(m.verificationFailed));
    } finally {
      setChecking(false);
    }
  };

  return (
    <SignInFrame title={intl.formatMessage(m.welcome, { school: brandInSentence(intl.locale) })}>
      {linkError ? <Alert message={intl.formatMessage(m.linkExpired)} /> : null}
      {sessionEnded ? <Alert tone="warning" role="alert" message={intl.formatMessage(m.sessionEnded)} /> : null}
      <Card>
        {step.kind === 'email' ? (
          <form onSubmit={(event) => void sendLink(event)} noValidate>
            <Stack gap={4}>
              <Text tone="muted">{intl.formatMessage(m.intro)}</Text>
              <SignInEmailField
                ref={emailField}
                label={intl.formatMessage(m.emailLabel)}
                placeholder={intl.formatMessage(m.emailPlaceholder)}
                value={email}
                onChange={(value) => {
                  setEmail(value);
                  setEmailError(null);
                }}
                isDisabled={sending}
                errorMessage={emailError}
              />
              <ButtonWithRefusal refusal={sendRefusal} isPending={sending} pendingLabel={intl.formatMessage(m.sending)}>
                {intl.formatMessage(m.send)}
              </ButtonWithRefusal>
            </Stack>
          </form>
        ) : (
          <form onSubmit={(event) => void verifyCode(event)} noValidate>
            <Stack gap={4}>
              <Alert
                ref={sentMessage}
                tabIndex={-1}
                tone="success"
                title={intl.formatMessage(m.linkSentTitle)}
                message={intl.formatMessage(m.linkSentText, { email: step.email })}
              />
              <Text tone="muted">{intl.formatMessage(m.codeIntro)}</Text>
              <SignInCodeField label={intl.formatMessage(m.codeLabel)} value={code} onChange={setCode} errorMessage={codeError} />
              <ButtonWithRefusal refusal={codeRefusal} isPending={checking} pendingLabel={intl.formatMessage(m.codeChecking)}>
                {intl.formatMessage(m.codeSubmit)}
              </ButtonWithRefusal>
              <NativeButton
                variant="ghost"
                onClick={() => {
                  setStep({ kind: 'email' });
                  setCode('');
                  setCodeError(null);
                  codeRefusal.clear();
                }}
              >
                {intl.formatMessage(m.useAnotherEmail)}
              </NativeButton>
            </Stack>
          </form>
        )}
      </Card>
      <Stack direction="row" gap={1} wrap align="baseline">
        <Text tone="muted" size="sm" as="span">
          {intl.formatMessage(m.noAccount)}
        </Text>
        <ExternalLink href={config.applyUrl} externalLabel={intl.formatMessage(commonMessages.opensInNewTab)}>
          {intl.formatMessage(m.startApplication)}
        </ExternalLink>
      </Stack>
      {notFound ? (
        <Suspense fallback={null}>
          <AccountNotFoundDialog applyUrl={notFound.applyUrl} onClose={() => setNotFound(null)} />
        </Suspense>
      ) : null}
    </SignInFrame>
  );
}
