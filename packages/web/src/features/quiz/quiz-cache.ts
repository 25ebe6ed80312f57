import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, quizStatusQuery } from '../../shared/queries';

/**
 * The quiz is over for good the moment it ends: the cached status says so at once, and a status read still on
 * its way is dropped (its "ongoing" would send Return to Dashboard back to /quiz). The server is asked again
 * only when the status goes stale, by then over there too; the deals are read again now.
 */
export async function endQuizInCache(queryClient: QueryClient): Promise<void> {
  const { queryKey } = quizStatusQuery(undefined);
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, { status: { has_ongoing_quiz: false, is_quiz_over: true }, failed: false });
  void queryClient.invalidateQueries({ queryKey: queryKeys.deals });
}
