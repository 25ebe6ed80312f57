import {
  signIn,
  signInWithCode,
  type CodeVerificationFailure,
  type SignInFailure,
} from '@admission/domain';
import { Alert, Card, ExternalLink, Heading, NativeButton, Page, Stack, Text, TextField, toast } from '@admission/ui';
import { Suspense, lazy, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { afterSignIn } from '../../app/access/access-controller';
import { brand } from '../../app/brand';
import { appConfig, services } from '../../di/services';
import { LanguageSwitch } from '../../shared/language-switch';
import { commonMessages } from '../../shared/messages';
import { authMessages as m } from './auth.messages';
import { rateLimitMessage } from './rate-limit-message';
import { initialLinkError } from '../../app/access/link-error';

const AccountNotFoundDialog = lazy(() => import('./account-not-found-dialog'));

type Step = { readonly kind: 'email' } | { readonly kind: 'sent'; readonly email: string };

/** /auth: the magic link, or the 6-digit code of the same email (spec §2, §5, §8). */
export function Component() {
  const intl = useIntl();
  const config = appConfig();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState<{ readonly applyUrl: string } | null>(null);
  const [linkError] = useState(initialLinkError);

  const showSignInFailure = (failure: SignInFailure) => {
    switch (failure.code) {
      case 'EMAIL_REQUIRED':
        toast.destructive(intl.formatMessage(m.emailRequiredTitle), intl.formatMessage(m.emailRequiredText));
        return;
      case 'ACCOUNT_NOT_FOUND':
        setNotFound({ applyUrl: failure.applyUrl ?? config.applyUrl });
        return;
      case 'RATE_LIMITED':
        toast.destructive(intl.formatMessage(m.rateLimitedTitle), rateLimitMessage(intl, failure.retryAfterSeconds));
        return;
      case 'ACCESS_DENIED':
        toast.destructive(intl.formatMessage(m.accessDenied), failure.message);
        return;
      case 'VERIFICATION_FAILED':
        toast.destructive(intl.formatMessage(commonMessages.errorTitle), intl.formatMessage(m.verificationFailed));
    }
  };

  const sendLink = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      showSignInFailure({ code: 'EMAIL_REQUIRED' });
      return;
    }
    setSending(true);
    try {
      const portal = await services();
      const result = await signIn(portal.auth, email, `${window.location.origin}/`);
      if (result.ok) {
        const sentTo = email.trim().toLowerCase();
        setStep({ kind: 'sent', email: sentTo });
        toast.success(intl.formatMessage(m.linkSentTitle), intl.formatMessage(m.linkSentText, { email: sentTo }));
      } else {
        showSignInFailure(result.error);
      }
    } catch {
      showSignInFailure({ code: 'VERIFICATION_FAILED' });
    } finally {
      setSending(false);
    }
  };

  const codeFailureText = (failure: CodeVerificationFailure | SignInFailure): string => {
    if (failure.code === 'CODE_MALFORMED') return intl.formatMessage(m.codeMalformed);
    if (failure.code === 'CODE_INVALID_OR_EXPIRED') return intl.formatMessage(m.codeInvalid);
    if (failure.code === 'RATE_LIMITED') return rateLimitMessage(intl, failure.retryAfterSeconds);
    return intl.formatMessage(m.verificationFailed);
  };

  const verifyCode = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'sent') return;
    setChecking(true);
    setCodeError(null);
    try {
      const portal = await services();
      const result = await signInWithCode(portal.auth, step.email, code);
      if (result.ok) await afterSignIn();
      else setCodeError(codeFailureText(result.error));
    } catch {
      setCodeError(intl.formatMessage(m.verificationFailed));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Page width="narrow">
      <Stack gap={6}>
        <Stack direction="row" justify="end">
          <LanguageSwitch />
        </Stack>
        <Heading level={1}>{intl.formatMessage(m.welcome, { school: brand.name })}</Heading>
        {linkError ? <Alert message={intl.formatMessage(m.linkExpired)} /> : null}
        <Card>
          {step.kind === 'email' ? (
            <form onSubmit={(event) => void sendLink(event)} noValidate>
              <Stack gap={4}>
                <Text tone="muted">{intl.formatMessage(m.intro)}</Text>
                <TextField
                  label={intl.formatMessage(m.emailLabel)}
                  placeholder={intl.formatMessage(m.emailPlaceholder)}
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={email}
                  onChange={setEmail}
                  isDisabled={sending}
                />
                <NativeButton type="submit" isPending={sending} pendingLabel={intl.formatMessage(m.sending)} fullWidth>
                  {intl.formatMessage(m.send)}
                </NativeButton>
              </Stack>
            </form>
          ) : (
            <form onSubmit={(event) => void verifyCode(event)} noValidate>
              <Stack gap={4}>
                <Alert tone="success" message={intl.formatMessage(m.linkSentText, { email: step.email })} />
                <Text tone="muted">{intl.formatMessage(m.codeIntro)}</Text>
                <TextField
                  label={intl.formatMessage(m.codeLabel)}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  value={code}
                  onChange={setCode}
                  isInvalid={codeError !== null}
                  errorMessage={codeError ?? undefined}
                />
                <NativeButton type="submit" isPending={checking} pendingLabel={intl.formatMessage(m.codeChecking)} fullWidth>
                  {intl.formatMessage(m.codeSubmit)}
                </NativeButton>
                <NativeButton
                  variant="ghost"
                  onClick={() => {
                    setStep({ kind: 'email' });
                    setCode('');
                    setCodeError(null);
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
      </Stack>
      {notFound ? (
        <Suspense fallback={null}>
          <AccountNotFoundDialog applyUrl={notFound.applyUrl} onClose={() => setNotFound(null)} />
        </Suspense>
      ) : null}
    </Page>
  );
}
