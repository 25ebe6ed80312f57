// The list's "Export CSV": the server's file of every application a search, filter and sort match.
import type { AdminExportQuery, DownloadedFile } from '@admission/domain';
import { useCallback } from 'react';
import { services } from '../../di/services';

/** Loads the list's export for one query (the same function while the query stays the same). */
export const useExportCsv = (query: AdminExportQuery): (() => Promise<DownloadedFile>) =>
  useCallback(async () => (await services()).admin.exportCsv(query), [query]);
