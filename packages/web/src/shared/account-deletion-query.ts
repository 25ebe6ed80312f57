import { queryOptions } from '@tanstack/react-query';
import { services } from '../di/services';

/** The candidate's deletion request and what a deletion removes and keeps: one read for the header and the dialog. */
export const deletionStateQuery = () =>
  queryOptions({ queryKey: ['users', 'deletion-request'] as const, queryFn: async () => (await services()).users.deletionRequest() });
