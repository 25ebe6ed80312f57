import { brandContact } from '@admission/domain';
import { ExternalLink, Heading, Page, Stack, Text } from '@admission/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { brand } from '../../shared/brand';
import { useSessionStore } from '../../app/access/session.store';
import { LanguageSwitch } from '../../shared/language-switch';
import { rightsMessages as m } from './rights.messages';
import { usePageTitle } from '../../shared/page-title';
import { pathTo } from '../../app/routes';

const Bullets = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[6]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.default};
`;

/** A fact: a message, or a message and its values. */
export type Fact = MessageDescriptor | readonly [MessageDescriptor, Readonly<Record<string, string | number>>];

/** A bulleted list of translated facts: these pages are mostly lists of them. */
export function FactList({ items }: { readonly items: readonly Fact[] }) {
  const intl = useIntl();
  return (
    <Bullets>
      {items.map((item) => {
        const [message, values] = Array.isArray(item) ? (item as readonly [MessageDescriptor, Record<string, string | number>]) : [item as MessageDescriptor, undefined];
        return <li key={String(message.id)}>{intl.formatMessage(message, values)}</li>;
      })}
    </Bullets>
  );
}

/** A titled part of a page (an h2 and its content), named by its heading for screen readers' region lists. */
export function RightsSection({ id, title, children }: { readonly id: string; readonly title: string; readonly children: ReactNode }) {
  return (
    <Stack gap={3} as="div">
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** One way to reach the team: its label, then the address as a link (mailto:, tel:) that opens the device's own program. */
function ContactLine({ label, href, text }: { readonly label: string; readonly href: string; readonly text: string }) {
  return (
    <Stack direction="row" gap={2} wrap align="baseline">
      <Text as="span" weight="semibold">
        {label}
      </Text>
      <ExternalLink href={href} newTab={false}>
        {text}
      </ExternalLink>
    </Stack>
  );
}

/** The brand's admissions contact (its configuration's email, and its phone when it publishes one). */
export function BrandContactDetails() {
  const intl = useIntl();
  const contact = brandContact(brand);
  return (
    <RightsSection id="rights-contact" title={intl.formatMessage(m.contactHeading)}>
      <ContactLine label={intl.formatMessage(m.contactEmail)} href={`mailto:${contact.email}`} text={contact.email} />
      {contact.phone !== null ? <ContactLine label={intl.formatMessage(m.contactPhone)} href={`tel:${contact.phone.replace(/\s+/g, '')}`} text={contact.phone} /> : null}
    </RightsSection>
  );
}

/**
 * The layout of the public pages (accessibility, privacy, cookies), signed in or not: the way home and the
 * language switch, the h1 and its lead, then the page's sections. Light on purpose: a signed-out visitor loads
 * it beside the sign-in page's code (no react-aria, no signed-in header, not shared/page-heading, which lives in
 * the signed-in chunk). Every way in is a plain link (the shell's footer), a page load: the browser starts at the
 * top, so no focus is moved.
 */
export function RightsFrame({ title, lead, children }: { readonly title: string; readonly lead: string; readonly children: ReactNode }) {
  const intl = useIntl();
  usePageTitle(title);
  const signedIn = useSessionStore((state) => state.access.status === 'authenticated');
  return (
    <Page width="narrow">
      <Stack gap={6}>
        <Stack direction="row" justify="space-between" align="center" wrap>
          <ExternalLink href={pathTo(signedIn ? 'dashboard' : 'auth')} newTab={false}>
            {intl.formatMessage(signedIn ? m.homeSignedIn : m.homeSignedOut)}
          </ExternalLink>
          <LanguageSwitch />
        </Stack>
        <Stack gap={1}>
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">{lead}</Text>
        </Stack>
        {children}
        <BrandContactDetails />
        <Text tone="muted" size="sm">
          {intl.formatMessage(m.updated)}
        </Text>
      </Stack>
    </Page>
  );
}
