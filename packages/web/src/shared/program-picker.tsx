import { Select, Spinner, Stack, Text } from '@admission/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { backOfficeMessages } from './back-office.messages';
import { useChosenProgram } from './chosen-program';
import { usePrograms } from './use-programs';

interface ProgramPickerProps {
  /** The select's label. */
  readonly label: string;
  /** Said when the school has no program. */
  readonly noPrograms: string;
  /** What shows when the programs could not be read, with a way to read them again. */
  readonly failed: (retry: () => void) => ReactNode;
  /** The chosen program's part of the page (keyed by the program, so that each keeps its own typing). */
  readonly children: (programId: number, reloadPrograms: () => void) => ReactNode;
}

/** A back-office page's choice of program (the one chosen last, kept across pages), then that program's part. */
export function ProgramPicker({ label, noPrograms, failed, children }: ProgramPickerProps) {
  const intl = useIntl();
  const programs = usePrograms();
  const { program, sections, choose } = useChosenProgram(programs.data);
  const reload = () => void programs.refetch();
  if (programs.isPending) return <Spinner label={intl.formatMessage(backOfficeMessages.programsLoading)} />;
  if (programs.isError) return <>{failed(reload)}</>;
  if (program === null) return <Text>{noPrograms}</Text>;
  return (
    <Stack gap={4}>
      <Select label={label} options={[]} sections={sections} value={String(program.id)} onChange={choose} />
      <div key={program.id}>{children(program.id, reload)}</div>
    </Stack>
  );
}
