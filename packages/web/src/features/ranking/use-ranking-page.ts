// The ranking of one program as its page uses it: the ranks in pages (the page in the address), the selection, the
// decision asked for and its outcome, and where the focus goes after each.
import { reviewsMissing, type RankingDecision, type RankingDecisionOutcome, type ReviewProgram } from '@admission/domain';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { focusAfterDialogs } from '../../shared/focus-after-dialogs';
import { backOfficeMessages } from '../../shared/back-office.messages';
import { parsePage } from '../../shared/page-param';
import type { BulkOutcome } from '../../shared/bulk-outcome';
import type { RankingDecisionAsked } from './ranking-decision-dialog';
import { rankingPage } from './ranking-paging';
import { rankingMessages as m } from './ranking.messages';
import type { RankingRow } from './ranking-table';
import { useChosen, useRowSelection } from '../../shared/row-selection';
import { useDecide, useRanking } from './use-ranking';

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

/** Everything the ranking of `program` shows and does; the view draws it. */
export function useProgramRanking(program: ReviewProgram) {
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
      previousLabel: intl.formatMessage(backOfficeMessages.previousPage),
      nextLabel: intl.formatMessage(backOfficeMessages.nextPage),
      statusLabel: intl.formatMessage(backOfficeMessages.pageStatus, { page: shown.page, count: shown.pageCount }),
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

  return { ranking, ranked, rows, shown, paging, rangeRef, selection, chosen, names, missing, asking, setAsking, dialogWanted, ask, send, deciding: decide.isPending, outcome, outcomeRef };
}
