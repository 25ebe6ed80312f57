import { ContactButton } from '@admission/ui';
import { useIntl } from 'react-intl';
import { brand } from './brand';
import { commonMessages } from './messages';

/** The floating contact button: the brand's admission email, and its phone when it has one (spec §1). */
export default function BrandContactButton() {
  const intl = useIntl();
  return (
    <ContactButton
      buttonLabel={intl.formatMessage(commonMessages.contactButton)}
      title={intl.formatMessage(commonMessages.contactTitle)}
      intro={intl.formatMessage(commonMessages.contactIntro)}
      emailLabel={intl.formatMessage(commonMessages.contactEmail)}
      email={brand.contact.email}
      phoneLabel={intl.formatMessage(commonMessages.contactPhone)}
      phone={brand.contact.phone ?? undefined}
      closeLabel={intl.formatMessage(commonMessages.close)}
    />
  );
}
