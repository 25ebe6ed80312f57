import {
  ADMIN_LIST_DEFAULTS,
  pageCount,
  type AdminApplicationPage,
  type AdminDocumentsFilter,
  type AdminSort,
  type AdminSortColumn,
  type AdminStatusFilter,
} from '@admission/domain';
import { Alert, Button, Page, Spinner, Stack, Text, toast } from '@admission/ui';
import { memo, useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { roleOf, signedInUserId, useSessionStore } from '../../app/access/session.store';
import { useLanguageStore } from '../../i18n/language.store';
import { PageHeading } from '../../shared/page-heading';
import { usePageTitle } from '../../shared/page-title';
import { PortalHeader } from '../../app/portal-header';
import { backOfficeMessages } from '../../shared/back-office.messages';
import { adminMessages as m } from './admin.messages';
import {
  exportQueryOf,
  isPlainList,
  listQueryOf,
  readListState,
  withDocuments,
  withPage,
  withSearch,
  withSort,
  withStatus,
  writeListState,
  type AdminListState,
} from './admin-list-params';
import { ApplicationsTable, type ListSelection } from './applications-table';
import { AssignSelection } from './assign-selection';
import { DeletionRequests } from './deletion-requests';
import { ExportCsvButton } from './export-csv-button';
import { RankingLink } from './ranking-link';
import { deviceStorage, forgetFilters, rememberedFilters, rememberFilters } from './remembered-filters';
import { ListFilters } from './list-filters';
import { createRowSelection } from '../../shared/row-selection';
import { useAdminApplications } from './use-admin-applications';
import { useMarkFirstScreenDrawn } from '../../shared/first-screen';

/** /admin: search, filter, sort, page through and export every application (spec §2); the list's state is in the URL. */
export function Component() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const language = useLanguageStore((store) => store.language);
  const userId = useSessionStore((store) => signedInUserId(store.access));
  const [params, setParams] = useSearchParams();
  // A plain /admin brings back this staff member's last filter and sort (remembered-filters.ts): read once, shown
  // from the first render and put in the URL; any change or Reset of the list drops it.
  const [remembered, setRemembered] = useState(() => {
    const storage = deviceStorage();
    return storage !== null && userId !== null && isPlainList(params) ? (rememberedFilters(storage, userId)?.toString() ?? null) : null;
  });
  const restoring = remembered !== null && isPlainList(params) ? remembered : null;
  useEffect(() => {
    if (restoring !== null) setParams(new URLSearchParams(restoring), { replace: true });
  }, [restoring, setParams]);
  const state = readListState(restoring === null ? params : new URLSearchParams(restoring));
  const setState = (next: AdminListState) => {
    const storage = deviceStorage();
    if (storage !== null && userId !== null) rememberFilters(storage, userId, next);
    setRemembered(null);
    setParams(writeListState(next), { replace: true });
  };
  const reset = () => {
    const storage = deviceStorage();
    if (storage !== null && userId !== null) forgetFilters(storage, userId);
    setRemembered(null);
    setParams(new URLSearchParams(), { replace: true });
  };
  // The list below draws again only for a new answer or sort, not for a filter alone: its handlers read this
  // render's state through a ref (a sort pressed while a new filter loads keeps that filter).
  const latest = useRef({ state, setState, reset });
  useLayoutEffect(() => {
    latest.current = { state, setState, reset };
  });
  const onSort = useCallback((column: AdminSortColumn) => latest.current.setState(withSort(latest.current.state, column)), []);
  const onPageChange = useCallback((page: number) => latest.current.setState(withPage(latest.current.state, page)), []);
  const onSearch = useCallback((search: string) => latest.current.setState(withSearch(latest.current.state, search)), []);
  const onStatus = useCallback((status: AdminStatusFilter) => latest.current.setState(withStatus(latest.current.state, status)), []);
  const onDocuments = useCallback((documents: AdminDocumentsFilter) => latest.current.setState(withDocuments(latest.current.state, documents)), []);
  const onReset = useCallback(() => latest.current.reset(), []);

  const list = useAdminApplications(listQueryOf(state));

  // What the list shows changes once per answer, not with each key or URL change (the previous page stays while
  // the next loads); it draws in a transition, in slices a phone can interrupt, and the rows keep their identity.
  const settled = list.isPlaceholderData ? undefined : list.data;
  const [view, setView] = useState<ListView | null>(null);
  if (settled !== undefined && settled !== view?.result) setView({ result: settled, page: state.page, search: state.search, narrowed: state.search !== '' || state.status !== 'all' || state.documents !== 'all' });
  const shown = useDeferredValue(view, null);
  useMarkFirstScreenDrawn(shown !== null || list.isError);
  // With no list yet the page itself shows the failure (below); over an earlier list, a toast does.
  const failedOverList = list.isError && view !== null;
  useEffect(() => {
    if (failedOverList) toast.destructive(intl.formatMessage(m.loadFailedTitle), intl.formatMessage(m.loadFailedText));
  }, [failedOverList, intl]);

  const { search, status, documents, sort: { column, direction } } = state;
  // An admin's selection for the jury outlives paging and sorting, and is cleared when a filter changes (it would
  // otherwise act on applications the list no longer shows).
  const isAdmin = useSessionStore((store) => roleOf(store.access) === 'admin');
  const hintId = useId();
  const [selectionStore] = useState(createRowSelection);
  const selection = useMemo<ListSelection | undefined>(() => (isAdmin ? { store: selectionStore, hintId } : undefined), [isAdmin, selectionStore, hintId]);
  useEffect(() => selectionStore.clear(), [search, status, documents, selectionStore]);
  // The same object while the export would ask the same (the button is memoised: a list's answer leaves it alone).
  const exportQuery = useMemo(
    () => exportQueryOf({ search, status, documents, sort: { column, direction }, page: 1 }, language),
    [search, status, documents, column, direction, language],
  );

  return (
    <>
      <PortalHeader width="wide" />
      <Page width="wide">
        <Stack gap={6}>
          <Stack direction="row" gap={4} justify="space-between" align="start" stackBelow="md">
            <Stack gap={1}>
              <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
              <Text tone="muted">{intl.formatMessage(m.subtitle)}</Text>
            </Stack>
            <Stack direction="row" gap={3} align="center" wrap>
              <RankingLink />
              <ExportCsvButton query={exportQuery} />
            </Stack>
          </Stack>
          <DeletionRequests />
          <ListFilters
            search={search}
            status={status}
            documents={documents}
            onSearch={onSearch}
            onStatus={onStatus}
            onDocuments={onDocuments}
            onReset={onReset}
          />
          {/* With the list, not before it: the page's first paint stays the heading and filters. */}
          {selection === undefined || shown === null || shown.result.items.length === 0 ? null : <AssignSelection selection={selection.store} hintId={selection.hintId} />}
          {shown === null ? (
            list.isError ? (
              <Alert title={intl.formatMessage(m.loadFailedTitle)} message={intl.formatMessage(m.loadFailedText)}>
                <Button size="sm" onPress={() => void list.refetch()}>
                  {intl.formatMessage(m.retry)}
                </Button>
              </Alert>
            ) : (
              <Spinner label={intl.formatMessage(m.loading)} size="lg" />
            )
          ) : (
            <ListResult view={shown} sort={state.sort} onSort={onSort} onPageChange={onPageChange} selection={selection} />
          )}
        </Stack>
      </Page>
    </>
  );
}

