import styled from 'styled-components';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';
import { Stack } from '../Layout';
import { Link } from '../Link';
import { Text } from '../Typography';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

/** What the contact dialog shows. */
export interface ContactDetails {
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
}

export interface ContactDialogProps extends ContactDetails {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The contact details dialog of ContactButton, its own chunk: it loads when the button is first wanted. */
export default function ContactDialog({ isOpen, onOpenChange, title, intro, emailLabel, email, phoneLabel, phone, closeLabel }: ContactDialogProps) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} closeLabel={closeLabel}>
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
  );
}
