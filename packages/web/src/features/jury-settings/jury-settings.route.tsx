import type { Rubric } from '@admission/domain';
import { Spinner, Stack } from '@admission/ui';
import { useIntl } from 'react-intl';
import { JuryPage, LoadFailed } from '../../app/jury-page';
import { usePageTitle } from '../../shared/page-title';
import { ProgramPicker } from '../../shared/program-picker';
import { JurySettingsForm } from './jury-settings-form';
import { jurySettingsMessages as m } from './jury-settings.messages';
import { RubricEditor } from '../../shared/rubric-editor';
import { useJurySettings, useSaveRubric } from './use-jury-settings';

/** /admin/jury: a program's reviewers, reviews per application, due days, disagreement threshold and rubric. */
export function Component() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  return (
    <JuryPage
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      backLabel={intl.formatMessage(m.back)}
    >
      <ProgramPicker label={intl.formatMessage(m.program)} noPrograms={intl.formatMessage(m.noPrograms)} failed={(retry) => <Failed onRetry={retry} />}>
        {(programId) => <ProgramSettings programId={programId} />}
      </ProgramPicker>
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
      <JuryRubric key={settings.data.rubric_editable ? 'editable' : 'locked'} programId={programId} rubric={settings.data.rubric} editable={settings.data.rubric_editable} />
    </Stack>
  );
}

/** The program's rubric, editable until a review is submitted. */
function JuryRubric({ programId, rubric, editable }: { readonly programId: number; readonly rubric: Rubric; readonly editable: boolean }) {
  const intl = useIntl();
  const { save, isSaving } = useSaveRubric(programId, intl.formatMessage(m.saveFailed));
  return <RubricEditor rubric={rubric} editable={editable} lockedText={intl.formatMessage(m.rubricLocked)} idPrefix="jury" save={save} isSaving={isSaving} />;
}
