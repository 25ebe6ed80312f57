import { REJECTION_REASON_IDS, type RankingDecision, type ReviewsMissing } from '@admission/domain';
import { REJECTION_REASON_WORDING } from '@admission/wording';
import { AlertDialog } from '@admission/ui';
import { useIntl } from 'react-intl';
import { ReasonsDialog } from '../../shared/reasons-dialog';
import { rankingMessages as m } from './ranking.messages';

export type RankingDecisionAsked = 'ADMISSIBLE' | 'REJECTED' | null;

export interface RankingDecisionDialogProps {
  /** Which decision is being confirmed (none: both dialogs closed). */
  readonly asking: RankingDecisionAsked;
  readonly onAskingChange: (asking: RankingDecisionAsked) => void;
  /** The applications to decide, and their candidates' names as one sentence. */
  readonly chosen: readonly number[];
  readonly names: string;
  /** The reviews the selection still lacks: the dialog says how many before the admin decides. */
  readonly missing: ReviewsMissing;
  readonly isPending: boolean;
  readonly onDecide: (decision: RankingDecision) => void;
}

/** The confirmation of a decision for the whole selection: admit at once, or reject with the structured reasons. */
export function RankingDecisionDialog({ asking, onAskingChange, chosen, names, missing, isPending, onDecide }: RankingDecisionDialogProps) {
  const intl = useIntl();
  // Deciding before every review is in is allowed, never unawares: the missing reviews come first.
  const warning = missing.reviews === 0 ? '' : `${intl.formatMessage(m.reviewsMissing, { reviews: missing.reviews, applications: missing.applications })} `;
  return (
    <>
      <AlertDialog
        isOpen={asking === 'ADMISSIBLE'}
        onOpenChange={(isOpen) => onAskingChange(isOpen ? 'ADMISSIBLE' : null)}
        title={intl.formatMessage(m.admitTitle, { count: chosen.length })}
        message={warning + intl.formatMessage(m.admitText, { names })}
        confirmLabel={intl.formatMessage(m.admitConfirm)}
        cancelLabel={intl.formatMessage(m.cancel)}
        isPending={isPending}
        onConfirm={() => onDecide({ application_ids: chosen, status: 'ADMISSIBLE', reasons: [] })}
      />
      <ReasonsDialog
        isOpen={asking === 'REJECTED'}
        onOpenChange={(isOpen) => onAskingChange(isOpen ? 'REJECTED' : null)}
        title={intl.formatMessage(m.rejectTitle, { count: chosen.length })}
        intro={warning + intl.formatMessage(m.rejectIntro, { names })}
        groupLabel={intl.formatMessage(m.rejectGroup)}
        mode="many"
        ids={REJECTION_REASON_IDS}
        wordings={REJECTION_REASON_WORDING}
        confirmLabel={intl.formatMessage(m.rejectConfirm)}
        confirmVariant="danger"
        isPending={isPending}
        onConfirm={(reasons) => onDecide({ application_ids: chosen, status: 'REJECTED', reasons })}
      />
    </>
  );
}
