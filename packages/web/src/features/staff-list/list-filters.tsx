import {
  ADMIN_DOCUMENTS_FILTERS,
  ADMIN_STATUS_FILTERS,
  parseDocumentsFilter,
  parseStatusFilter,
  type AdminDocumentsFilter,
  type AdminStatusFilter,
} from '@admission/domain';
import { Button, Select, Stack } from '@admission/ui';
import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { dealStatusMessage } from '../../shared/staff-labels';
import { adminMessages as m } from './admin.messages';
import { SearchBox } from './search-box';

interface Props {
  readonly search: string;
  readonly status: AdminStatusFilter;
  readonly documents: AdminDocumentsFilter;
  readonly onSearch: (search: string) => void;
  readonly onStatus: (status: AdminStatusFilter) => void;
  readonly onDocuments: (documents: AdminDocumentsFilter) => void;
  readonly onReset: () => void;
}

/**
 * The search box, the status and documents filters and Reset. Memoised on the filters themselves (the handlers are
 * stable): a list's answer, which /admin draws twice (at once, then from its deferred copy), does not draw these
 * react-aria controls again each time (about 60 ms of a slow phone's time between the answer and the table).
 */
export const ListFilters = memo(function ListFilters({ search, status, documents, onSearch, onStatus, onDocuments, onReset }: Props) {
  const intl = useIntl();
  const statusOptions = useMemo(
    () => ADMIN_STATUS_FILTERS.map((filter) => ({ id: filter, label: intl.formatMessage(filter === 'all' ? m.allStatuses : dealStatusMessage(filter)) })),
    [intl],
  );
  const documentsOptions = useMemo(
    () => ADMIN_DOCUMENTS_FILTERS.map((filter) => ({ id: filter, label: intl.formatMessage(filter === 'all' ? m.allDocuments : m.documentsToReview) })),
    [intl],
  );
  return (
    <Stack direction="row" gap={4} align="end" stackBelow="md">
      <SearchBox search={search} onSearch={onSearch} />
      <div style={{ minWidth: '14rem' }}>
        <Select
          label={intl.formatMessage(m.statusFilter)}
          options={statusOptions}
          value={status}
          onChange={(id) => onStatus(parseStatusFilter(id))}
        />
      </div>
      <div style={{ minWidth: '11rem' }}>
        <Select label={intl.formatMessage(m.documentsFilter)} options={documentsOptions} value={documents} onChange={(id) => onDocuments(parseDocumentsFilter(id))} />
      </div>
      <Button variant="secondary" onPress={onReset}>
        {intl.formatMessage(m.resetFilters)}
      </Button>
    </Stack>
  );
});
