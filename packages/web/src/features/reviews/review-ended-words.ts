// Why a reviewer's assignment ended, in their words: the queue's ended rows and the ended review page say the same.
import type { AssignmentEndReason, ReviewQueueEnd } from '@admission/domain';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { reviewsMessages as m } from './reviews.messages';

/** Each reason's sentence, with the draft kept and without one; `unknown` for a reason this portal does not know. */
const SENTENCES: Readonly<Record<AssignmentEndReason | 'unknown', { readonly draft: MessageDescriptor; readonly none: MessageDescriptor }>> = {
  decided: { draft: m.endedDecidedDraft, none: m.endedDecided },
  'candidate-withdrew': { draft: m.endedWithdrewDraft, none: m.endedWithdrew },
  reopened: { draft: m.endedReopenedDraft, none: m.endedReopened },
  'admin-withdrew': { draft: m.endedAdminDraft, none: m.endedAdmin },
  unknown: { draft: m.endedOtherDraft, none: m.endedOther },
};

/** "Decided before your review: your draft is kept", and the like for each reason, with and without a draft. */
export function endedWords(intl: IntlShape, ended: Pick<ReviewQueueEnd, 'reason' | 'draft_kept'>): string {
  const sentences = SENTENCES[ended.reason ?? 'unknown'];
  return intl.formatMessage(ended.draft_kept ? sentences.draft : sentences.none);
}
