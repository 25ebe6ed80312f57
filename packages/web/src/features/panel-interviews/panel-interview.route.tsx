import type { InterviewAttendance, PanelInterviewDetail } from '@admission/domain';
import { Alert, Button, Card, Icon, NotFound, Page, RadioGroup, Spinner, Stack, Text } from '@admission/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PortalHeader } from '../../app/portal-header';
import { useRouteParam } from '../../app/route-params';
import { pathTo } from '../../app/routes';
import { useMarkFirstScreenDrawn } from '../../shared/first-screen';
import { focusAfterDialogs } from '../../shared/focus-after-dialogs';
import { InAppLinks } from '../../shared/in-app-links';
import { interviewMessages as words } from '../../shared/interview.messages';
import { adjustmentWords, slotDay, slotHoursAndMode, zoneName } from '../../shared/interview-times';
import { PageHeading, useFocusOnArrival } from '../../shared/page-heading';
import { usePageTitle } from '../../shared/page-title';
import { InterviewScoreForm } from './interview-score-form';
import { InterviewPlace } from './panel-interview-place';
import { panelMessages as m } from './panel-interviews.messages';
import { isUnreachable, usePanelActions, usePanelInterview } from './use-panel-interviews';

/** /interviews/{bookingId}: one interview of the panel member's: when and where, then attendance and the score. */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const parsed = useRouteParam('panelInterview', 'bookingId');
  const id = parsed.ok ? parsed.value : null;
  const interview = usePanelInterview(id);
  const title = interview.data ? intl.formatMessage(m.detailTitle, { name: interview.data.candidate_name }) : intl.formatMessage(m.listTitle);
  usePageTitle(title);
  useMarkFirstScreenDrawn(id === null || interview.data !== undefined || interview.isError);

  if (id === null || (interview.isError && isUnreachable(interview.error))) {
    return (
      <>
        <PortalHeader />
        <PanelNotFound />
      </>
    );
  }
  let body;
  if (interview.isPending) body = <Spinner label={intl.formatMessage(m.loading)} size="lg" />;
  else if (interview.isError) {
    body = (
      <Alert title={intl.formatMessage(m.failedTitle)} message={intl.formatMessage(m.failedText)}>
        <Button size="sm" onPress={() => void interview.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  } else body = <InterviewDetail key={interview.data.booking_id} detail={interview.data} />;

  return (
    <>
      <PortalHeader />
      <Page>
        <Stack gap={5}>
          <Stack direction="row" justify="space-between" align="start" gap={3} stackBelow="md">
            <PageHeading>{title}</PageHeading>
            <Button variant="secondary" size="sm" icon={<Icon name="arrowLeft" />} onPress={() => void navigate(pathTo('panelInterviews'))}>
              {intl.formatMessage(m.back)}
            </Button>
          </Stack>
          {body}
        </Stack>
      </Page>
    </>
  );
}

function PanelNotFound() {
  const intl = useIntl();
  const title = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(title);
  return (
    <InAppLinks>
      <NotFound title={intl.formatMessage(m.notFoundTitle)} message={intl.formatMessage(m.notFoundText)} homeLabel={intl.formatMessage(m.back)} homeHref={pathTo('panelInterviews')} titleRef={title} />
    </InAppLinks>
  );
}

const REFUSALS: Readonly<Record<string, typeof m.refused>> = { NOT_YET_HELD: m.notYetHeld, NOT_ATTENDED: m.notAttendedRefusal, SCORE_INCOMPLETE: m.incompleteRefusal };

function InterviewDetail({ detail }: { readonly detail: PanelInterviewDetail }) {
  const intl = useIntl();
  const actions = usePanelActions(detail.booking_id);
  const [attendance, setAttendance] = useState<InterviewAttendance | null>(detail.attendance);
  const statusRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const timeZone = detail.time_zone;
  const asked = adjustmentWords(intl, detail.adjustments);
  const failure = actions.failed === null ? null : intl.formatMessage(REFUSALS[actions.failed.code ?? ''] ?? m.refused);
  useEffect(() => {
    if (actions.done !== null) focusAfterDialogs(() => statusRef.current);
  }, [actions.done]);
  useEffect(() => {
    if (failure !== null) focusAfterDialogs(() => errorRef.current);
  }, [failure]);

  return (
    <Stack gap={5}>
      <Card padding="lg">
        <Stack gap={1}>
          <Text tone="muted">{detail.program_name}</Text>
          <Text weight="semibold">{slotDay(intl, detail, timeZone)}</Text>
          <Text>{slotHoursAndMode(intl, detail, timeZone)}</Text>
          <Text size="sm" tone="muted">{intl.formatMessage(words.zoneNote, { zone: zoneName(intl, timeZone, detail.starts_at) })}</Text>
          <InterviewPlace interview={detail} />
          {asked === null ? null : <Text>{intl.formatMessage(m.adjustments, { list: asked })}</Text>}
        </Stack>
      </Card>
      {failure === null ? null : <Alert ref={errorRef} tabIndex={-1} message={failure} />}
      {actions.done === null ? null : (
        <Alert ref={statusRef} tabIndex={-1} tone="success" role="status" message={intl.formatMessage(actions.done === 'attendance' ? m.attendanceSaved : m.submitted, { date: intl.formatDate(detail.my_score?.submitted_at ?? detail.starts_at, { dateStyle: 'medium', timeZone }) })} />
      )}
      {detail.my_score === null ? (
        <Card title={intl.formatMessage(m.attendanceTitle)} headingLevel={2} asRegion>
          <Stack gap={3}>
            <RadioGroup
              label={intl.formatMessage(m.attendanceLabel)}
              value={attendance}
              onChange={(value) => setAttendance(value === 'no_show' ? 'no_show' : 'attended')}
              options={[
                { value: 'attended', label: intl.formatMessage(m.attended) },
                { value: 'no_show', label: intl.formatMessage(m.noShowOption) },
              ]}
            />
            <div>
              <Button variant="secondary" onPress={() => attendance !== null && actions.recordAttendance(attendance)} isDisabled={attendance === null || attendance === detail.attendance} isPending={actions.isPending}>
                {intl.formatMessage(m.saveAttendance)}
              </Button>
            </div>
          </Stack>
        </Card>
      ) : null}
      <Card title={intl.formatMessage(m.scoreTitle)} headingLevel={2} asRegion>
        {detail.my_score !== null ? (
          <Text>{intl.formatMessage(m.submitted, { date: intl.formatDate(detail.my_score.submitted_at, { dateStyle: 'medium', timeZone }) })}</Text>
        ) : detail.attendance === 'no_show' ? (
          <Text>{intl.formatMessage(m.scoreNoShow)}</Text>
        ) : detail.attendance === null ? (
          <Text>{intl.formatMessage(m.scoreNeedsAttendance)}</Text>
        ) : (
          <InterviewScoreForm rubric={detail.rubric} isPending={actions.isPending} onSubmit={actions.score} />
        )}
      </Card>
    </Stack>
  );
}
