import {
  DOCUMENT_REVIEW_REASON_IDS,
  knownDocumentReviewReason,
  type AdminDocument,
  type DocumentReview,
  type DocumentReviewDecision,
} from '@admission/domain';
import { DOCUMENT_REVIEW_REASON_WORDING } from '@admission/wording';
import { Badge, Button, Stack, Text, toast, type BadgeTone } from '@admission/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { useReasonTexts } from '../../shared/reason-texts';
import { ReasonsDialog } from '../../shared/reasons-dialog';
import { useReviewDocument } from './use-workflow';
import { workflowMessages as m } from './workflow.messages';

const STATES: Readonly<Record<DocumentReview['state'], { readonly tone: BadgeTone; readonly label: MessageDescriptor }>> = {
  'to-review': { tone: 'info', label: m.reviewToReview },
  accepted: { tone: 'success', label: m.reviewAccepted },
  'needs-new-file': { tone: 'warning', label: m.reviewNeedsNewFile },
};

/** Where staff stand on the document: the focus comes here once a decision is saved (its buttons may be disabled by then). */
const ReviewState = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focusRing}; outline-offset: 2px; }
`;

const NOT_REVIEWED: DocumentReview = { state: 'to-review', reason: null, reviewed_at: null, reviewer: null };

interface Props {
  readonly applicationId: number;
  readonly document: AdminDocument;
  /** Staff may review once the candidate has submitted (the domain's authoriseDocumentReview). */
  readonly canReview: boolean;
}

/** Where staff stand on one document, and the two decisions: Accept, or ask for a new file with a reason. */
export function ReviewControls({ applicationId, document, canReview }: Props) {
  const intl = useIntl();
  const review = document.review ?? NOT_REVIEWED;
  const [sendingBack, setSendingBack] = useState(false);
  const mutation = useReviewDocument(applicationId);
  const reason = knownDocumentReviewReason(review.reason);
  const [reasonText] = useReasonTexts(DOCUMENT_REVIEW_REASON_WORDING, reason === null ? [] : [reason]);
  const state = STATES[review.state] ?? STATES['to-review'];
  const stateLine = useRef<HTMLDivElement>(null);
  // The decision being saved: once the documents show it and the dialog is gone, the state line takes the focus.
  const focusWhenSaved = useRef<DocumentReview['state'] | null>(null);
  useEffect(() => {
    if (focusWhenSaved.current === null || sendingBack || review.state !== focusWhenSaved.current) return;
    focusWhenSaved.current = null;
    stateLine.current?.focus();
  }, [review.state, sendingBack]);

  const decide = (decision: DocumentReviewDecision) => {
    if (mutation.isPending) return;
    focusWhenSaved.current = decision.state;
    mutation.mutate(
      { documentId: document.id, decision },
      {
        onSuccess: (result) => {
          setSendingBack(false);
          toast.success(intl.formatMessage(m.reviewSaved), intl.formatMessage(m.reviewSavedText, { name: document.name, state: intl.formatMessage(STATES[result.state].label) }));
        },
        onError: () => {
          focusWhenSaved.current = null;
          toast.destructive(intl.formatMessage(m.reviewFailedTitle), intl.formatMessage(m.reviewFailed));
        },
      },
    );
  };

  return (
    <Stack gap={2}>
      <ReviewState ref={stateLine} tabIndex={-1}>
        <Badge tone={state.tone}>{intl.formatMessage(state.label)}</Badge>
        {review.reviewer && review.reviewed_at ? (
          <Text as="span" size="sm" tone="muted">
            {intl.formatMessage(m.reviewBy, { name: review.reviewer.name, date: intl.formatDate(review.reviewed_at, { dateStyle: 'medium', timeStyle: 'short' }) })}
          </Text>
        ) : null}
      </ReviewState>
      {review.state === 'needs-new-file' && reasonText ? <Text size="sm">{intl.formatMessage(m.reviewReason, { reason: reasonText.label })}</Text> : null}
      {canReview ? (
        <Stack direction="row" gap={2} wrap>
          <Button
            size="sm"
            variant="secondary"
            // Pending rather than disabled while a decision is saved: the focus stays on the pressed button.
            isDisabled={review.state === 'accepted'}
            isPending={mutation.isPending && mutation.variables.decision.state === 'accepted'}
            aria-label={intl.formatMessage(m.reviewAcceptLabel, { name: document.name })}
            onPress={() => decide({ state: 'accepted' })}
          >
            {intl.formatMessage(m.reviewAccept)}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={review.state === 'needs-new-file'}
            aria-disabled={mutation.isPending || undefined}
            aria-label={intl.formatMessage(m.reviewSendBackLabel, { name: document.name })}
            onPress={() => {
              if (!mutation.isPending) setSendingBack(true);
            }}
          >
            {intl.formatMessage(m.reviewSendBack)}
          </Button>
        </Stack>
      ) : null}
      <ReasonsDialog
        isOpen={sendingBack}
        onOpenChange={setSendingBack}
        title={intl.formatMessage(m.sendBackTitle)}
        intro={intl.formatMessage(m.sendBackIntro, { name: document.name })}
        groupLabel={intl.formatMessage(m.sendBackGroup)}
        mode="one"
        ids={DOCUMENT_REVIEW_REASON_IDS}
        wordings={DOCUMENT_REVIEW_REASON_WORDING}
        confirmLabel={intl.formatMessage(m.sendBackTitle)}
        confirmVariant="primary"
        isPending={mutation.isPending}
        onConfirm={([chosen]) => {
          if (chosen) decide({ state: 'needs-new-file', reason: chosen });
        }}
      />
    </Stack>
  );
}
