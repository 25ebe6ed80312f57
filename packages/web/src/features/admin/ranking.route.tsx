import { reviewsMissing, type RankingDecision, type RankingDecisionOutcome, type ReviewProgram } from '@admission/domain';
import { Button, Select, Spinner, Stack, Text } from '@admission/ui';
import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { adminMessages } from './admin.messages';
import { BulkOutcomeAlert, type BulkOutcome } from './bulk-outcome';
import { parsePage } from './admin-list-params';
import { useChosenProgram } from './chosen-program';
import { JuryPage, LoadFailed } from './jury-page';
import { focusAfterDialogs } from '../../shared/focus-after-dialogs';
import { InAppLinks } from '../../shared/in-app-links';
import { usePageTitle } from '../../shared/page-title';
import { preloadableLazy } from '../../shared/preloadable-lazy';
import { FileExportButton } from './export-csv-button';
import { rankingMessages as m } from './ranking.messages';
import type { RankingDecisionAsked, RankingDecisionDialogProps } from './ranking-decision-dialog';
import { rankingPage } from './ranking-paging';
import { useChosen, useRowSelection } from './row-selection';
import { RankingTable, type RankingRow } from './ranking-table';
import { exportRanking, useDecide, usePrograms, useRanking } from './use-ranking';
import { useMarkFirstScreenDrawn } from '../../shared/first-screen';

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
  if (programs.isPending) body = <Spinner label={intl.formatMessage(m.programsLoading)} />;
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
    <JuryPage title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)} backLabel={intl.formatMessage(m.back)} width="wide">
      {body}
    </JuryPage>
  );
}

function Failed({ onRetry }: { readonly onRetry: () => void }) {
  const intl = useIntl();
  return <LoadFailed title={intl.formatMessage(m.failedTitle)} text={intl.formatMessage(m.failedText)} retryLabel={intl.formatMessage(m.retry)} onRetry={onRetry} />;
}


/** The page of the ranking in the address (`?page=`, beside `?program=`); changing it adds a history entry, as the list's does. */
function useRankingPageParam() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        if (next > 1) changed.set('page', String(next));
        else changed.delete('page');
        return changed;
      }),
    [setParams],
  );
  return [page, setPage] as const;
}

function ProgramRanking({ program }: { readonly program: ReviewProgram }) {
  const intl = useIntl();
  const ranking = useRanking(program.id);
  // The ranking draws in a render of its own, which React splits into short tasks (a transition), so its first draw
  // never blocks a slow phone for long; until then the page's spinner shows, as while it loads.
  const ranked = useDeferredValue(ranking.data);
  const decide = useDecide(program.id);
  const selection = useRowSelection();
  const selected = useChosen(selection);
  const [asking, setAsking] = useState<RankingDecisionAsked>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const ask = (decision: 'ADMISSIBLE' | 'REJECTED') => {
    setDialogWanted(true);
    setAsking(decision);
  };
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const rows = useMemo<readonly RankingRow[]>(
    () => (ranked?.rows ?? []).map((entry, index) => ({ id: String(entry.application_id), rank: index + 1, entry, decidable: entry.status === 'COMPLETE' })),
    [ranked],
  );
  const [wantedPage, setPage] = useRankingPageParam();
  const shown = useMemo(() => rankingPage(rows, wantedPage), [rows, wantedPage]);
  // After a page change, the focus goes to the line that says which ranks the page shows (the pressed button may be
  // disabled now, on the first or last page); from there Tab goes on into the page's rows.
  const rangeRef = useRef<HTMLElement>(null);
  const pageChanged = useRef(false);
  const changePage = useCallback(
    (page: number) => {
      pageChanged.current = true;
      setPage(page);
    },
    [setPage],
  );
  useEffect(() => {
    if (!pageChanged.current) return;
    pageChanged.current = false;
    rangeRef.current?.focus();
  }, [shown.page]);
  const paging = useMemo(
    () => ({
      page: shown.page,
      pageCount: shown.pageCount,
      onPageChange: changePage,
      previousLabel: intl.formatMessage(adminMessages.previousPage),
      nextLabel: intl.formatMessage(adminMessages.nextPage),
      statusLabel: intl.formatMessage(adminMessages.pageStatus, { page: shown.page, count: shown.pageCount }),
    }),
    [shown.page, shown.pageCount, changePage, intl],
  );
  const nameOf = (id: number) => rows.find((row) => row.entry.application_id === id)?.entry.candidate_name ?? String(id);
  const selectedIds = new Set(selected.map(({ id }) => id));
  const chosen = rows.filter((row) => selectedIds.has(row.entry.application_id) && row.decidable).map((row) => row.entry.application_id);
  const names = intl.formatList(chosen.map(nameOf), { type: 'conjunction' });
  const missing = reviewsMissing(
    rows.filter((row) => chosen.includes(row.entry.application_id)).map(({ entry }) => ({ reviewsDone: entry.reviews_done, reviewsAssigned: entry.reviews_assigned })),
  );

  const send = async (decision: RankingDecision) => {
    let result: RankingDecisionOutcome;
    try {
      result = await decide.mutateAsync(decision);
    } catch {
      setAsking(null);
      setOutcome({ tone: 'danger', lines: [intl.formatMessage(m.decideFailed)] });
      focusAfterDialogs(() => outcomeRef.current);
      return;
    }
    setAsking(null);
    selection.clear();
    const lines = [intl.formatMessage(m.decided, { count: result.decided.length })];
    if (result.refused.length > 0) lines.push(intl.formatMessage(m.refused, { names: intl.formatList(result.refused.map(({ application_id }) => nameOf(application_id))) }));
    setOutcome({ tone: result.refused.length > 0 ? 'danger' : 'success', lines });
    focusAfterDialogs(() => outcomeRef.current);
  };

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
        <RankingTable program={program.name} rows={shown.rows} selection={selection} paging={paging} />
      </InAppLinks>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <DecisionDialog asking={asking} onAskingChange={setAsking} chosen={chosen} names={names} missing={missing} isPending={decide.isPending} onDecide={(decision) => void send(decision)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
