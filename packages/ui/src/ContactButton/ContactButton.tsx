import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';
import { Stack } from '../Layout';
import { Link } from '../Link';
import { Text } from '../Typography';
import { focusRing } from '../theme/media';

export interface ContactButtonProps {
  /** Accessible name of the floating button (e.g. 'Contact us'). */
  buttonLabel: string;
  /** Dialog title: 'Contact Information'. */
  title: string;
  /** Intro sentence in the dialog. */
  intro?: string;
  /** Caption before the email (e.g. 'Admissions email'). */
  emailLabel: string;
  email: string;
  /** Caption before the phone (e.g. 'Phone'); the phone row shows only with `phone`. */
  phoneLabel?: string;
  phone?: string;
  /** Close button text. */
  closeLabel: string;
  /** Start open (stories). */
  defaultOpen?: boolean;
}

const Fab = styled(AriaButton)`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.floating};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary.solid};
  color: ${({ theme }) => theme.colors.primary.onSolid};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  cursor: pointer;
  &[data-hovered] { background: ${({ theme }) => theme.colors.primary.solidHover}; }
  &[data-focus-visible] { ${focusRing} }
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

/** A floating contact button (bottom right) opening the school's contact details. */
export function ContactButton({ buttonLabel, title, intro, emailLabel, email, phoneLabel, phone, closeLabel, defaultOpen = false }: ContactButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Fab aria-label={buttonLabel} onPress={() => setOpen(true)}>
        <Icon name="chat" size={24} />
      </Fab>
      <Dialog isOpen={open} onOpenChange={setOpen} title={title} closeLabel={closeLabel}>
        <Stack gap={3}>
          {intro ? <Text tone="muted">{intro}</Text> : null}
          <Row>
            <Text as="span" size="sm" tone="muted">
              {emailLabel}
            </Text>
            <Link href={`mailto:${email}`}>
              <Icon name="mail" />
              {email}
            </Link>
          </Row>
          {phone ? (
            <Row>
              <Text as="span" size="sm" tone="muted">
                {phoneLabel}
              </Text>
              <Link href={`tel:${phone.replace(/\s+/g, '')}`}>
                <Icon name="phone" />
                {phone}
              </Link>
            </Row>
          ) : null}
        </Stack>
      </Dialog>
    </>
  );
}
