// The school's programs, which the ranking's and the jury settings' pickers offer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { services } from '../di/services';

export const programsQuery = () => queryOptions({ queryKey: ['admin', 'programs'] as const, queryFn: async () => (await services()).review.programs(), staleTime: 5 * 60_000 });

export const usePrograms = () => useQuery(programsQuery());
