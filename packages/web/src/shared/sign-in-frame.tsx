import { Heading, Page, Stack } from '@admission/ui';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch';

/** The layout of both sign-in pages (/auth and /auth/confirm): the language switch, the page's h1, its content. */
export function SignInFrame({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Page width="narrow">
      <Stack gap={6}>
        <Stack direction="row" justify="end">
          <LanguageSwitch />
        </Stack>
        <Heading level={1}>{title}</Heading>
        {children}
      </Stack>
    </Page>
  );
}
