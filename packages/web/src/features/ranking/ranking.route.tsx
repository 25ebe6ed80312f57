import { DEFAULT_INTERVIEW_WEIGHT, type ReviewProgram } from '@admission/domain';
import { Button, Select, Spinner, Stack, Text } from '@admission/ui';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { BulkOutcomeAlert } from '../../shared/bulk-outcome';
import { useChosenProgram } from '../../shared/chosen-program';
import { JuryPage, LoadFailed } from '../../app/jury-page';
import { InAppLinks } from '../../shared/in-app-links';
import { useMarkFirstScreenDrawn } from '../../shared/first-screen';
import { backOfficeMessages } from '../../shared/back-office.messages';
import { FileExportButton } from '../../shared/file-export-button';
import { usePageTitle } from '../../shared/page-title';
import { preloadableLazy } from '../../shared/preloadable-lazy';
import { rankingMessages as m } from './ranking.messages';
import type { RankingDecisionDialogProps } from './ranking-decision-dialog';
import { RankingTable } from './ranking-table';
import { usePrograms } from '../../shared/use-programs';
import { exportRanking } from './use-ranking';
import { useProgramRanking } from './use-ranking-page';

// The decision dialogs load when an admin reaches for Admit or Reject, never with the ranking (drawing them closed
// with the first page doubled its blocking time on a slow phone).
const DecisionDialog = preloadableLazy<RankingDecisionDialogProps>(() => import('./ranking-decision-dialog').then((module) => ({ default: module.RankingDecisionDialog })));
const preloadDialog = () => void DecisionDialog.preload();

/** /admin/ranking: a program's complete applications by the jury's mean score, 50 a page; decide a selection (on any page) in one step. */
export function Component() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const programs = usePrograms();
  const { program, sections, choose } = useChosenProgram(programs.data);
  // Without a ranking to show, the programs' answer is the first screen; with one, ProgramRanking says when.
  useMarkFirstScreenDrawn(programs.isError || (programs.data !== undefined && program === null));

  let body;
  if (programs.isPending) body = <Spinner label={intl.formatMessage(backOfficeMessages.programsLoading)} />;
  else if (programs.isError) body = <Failed onRetry={() => void programs.refetch()} />;
  else if (program === null) body = <Text>{intl.formatMessage(m.noPrograms)}</Text>;
  else {
    body = (
      <Stack gap={4}>
        <Stack direction="row" gap={3} align="end" justify="space-between" wrap>
          <Select label={intl.formatMessage(m.program)} options={[]} sections={sections} value={String(program.id)} onChange={choose} />
          <FileExportButton load={exportRanking(program.id)} />
        </Stack>
        <ProgramRanking key={program.id} program={program} />
      </Stack>
    );
  }

  return (
    <JuryPage
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      backLabel={intl.formatMessage(m.back)}
      width="wide"
    >
      {body}
    </JuryPage>
  );
}

function Failed({ onRetry }: { readonly onRetry: () => void }) {
  const intl = useIntl();
  return <LoadFailed title={intl.formatMessage(m.failedTitle)} text={intl.formatMessage(m.failedText)} retryLabel={intl.formatMessage(m.retry)} onRetry={onRetry} />;
}

/** One program's ranking: its pages of ranks, the selection and the decision from it (use-ranking-page.ts). */
function ProgramRanking({ program }: { readonly program: ReviewProgram }) {
  const intl = useIntl();
  const { ranking, ranked, shown, paging, rangeRef, selection, chosen, names, missing, asking, setAsking, dialogWanted, ask, send, deciding, outcome, outcomeRef } = useProgramRanking(program);
  useMarkFirstScreenDrawn(ranked !== undefined || ranking.isError);
  if (ranking.isPending || (ranked === undefined && !ranking.isError)) return <Spinner label={intl.formatMessage(m.loading)} />;
  if (ranking.isError) return <Failed onRetry={() => void ranking.refetch()} />;
  return (
    <Stack gap={3}>
      <BulkOutcomeAlert outcome={outcome} alertRef={outcomeRef} />
      <Stack direction="row" gap={2} align="center" wrap>
        <Text weight="semibold" role="status">{intl.formatMessage(m.selected, { count: chosen.length })}</Text>
        <Button size="sm" isDisabled={chosen.length === 0} onHoverStart={preloadDialog} onFocus={preloadDialog} onPress={() => ask('ADMISSIBLE')}>
          {intl.formatMessage(m.admit)}
        </Button>
        <Button size="sm" variant="danger" isDisabled={chosen.length === 0} onHoverStart={preloadDialog} onFocus={preloadDialog} onPress={() => ask('REJECTED')}>
          {intl.formatMessage(m.reject)}
        </Button>
      </Stack>
      {shown.pageCount > 1 ? (
        <Text ref={rangeRef} tabIndex={-1} tone="muted">
          {intl.formatMessage(m.range, { first: intl.formatNumber(shown.first), last: intl.formatNumber(shown.last), total: intl.formatNumber(shown.total) })}
        </Text>
      ) : null}
      <InAppLinks>
        <RankingTable program={program.name} rows={shown.rows} selection={selection} paging={paging} interviewWeight={ranked?.interview_weight ?? DEFAULT_INTERVIEW_WEIGHT} />
      </InAppLinks>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <DecisionDialog asking={asking} onAskingChange={setAsking} chosen={chosen} names={names} missing={missing} isPending={deciding} onDecide={(decision) => void send(decision)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
