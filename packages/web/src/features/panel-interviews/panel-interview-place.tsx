import type { PanelInterview } from '@admission/domain';
import { ExternalLink, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../shared/messages';
import { panelMessages as m } from './panel-interviews.messages';

/** Where the interview is held: the video link, the address, or nothing to add by phone. */
export function InterviewPlace({ interview }: { readonly interview: Pick<PanelInterview, 'mode' | 'location'> }) {
  const intl = useIntl();
  if (interview.location === null) return null;
  if (interview.mode === 'video') {
    return (
      <ExternalLink href={interview.location} externalLabel={intl.formatMessage(commonMessages.opensInNewTab)}>
        {intl.formatMessage(m.videoLink)}
      </ExternalLink>
    );
  }
  return <Text>{intl.formatMessage(m.address, { address: interview.location })}</Text>;
}
