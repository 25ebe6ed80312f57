import { retentionOf } from '@admission/domain';
import { Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import { brand, brandInSentence } from '../../shared/brand';
import { accountMenuMessages } from '../../shared/account-menu.messages';
import { privacyMessages as m } from './privacy.messages';
import { FactList, RightsFrame, RightsSection } from './rights-frame';

/**
 * /privacy ("Candidates' rights"): what is collected, why, how long (the brand's retention, as the account
 * deletion applies it: the domain's retentionOf) and whom to ask (the brand's contact, in the frame).
 */
export function Component() {
  const intl = useIntl();
  const retention = retentionOf(brand);
  return (
    <RightsFrame title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead, { school: brandInSentence(intl.locale) })}>
      <RightsSection id="privacy-collected" title={intl.formatMessage(m.collectedHeading)}>
        <FactList items={[m.account, m.applications, m.englishLevel, m.nationalities, m.disability, m.documents, m.quiz, m.payments]} />
      </RightsSection>
      <RightsSection id="privacy-why" title={intl.formatMessage(m.whyHeading)}>
        <Text>{intl.formatMessage(m.why)}</Text>
      </RightsSection>
      <RightsSection id="privacy-kept" title={intl.formatMessage(m.keptHeading)}>
        <FactList
          items={[m.keptWhileOpen, m.keptDeleted, [m.keptRecord, { years: retention.anonymisedRecordYears }], [m.keptInvoices, { years: retention.accountingYears }]]}
        />
      </RightsSection>
      <RightsSection id="privacy-rights" title={intl.formatMessage(m.rightsHeading)}>
        <Text>{intl.formatMessage(m.rights)}</Text>
        <Text>
          {intl.formatMessage(m.selfService, {
            download: intl.formatMessage(accountMenuMessages.downloadData),
            deletion: intl.formatMessage(accountMenuMessages.deleteAccount),
          })}
        </Text>
      </RightsSection>
    </RightsFrame>
  );
}
