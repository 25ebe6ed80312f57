import type { AdminApplicationQuery } from '@admission/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { services } from '../../di/services';

export const adminApplicationsKey = (query: AdminApplicationQuery) => ['admin', 'applications', query] as const;

/** One page of the list; also started with the page's code (app/route-data.ts). */
export const adminApplicationsQuery = (query: AdminApplicationQuery) =>
  queryOptions({ queryKey: adminApplicationsKey(query), queryFn: async () => (await services()).admin.list(query) });

/** The previous page stays on screen while the next one loads. */
export const useAdminApplications = (query: AdminApplicationQuery) => useQuery({ ...adminApplicationsQuery(query), placeholderData: keepPreviousData });
