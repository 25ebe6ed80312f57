import type { AdminApplicationQuery } from '@admission/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { services } from '../../di/services';

export const adminApplicationsKey = (query: AdminApplicationQuery) => ['admin', 'applications', query] as const;

/** One page of the list; the previous page stays on screen while the next one loads. */
export const useAdminApplications = (query: AdminApplicationQuery) =>
  useQuery({
    queryKey: adminApplicationsKey(query),
    queryFn: async () => (await services()).admin.list(query),
    placeholderData: keepPreviousData,
  });