interface ListView {
  readonly result: AdminApplicationPage;
  readonly page: number;
  readonly search: string;
  readonly narrowed: boolean;
}

interface ListResultProps {
  readonly view: ListView;
  /** The sort asked for: its headers show it at once, before the sorted answer arrives. */
  readonly sort: AdminSort;
  readonly onSort: (column: AdminSortColumn) => void;
  readonly onPageChange: (page: number) => void;
  readonly selection: ListSelection | undefined;
}

/** The count and the table of one answer; drawn again only for a new answer or sort (the handlers are stable: they read the page's latest state). */
const ListResult = memo(function ListResult({ view, sort, onSort, onPageChange, selection }: ListResultProps) {
  const intl = useIntl();
  const { column, direction } = sort;
  const sorting = useMemo(() => ({ sort: { column, direction }, onSort }), [column, direction, onSort]);
  const { result, page, search, narrowed } = view;
  const total = result.total ?? result.items.length;
  const pages = Math.max(pageCount(result.total, ADMIN_LIST_DEFAULTS.limit) ?? page + (result.items.length === ADMIN_LIST_DEFAULTS.limit ? 1 : 0), page);
  const paging = useMemo(
    () => ({
      page,
      pageCount: pages,
      onPageChange,
      previousLabel: intl.formatMessage(backOfficeMessages.previousPage),
      nextLabel: intl.formatMessage(backOfficeMessages.nextPage),
      statusLabel: intl.formatMessage(backOfficeMessages.pageStatus, { page, count: pages }),
    }),
    [page, pages, intl, onPageChange],
  );
  return (
    <>
      <Text tone="muted" role="status">
        {search ? intl.formatMessage(m.countWithSearch, { count: total, search }) : intl.formatMessage(m.count, { count: total })}
      </Text>
      <ApplicationsTable items={result.items} narrowed={narrowed} paging={paging} sorting={sorting} selection={selection} />
    </>
  );
}, (previous, next) => previous.view === next.view && previous.selection === next.selection && previous.sort.column === next.sort.column && previous.sort.direction === next.sort.direction);
