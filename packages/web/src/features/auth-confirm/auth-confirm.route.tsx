import { Alert, Card, Stack, Text } from '@admission/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { brandInSentence } from '../../shared/brand';
import { ButtonWithRefusal } from '../../shared/button-with-refusal';
import { SignInCodeField, SignInEmailField } from '../../shared/sign-in-fields';
import { SignInFrame } from '../../shared/sign-in-frame';
import { confirmMessages as m } from './auth-confirm.messages';
import { usePageTitle } from '../../shared/page-title';
import { useAuthConfirm } from './use-auth-confirm';

/**
 * /auth/confirm, where the sign-in email's link lands (docs/decisions/0006): a button spends the link, so a
 * mail scanner that opens it first spends nothing. A spent, expired or broken link offers a new link and code.
 */
export function Component() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.signIn));
  const { search } = useLocation();
  const { link, signingIn, linkRefusal, confirm, newLink, code } = useAuthConfirm(search);
  const codeField = useRef<HTMLInputElement>(null);
  // After a new link is sent, the next thing to do is to type its code.
  useEffect(() => {
    if (code.sentTo !== null) codeField.current?.focus();
  }, [code.sentTo]);

  let body;
  if (link === 'usable') {
    body = (
      <Stack gap={4}>
        <Text tone="muted">{intl.formatMessage(m.intro)}</Text>
        <ButtonWithRefusal refusal={linkRefusal} onClick={confirm} isPending={signingIn} pendingLabel={intl.formatMessage(m.signingIn)}>
          {intl.formatMessage(m.signIn)}
        </ButtonWithRefusal>
      </Stack>
    );
  } else if (code.sentTo === null) {
    body = (
      <form onSubmit={newLink.send} noValidate>
        <Stack gap={4}>
          <Alert tone="warning" message={intl.formatMessage(link === 'spent' ? m.spent : m.malformed)} />
          <Text tone="muted">{intl.formatMessage(m.newLinkIntro)}</Text>
          <SignInEmailField
            label={intl.formatMessage(m.emailLabel)}
            value={newLink.email}
            onChange={newLink.setEmail}
            isDisabled={newLink.sending}
            errorMessage={newLink.emailError}
          />
          <ButtonWithRefusal refusal={newLink.refusal} isPending={newLink.sending} pendingLabel={intl.formatMessage(m.sendingNewLink)}>
            {intl.formatMessage(m.sendNewLink)}
          </ButtonWithRefusal>
        </Stack>
      </form>
    );
  } else {
    body = (
      <form onSubmit={code.verify} noValidate>
        <Stack gap={4}>
          <Alert tone="success" message={intl.formatMessage(m.newLinkSent, { email: code.sentTo })} />
          <SignInCodeField ref={codeField} label={intl.formatMessage(m.codeLabel)} value={code.value} onChange={code.setValue} errorMessage={code.error} />
          <ButtonWithRefusal refusal={code.refusal} isPending={code.checking} pendingLabel={intl.formatMessage(m.signingIn)}>
            {intl.formatMessage(m.codeSubmit)}
          </ButtonWithRefusal>
        </Stack>
      </form>
    );
  }

  return (
    <SignInFrame title={intl.formatMessage(m.title, { school: brandInSentence(intl.locale) })}>
      <Card>{body}</Card>
    </SignInFrame>
  );
}
