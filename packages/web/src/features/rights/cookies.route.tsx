import { Text } from '@admission/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { appConfig } from '../../di/services';
import { cookiesMessages as m } from './cookies.messages';
import { RightsFrame, RightsSection } from './rights-frame';
import { storedItems, type StoredItemId } from './stored-items';

const PURPOSES: Readonly<Record<StoredItemId, MessageDescriptor>> = { session: m.session, language: m.language, signInEmail: m.signInEmail, staffFilters: m.staffFilters };

const Entries = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  dt { font-family: ${({ theme }) => theme.typography.fontFamily.mono}; overflow-wrap: anywhere; font-weight: ${({ theme }) => theme.typography.fontWeight.semibold}; }
  dd { margin: 0 0 ${({ theme }) => theme.space[3]}; color: ${({ theme }) => theme.colors.text.default}; }
`;

/** /cookies ("Candidates' rights"): every item the portal keeps in local storage, with its purpose; no cookies, no tracking. */
export function Component() {
  const intl = useIntl();
  return (
    <RightsFrame title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)}>
      <RightsSection id="cookies-stored" title={intl.formatMessage(m.storedHeading)}>
        <Entries>
          {storedItems(appConfig().supabaseUrl).map(({ id, key }) => (
            <div key={id}>
              <dt>{key}</dt>
              <dd>{intl.formatMessage(PURPOSES[id])}</dd>
            </div>
          ))}
        </Entries>
      </RightsSection>
      <RightsSection id="cookies-tracking" title={intl.formatMessage(m.trackingHeading)}>
        <Text>{intl.formatMessage(m.tracking)}</Text>
      </RightsSection>
      <RightsSection id="cookies-remove" title={intl.formatMessage(m.removeHeading)}>
        <Text>{intl.formatMessage(m.remove)}</Text>
      </RightsSection>
    </RightsFrame>
  );
}
