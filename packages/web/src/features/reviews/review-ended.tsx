import type { ReviewEndedRefusal } from '@admission/domain';
import { Link, Page, Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import { routeNamed } from '../../app/routes';
import { InAppLinks } from '../../shared/in-app-links';
import { PageHeading } from '../../shared/page-heading';
import { endedWords } from './review-ended-words';
import { reviewsMessages as m } from './reviews.messages';

/** An assignment that ended before the reviewer submitted: why, when, whether their draft is kept, and the way back. */
export function ReviewEnded({ ended }: { readonly ended: ReviewEndedRefusal }) {
  const intl = useIntl();
  return (
    <Page>
      <Stack gap={4}>
        <PageHeading>{intl.formatMessage(m.endedPageTitle)}</PageHeading>
        <Text>{intl.formatMessage(m.endedPageText, { reason: endedWords(intl, ended) })}</Text>
        <Text size="sm" tone="muted">
          {intl.formatMessage(m.endedOn, { date: intl.formatDate(ended.ended_at, { dateStyle: 'medium' }) })}
        </Text>
        <InAppLinks>
          <Link href={routeNamed('reviews').path}>{intl.formatMessage(m.backToQueue)}</Link>
        </InAppLinks>
      </Stack>
    </Page>
  );
}
