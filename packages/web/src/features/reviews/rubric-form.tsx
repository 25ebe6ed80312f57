import { RECOMMENDATIONS, REVIEW_COMMENT_MAX_LENGTH, weightedTotal, type Recommendation, type ReviewScore, type Rubric } from '@admission/domain';
import { Alert, Button, Card, RadioGroup, Stack, Text, TextArea } from '@admission/ui';
import { useEffect, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useInterfaceLanguage } from '../../shared/reason-texts';
import { RECOMMENDATION_LABELS } from '../../shared/review-labels';
import { reviewsMessages as m } from './reviews.messages';
import { savedAtWords } from './review-time-words';
import type { ReviewDraftState, SaveStatus } from './use-review-draft';

/** The criteria left unscored and whether the recommendation is missing, shown by their fields after a submit. */
export interface SubmitProblems {
  readonly missing: readonly string[];
  readonly recommendationMissing: boolean;
}

export const criterionFieldId = (criterionId: string) => `criterion-${criterionId}`;
export const RECOMMENDATION_FIELD_ID = 'review-recommendation';

interface Props {
  readonly rubric: Rubric;
  readonly state: ReviewDraftState;
  /** The clock's time (null until it is known): a draft saved another day says its day. */
  readonly now: number | null;
  /** The outcome of a choice between this tab's version and another's, focused once shown. */
  readonly notice: string | null;
  readonly noticeRef: RefObject<HTMLDivElement | null>;
  readonly problems: SubmitProblems | null;
  readonly submitError: string | null;
  readonly isSubmitting: boolean;
  readonly onSubmit: () => void;
  readonly submitErrorRef: RefObject<HTMLDivElement | null>;
}

/** Each criterion a 1–5 radio group with its levels' words, the recommendation and the comment, then Submit. */
export function RubricForm({ rubric, state, now, notice, noticeRef, problems, submitError, isSubmitting, onSubmit, submitErrorRef }: Props) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  const { draft } = state;
  const total = weightedTotal(rubric, draft.scores);
  const missing = new Set(problems?.missing ?? []);
  const commentTooLong = draft.comment.length > REVIEW_COMMENT_MAX_LENGTH;
  return (
    <Card title={intl.formatMessage(m.rubricTitle)} headingLevel={2} asRegion>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap={5}>
          {rubric.criteria.map((criterion) => (
            <div key={criterion.id} id={criterionFieldId(criterion.id)}>
              <RadioGroup
                label={criterion.label[language]}
                description={intl.formatMessage(m.criterionWeight, { weight: criterion.weight })}
                options={criterion.levels.map((level, index) => ({ value: String(index + 1), label: intl.formatMessage(m.level, { score: index + 1, words: level[language] }) }))}
                value={draft.scores[criterion.id] === undefined ? null : String(draft.scores[criterion.id])}
                onChange={(value) => state.setScore(criterion.id, Number(value) as ReviewScore)}
                isRequired
                isInvalid={missing.has(criterion.id) && draft.scores[criterion.id] === undefined}
                errorMessage={intl.formatMessage(m.criterionMissing)}
              />
            </div>
          ))}
          <div id={RECOMMENDATION_FIELD_ID}>
            <RadioGroup
              label={intl.formatMessage(m.recommendation)}
              options={RECOMMENDATIONS.map((value) => ({ value, label: intl.formatMessage(RECOMMENDATION_LABELS[value]) }))}
              value={draft.recommendation}
              onChange={(value) => state.setRecommendation(value as Recommendation)}
              isRequired
              isInvalid={Boolean(problems?.recommendationMissing) && draft.recommendation === null}
              errorMessage={intl.formatMessage(m.recommendationMissing)}
            />
          </div>
          <TextArea
            label={intl.formatMessage(m.comment)}
            description={intl.formatMessage(m.commentHelp, { max: REVIEW_COMMENT_MAX_LENGTH })}
            value={draft.comment}
            onChange={state.setComment}
            rows={5}
            isInvalid={commentTooLong}
            errorMessage={intl.formatMessage(m.commentTooLong, { count: draft.comment.length, max: REVIEW_COMMENT_MAX_LENGTH })}
          />
          {total === null ? null : <Text weight="semibold">{intl.formatMessage(m.total, { total: intl.formatNumber(total, { maximumFractionDigits: 2 }) })}</Text>}
          <SaveStatusLine status={state.status} now={now} />
          {notice === null ? null : <Alert ref={noticeRef} tabIndex={-1} tone="success" message={notice} />}
          {problems === null ? null : <Text tone="danger">{intl.formatMessage(m.submitIncomplete)}</Text>}
          {submitError === null ? null : <Alert ref={submitErrorRef} tabIndex={-1} message={submitError} />}
          <Button type="submit" isPending={isSubmitting} pendingLabel={intl.formatMessage(m.submitting)} isDisabled={commentTooLong} fullWidth>
            {intl.formatMessage(m.submit)}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** "Saved at…", announced politely; a save that did not happen says so, and that nothing is lost. */
function SaveStatusLine({ status, now }: { readonly status: SaveStatus; readonly now: number | null }) {
  const intl = useIntl();
  const refused = status.kind === 'saved' ? status.notSaved.find((field) => field.field === 'comment') : undefined;
  const text = (() => {
    switch (status.kind) {
      case 'idle':
        return intl.formatMessage(m.saveNever);
      case 'unsaved':
        return intl.formatMessage(m.saveUnsaved);
      case 'saving':
        return intl.formatMessage(m.saveSaving);
      case 'saved':
        return savedAtWords(intl, status.savedAt, now === null ? null : { now: () => now });
      case 'offline':
        return intl.formatMessage(m.saveOffline);
      case 'stale':
        return intl.formatMessage(m.saveStale);
      case 'failed':
        return intl.formatMessage(m.saveFailed);
    }
  })();
  const warn = status.kind === 'offline' || status.kind === 'stale' || status.kind === 'failed';
  return (
    <div role="status" aria-live="polite">
      <Text size="sm" tone={warn ? 'warning' : 'muted'}>{text}</Text>
      {refused === undefined ? null : (
        <Text size="sm" tone="warning">
          {intl.formatMessage(m.saveCommentNotSaved, { length: refused.length, max: refused.max })}
        </Text>
      )}
    </div>
  );
}

/** Moves the focus to the first field a submit found missing: a criterion's chosen or first radio, or the recommendation. */
export function useFocusFirstProblem(problems: SubmitProblems | null): void {
  const shown = useRef<SubmitProblems | null>(null);
  useEffect(() => {
    if (problems === null || shown.current === problems) return;
    shown.current = problems;
    const fieldId = problems.missing[0] !== undefined ? criterionFieldId(problems.missing[0]) : problems.recommendationMissing ? RECOMMENDATION_FIELD_ID : null;
    if (fieldId === null) return;
    document.getElementById(fieldId)?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, [problems]);
}
