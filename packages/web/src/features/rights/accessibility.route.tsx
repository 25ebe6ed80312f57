import { Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import { brandInSentence } from '../../shared/brand';
import { FactList, RightsFrame, RightsSection } from './rights-frame';
import { accessibilityMessages as m } from './accessibility.messages';

/** /accessibility ("Candidates' rights"): what was tested, the known limits, how to ask for another format. */
export function Component() {
  const intl = useIntl();
  return (
    <RightsFrame title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)}>
      <RightsSection id="accessibility-standard" title={intl.formatMessage(m.standardHeading)}>
        <Text>{intl.formatMessage(m.standard, { school: brandInSentence(intl.locale) })}</Text>
      </RightsSection>
      <RightsSection id="accessibility-tested" title={intl.formatMessage(m.testedHeading)}>
        <FactList items={[m.testedAxe, m.testedJourneys, m.testedKeyboard, m.testedPhone, m.testedColours]} />
      </RightsSection>
      <RightsSection id="accessibility-limits" title={intl.formatMessage(m.limitsHeading)}>
        <FactList items={[m.limitScans, m.limitQuiz, m.limitOutside]} />
      </RightsSection>
      <RightsSection id="accessibility-format" title={intl.formatMessage(m.formatHeading)}>
        <Text>{intl.formatMessage(m.format)}</Text>
      </RightsSection>
    </RightsFrame>
  );
}
