import type { PanelInterview } from '@admission/domain';
import { groupByDay } from '@admission/domain';
import { Alert, Badge, Button, Card, EmptyState, Heading, Link, Page, Section, Spinner, Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PortalHeader } from '../../app/portal-header';
import { pathTo } from '../../app/routes';
import { brand } from '../../shared/brand';
import { useMarkFirstScreenDrawn } from '../../shared/first-screen';
import { InAppLinks } from '../../shared/in-app-links';
import { interviewMessages as words } from '../../shared/interview.messages';
import { adjustmentWords, slotDay, slotHoursAndMode, zoneName } from '../../shared/interview-times';
import { PageHeading } from '../../shared/page-heading';
import { usePageTitle } from '../../shared/page-title';
import { InterviewPlace } from './panel-interview-place';
import { panelMessages as m } from './panel-interviews.messages';
import { usePanelInterviews } from './use-panel-interviews';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /interviews: a panel member's interviews by day in the school's zone, each with its link or address and what is left to do. */
export function Component() {
  const intl = useIntl();
  const interviews = usePanelInterviews();
  usePageTitle(intl.formatMessage(m.listTitle));
  useMarkFirstScreenDrawn(interviews.isSuccess || interviews.isError);
  const timeZone = brand.timeZone;

  let body;
  if (interviews.isPending) body = <Spinner label={intl.formatMessage(m.loading)} size="lg" />;
  else if (interviews.isError) {
    body = (
      <Alert title={intl.formatMessage(m.failedTitle)} message={intl.formatMessage(m.failedText)}>
        <Button size="sm" onPress={() => void interviews.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  } else if (interviews.data.length === 0) body = <EmptyState title={intl.formatMessage(m.empty)} description={intl.formatMessage(m.emptyText)} headingLevel={2} icon="clock" />;
  else {
    const first = interviews.data[0];
    body = (
      <Stack gap={5}>
        {first === undefined ? null : <Text size="sm" tone="muted">{intl.formatMessage(words.zoneNote, { zone: zoneName(intl, timeZone, first.starts_at) })}</Text>}
        <InAppLinks>
          {groupByDay(interviews.data, timeZone).map((day) => {
            const label = slotDay(intl, day.items[0] ?? first ?? { starts_at: day.day, ends_at: day.day }, timeZone);
            return (
              <Section key={day.day} aria-label={label}>
                <Stack gap={3}>
                  <Heading level={2}>{label}</Heading>
                  <List aria-label={intl.formatMessage(m.listLabel, { day: label })}>
                    {day.items.map((interview) => (
                      <li key={interview.booking_id}>
                        <InterviewCard interview={interview} timeZone={timeZone} />
                      </li>
                    ))}
                  </List>
                </Stack>
              </Section>
            );
          })}
        </InAppLinks>
      </Stack>
    );
  }

  return (
    <>
      <PortalHeader />
      <Page>
        <Stack gap={5}>
          <Stack gap={1}>
            <PageHeading>{intl.formatMessage(m.listTitle)}</PageHeading>
            <Text tone="muted">{intl.formatMessage(m.listIntro)}</Text>
          </Stack>
          {body}
        </Stack>
      </Page>
    </>
  );
}

function InterviewCard({ interview, timeZone }: { readonly interview: PanelInterview; readonly timeZone: string }) {
  const intl = useIntl();
  const badge =
    interview.attendance === 'no_show' ? (
      <Badge tone="neutral">{intl.formatMessage(m.noShow)}</Badge>
    ) : interview.scored ? (
      <Badge tone="success">{intl.formatMessage(m.scored)}</Badge>
    ) : interview.attendance === 'attended' ? (
      <Badge tone="warning">{intl.formatMessage(m.toScore)}</Badge>
    ) : (
      <Badge tone="info">{intl.formatMessage(m.upcoming)}</Badge>
    );
  const asked = adjustmentWords(intl, interview.adjustments);
  return (
    <Card
      title={
        <Link href={pathTo('panelInterview', { bookingId: interview.booking_id })} aria-label={intl.formatMessage(m.open, { name: interview.candidate_name })}>
          {interview.candidate_name}
        </Link>
      }
      headingLevel={3}
      badge={badge}
      description={interview.program_name}
    >
      <Stack gap={1}>
        <Text weight="semibold">{slotHoursAndMode(intl, interview, timeZone)}</Text>
        <InterviewPlace interview={interview} />
        {asked === null ? null : <Text size="sm">{intl.formatMessage(m.adjustments, { list: asked })}</Text>}
      </Stack>
    </Card>
  );
}
