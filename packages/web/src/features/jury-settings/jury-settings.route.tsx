import { Select, Spinner, Stack, Text } from '@admission/ui';
import { useIntl } from 'react-intl';
import { useChosenProgram } from '../../shared/chosen-program';
import { JuryPage, LoadFailed } from '../../app/jury-page';
import { backOfficeMessages } from '../../shared/back-office.messages';
import { usePageTitle } from '../../shared/page-title';
import { usePrograms } from '../../shared/use-programs';
import { JurySettingsForm } from './jury-settings-form';
import { jurySettingsMessages as m } from './jury-settings.messages';
import { RubricEditor } from './rubric-editor';
import { useJurySettings } from './use-jury-settings';

/** /admin/jury: a program's reviewers, reviews per application, due days, disagreement threshold and rubric. */
export function Component() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const programs = usePrograms();
  const { program, sections, choose } = useChosenProgram(programs.data);

  let body;
  if (programs.isPending) body = <Spinner label={intl.formatMessage(backOfficeMessages.programsLoading)} />;
  else if (programs.isError) body = <Failed onRetry={() => void programs.refetch()} />;
  else if (program === null) body = <Text>{intl.formatMessage(m.noPrograms)}</Text>;
  else {
    body = (
      <Stack gap={4}>
        <Select label={intl.formatMessage(m.program)} options={[]} sections={sections} value={String(program.id)} onChange={choose} />
        <ProgramSettings key={program.id} programId={program.id} />
      </Stack>
    );
  }

  return (
    <JuryPage
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      backLabel={intl.formatMessage(m.back)}
    >
      {body}
    </JuryPage>
  );
}

function Failed({ onRetry }: { readonly onRetry: () => void }) {
  const intl = useIntl();
  return <LoadFailed title={intl.formatMessage(m.failedTitle)} text={intl.formatMessage(m.failedText)} retryLabel={intl.formatMessage(m.retry)} onRetry={onRetry} />;
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
