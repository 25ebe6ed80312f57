import type { InterviewSettingsView, Rubric } from '@admission/domain';
import { Alert, Button, Spinner, Stack } from '@admission/ui';
import { useIntl } from 'react-intl';
import { JuryPage, LoadFailed } from '../../app/jury-page';
import { usePageTitle } from '../../shared/page-title';
import { RubricEditor, type RubricSaveOutcome } from '../../shared/rubric-editor';
import { ProgramPicker } from '../../shared/program-picker';
import { InterviewSettingsForm } from './interview-settings-form';
import { interviewSlotsMessages as m } from './interview-slots.messages';
import { SlotBatchForm } from './slot-batch-form';
import { SlotList } from './slot-list';
import { isProgramMissing, refusalOf, useProgramInterviews, useSaveInterviewSettings } from './use-interview-slots';

/** /admin/interviews: a program's interview settings and rubric, its slots opened in batches, and the list of them by day. */
export function Component() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  return (
    <JuryPage title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)} backLabel={intl.formatMessage(m.back)}>
      <ProgramPicker label={intl.formatMessage(m.program)} noPrograms={intl.formatMessage(m.noPrograms)} failed={(retry) => <Failed onRetry={retry} />}>
        {(programId, reloadPrograms) => <ProgramInterviews programId={programId} onReloadPrograms={reloadPrograms} />}
      </ProgramPicker>
    </JuryPage>
  );
}

function Failed({ onRetry }: { readonly onRetry: () => void }) {
  const intl = useIntl();
  return <LoadFailed title={intl.formatMessage(m.failedTitle)} text={intl.formatMessage(m.failedText)} retryLabel={intl.formatMessage(m.retry)} onRetry={onRetry} />;
}

/** One program's settings, rubric, batch form and slots; each form keeps what the admin typed until it is saved. */
function ProgramInterviews({ programId, onReloadPrograms }: { readonly programId: number; readonly onReloadPrograms: () => void }) {
  const intl = useIntl();
  const page = useProgramInterviews(programId);
  if (page.isPending) return <Spinner label={intl.formatMessage(m.loading)} />;
  if (page.isError && isProgramMissing(page.error)) {
    return (
      <Alert tone="warning" title={intl.formatMessage(m.missingTitle)} message={intl.formatMessage(m.missingText)}>
        <Button size="sm" onPress={onReloadPrograms}>
          {intl.formatMessage(m.reloadPrograms)}
        </Button>
      </Alert>
    );
  }
  if (page.isError) return <Failed onRetry={() => void page.refetch()} />;
  const view = page.data;
  return (
    <Stack gap={5}>
      <InterviewSettingsForm programId={programId} settings={view.settings} />
      <InterviewRubric key={view.settings.rubric_editable ? 'editable' : 'locked'} programId={programId} settings={view.settings} />
      <SlotBatchForm view={view} />
      <SlotList view={view} />
    </Stack>
  );
}

/** The panel's rubric, saved with the program's saved settings, editable until an interview is scored. */
function InterviewRubric({ programId, settings }: { readonly programId: number; readonly settings: InterviewSettingsView }) {
  const intl = useIntl();
  const save = useSaveInterviewSettings(programId);
  const saveRubric = async (rubric: Rubric): Promise<RubricSaveOutcome> => {
    const { rubric_editable: _editable, ...saved } = settings;
    try {
      await save.mutateAsync({ ...saved, rubric });
      return { kind: 'saved' };
    } catch (error) {
      return refusalOf(error)?.code === 'RUBRIC_LOCKED' ? { kind: 'locked' } : { kind: 'failed', text: intl.formatMessage(m.saveFailed) };
    }
  };
  return (
    <RubricEditor
      rubric={settings.rubric}
      editable={settings.rubric_editable}
      lockedText={intl.formatMessage(m.rubricLocked)}
      idPrefix="interview-rubric"
      save={saveRubric}
      isSaving={save.isPending}
    />
  );
}
