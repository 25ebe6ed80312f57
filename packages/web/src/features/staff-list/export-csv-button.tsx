import type { AdminExportQuery } from '@admission/domain';
import { memo } from 'react';
import { FileExportButton } from '../../shared/file-export-button';
import { useExportCsv } from './use-export-csv';

/** "Export CSV" of the list: the file of every application its search, filter and sort match. */
export const ExportCsvButton = memo(function ExportCsvButton({ query }: { readonly query: AdminExportQuery }) {
  const load = useExportCsv(query);
  return <FileExportButton load={load} />;
});
