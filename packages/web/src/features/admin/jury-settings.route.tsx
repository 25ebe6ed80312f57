import { Alert, Button, Icon, Page, Select, Spinner, Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PortalHeader } from '../../app/portal-header';
import { useChosenProgram } from './chosen-program';
import { PageHeading } from '../../shared/page-heading';
import { usePageTitle } from '../../shared/page-title';
import { JurySettingsForm } from './jury-settings-form';
import { jurySettingsMessages as m } from './jury-settings.messages';
import { rankingMessages } from './ranking.messages';
import { RubricEditor } from './rubric-editor';
import { useJurySettings } from './use-jury-settings';
import { usePrograms } from './use-ranking';

/** /admin/jury: a program's reviewers, reviews per application, due days, disagreement threshold and rubric. */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage(m.title));
  const programs = usePrograms();
  const { program, choose } = useChosenProgram(programs.data);

  let body;
  if (programs.isPending) body = <Spinner label={intl.formatMessage(rankingMessages.programsLoading)} />;
  else if (programs.isError) body = <Failed onRetry={() => void programs.refetch()} />;
  else if (program === null) body = <Text>{intl.formatMessage(m.noPrograms)}</Text>;
  else {
    body = (
      <Stack gap={4}>
        <Select label={intl.formatMessage(m.program)} options={programs.data.map(({ id, name }) => ({ id: String(id), label: name }))} value={String(program.id)} onChange={choose} />
        <ProgramSettings key={program.id} programId={program.id} />
      </Stack>
    );
  }

  return (
    <>
      <PortalHeader />
      <Page>
        <Stack gap={5}>
          <Stack direction="row" justify="space-between" align="start" gap={3} stackBelow="md">
            <Stack gap={1}>
              <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
              <Text tone="muted">{intl.formatMessage(m.intro)}</Text>
            </Stack>
            <Button variant="secondary" size="sm" icon={<Icon name="arrowLeft" />} onPress={() => void navigate('/admin')}>
              {intl.formatMessage(m.back)}
            </Button>
          </Stack>
          {body}
        </Stack>
      </Page>
    </>
  );
}

function Failed({ onRetry }: { readonly onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert title={intl.formatMessage(m.failedTitle)} message={intl.formatMessage(m.failedText)}>
      <Button size="sm" onPress={onRetry}>
        {intl.formatMessage(m.retry)}
      </Button>
    </Alert>
  );
}

/** One program's settings and rubric; each form keeps what the admin typed until it is saved. */
function ProgramSettings({ programId }: { readonly programId: number }) {
  const intl = useIntl();
  const settings = useJurySettings(programId);
  if (settings.isPending) return <Spinner label={intl.formatMessage(m.loading)} />;
  if (settings.isError) return <Failed onRetry={() => void settings.refetch()} />;
  return (
    <Stack gap={5}>
      <JurySettingsForm view={settings.data} />
      <RubricEditor key={settings.data.rubric_editable ? 'editable' : 'locked'} view={settings.data} />
    </Stack>
  );
}
