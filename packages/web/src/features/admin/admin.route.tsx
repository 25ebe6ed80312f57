import { ADMIN_LIST_DEFAULTS, ADMIN_STATUS_FILTERS, pageCount, type AdminStatusFilter } from '@admission/domain';
import { Page, Select, Spinner, Stack, Text, toast } from '@admission/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../shared/page-heading';
import { PortalHeader } from '../../shared/portal-header';
import { dealStatusMessage } from '../../shared/staff-labels';
import { adminMessages as m } from './admin.messages';
import { listQueryOf, readListState, withPage, withSearch, withStatus, writeListState, type AdminListState } from './admin-list-params';
import { ApplicationsTable } from './applications-table';
import { SearchBox } from './search-box';
import { useAdminApplications } from './use-admin-applications';

/** /admin: search, filter and page through every application (spec §2); the list's state is in the URL. */
export function Component() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const setState = (next: AdminListState) => setParams(writeListState(next), { replace: true });

  const list = useAdminApplications(listQueryOf(state));
  useEffect(() => {
    if (list.isError) toast.destructive(intl.formatMessage(m.loadFailedTitle), intl.formatMessage(m.loadFailedText));
  }, [list.isError, intl]);

  const total = list.data ? (list.data.total ?? list.data.items.length) : null;
  const pages = list.data ? (pageCount(list.data.total, ADMIN_LIST_DEFAULTS.limit) ?? state.page + (list.data.items.length === ADMIN_LIST_DEFAULTS.limit ? 1 : 0)) : 1;

  const statusOptions = ADMIN_STATUS_FILTERS.map((filter: AdminStatusFilter) => ({
    id: filter,
    label: intl.formatMessage(filter === 'all' ? m.allStatuses : dealStatusMessage(filter)),
  }));

  return (
    <>
      <PortalHeader />
      <Page width="wide">
        <Stack gap={6}>
          <Stack gap={1}>
            <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
            <Text tone="muted">{intl.formatMessage(m.subtitle)}</Text>
          </Stack>
          <Stack direction="row" gap={4} align="end" stackBelow="md">
            <SearchBox search={state.search} onSearch={(search) => setState(withSearch(state, search))} />
            <div style={{ minWidth: '14rem' }}>
              <Select
                label={intl.formatMessage(m.statusFilter)}
                options={statusOptions}
                value={state.status}
                onChange={(id) => setState(withStatus(state, ADMIN_STATUS_FILTERS.find((filter) => filter === id) ?? ADMIN_LIST_DEFAULTS.status))}
              />
            </div>
          </Stack>
          {total === null ? null : (
            <Text tone="muted" role="status">
              {state.search
                ? intl.formatMessage(m.countWithSearch, { count: total, search: state.search })
                : intl.formatMessage(m.count, { count: total })}
            </Text>
          )}
          {list.isPending ? (
            <Spinner label={intl.formatMessage(m.loading)} size="lg" />
          ) : (
            <ApplicationsTable
              items={list.data?.items ?? []}
              narrowed={state.search !== '' || state.status !== 'all'}
              paging={{
                page: state.page,
                pageCount: Math.max(pages, state.page),
                onPageChange: (page) => setState(withPage(state, page)),
                previousLabel: intl.formatMessage(m.previousPage),
                nextLabel: intl.formatMessage(m.nextPage),
                statusLabel: intl.formatMessage(m.pageStatus, { page: state.page, count: Math.max(pages, state.page) }),
              }}
            />
          )}
        </Stack>
      </Page>
    </>
  );
}
