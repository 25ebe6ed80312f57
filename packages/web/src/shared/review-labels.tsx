// The jury's words both sides show: a review's state and a recommendation (the reviewer's pages and the staff's
// Reviews tab and ranking).
import type { Recommendation, ReviewState } from '@admission/domain';
import { Badge, type BadgeTone } from '@admission/ui';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

const m = defineMessages({
  todo: { id: 'review.state.todo', defaultMessage: 'To do' },
  draft: { id: 'review.state.draft', defaultMessage: 'Draft' },
  submitted: { id: 'review.state.submitted', defaultMessage: 'Submitted' },
  admit: { id: 'review.recommendation.admit', defaultMessage: 'Admit' },
  reject: { id: 'review.recommendation.reject', defaultMessage: 'Reject' },
  unsure: { id: 'review.recommendation.unsure', defaultMessage: 'Unsure' },
  disagreement: { id: 'review.disagreement', defaultMessage: 'Disagreement' },
});

const STATE: Readonly<Record<ReviewState, { readonly label: MessageDescriptor; readonly tone: BadgeTone }>> = {
  todo: { label: m.todo, tone: 'warning' },
  draft: { label: m.draft, tone: 'info' },
  submitted: { label: m.submitted, tone: 'success' },
};

export const RECOMMENDATION_LABELS: Readonly<Record<Recommendation, MessageDescriptor>> = { admit: m.admit, reject: m.reject, unsure: m.unsure };

export const reviewStateLabel = (state: ReviewState): MessageDescriptor => STATE[state].label;

/** To do, draft or submitted: one reviewer's review of an assignment. */
export function ReviewStateBadge({ state }: { readonly state: ReviewState }) {
  const intl = useIntl();
  return <Badge tone={STATE[state].tone}>{intl.formatMessage(STATE[state].label)}</Badge>;
}

/** The reviewers' totals differ by more than the program's threshold. */
export function DisagreementBadge() {
  const intl = useIntl();
  return <Badge tone="danger">{intl.formatMessage(m.disagreement)}</Badge>;
}
