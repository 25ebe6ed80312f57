// The review page's actions: submit (checked against the rubric first, errors by their fields), settle a conflict
// with another tab's version, and declare a conflict of interest; each moves the focus to its result. It also says
// whether an admin re-opened the review (who, when, why) while it is a draft again.
import { isPortError, readyToSubmit, type ReviewWorkspace, type SavedReviewDraft } from '@admission/domain';
import { toast } from '@admission/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { services } from '../../di/services';
import { useClockNow } from '../../shared/use-clock-now';
import { reviewsMessages as m } from './reviews.messages';
import type { SubmitProblems } from './rubric-form';
import { useFocusFirstProblem } from './rubric-form';
import { codeOf, useReviewDraft } from './use-review-draft';
import { reviewKeys } from './use-reviews';
import { pathTo } from '../../app/routes';

const incompleteOf = (error: unknown): SubmitProblems | null => {
  if (!isPortError(error) || typeof error.detail !== 'object' || error.detail === null) return null;
  const detail = error.detail as { code?: unknown; missing?: unknown };
  if (detail.code !== 'REVIEW_INCOMPLETE') return null;
  const missing = Array.isArray(detail.missing) ? detail.missing.filter((id): id is string => typeof id === 'string') : [];
  return { missing, recommendationMissing: false };
};

/** The other tab's version while the reviewer chooses between it and this tab's. */
export type StaleChoice = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'ready'; readonly theirs: SavedReviewDraft };

/** Focus after a dialog closed: react-aria gives the focus back on the next frame, this takes it on the one after. */
const focusAfterDialog = (element: () => HTMLElement | null) => requestAnimationFrame(() => requestAnimationFrame(() => element()?.focus()));

export function useReviewPage(workspace: ReviewWorkspace) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const assignmentId = workspace.assignment_id;
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: reviewKeys.workspace(assignmentId) }), [queryClient, assignmentId]);
  const now = useClockNow(60_000);

  // Another tab saved a newer version: the page fetches it and asks which to keep (a submitted one simply shows).
  const [stale, setStale] = useState<StaleChoice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const loadOther = useCallback(async () => {
    setNotice(null);
    setStale({ kind: 'loading' });
    try {
      const fresh = await (await services()).review.workspace(assignmentId);
      if (fresh.state === 'submitted' || fresh.draft === null) {
        setStale(null);
        reload();
      } else setStale({ kind: 'ready', theirs: fresh.draft });
    } catch {
      setStale({ kind: 'failed' });
    }
  }, [assignmentId, reload]);
  const draft = useReviewDraft(workspace, reload, () => void loadOther());
  const settled = (words: string) => {
    setStale(null);
    setNotice(words);
    focusAfterDialog(() => noticeRef.current);
  };
  const keepMine = async () => {
    if (stale?.kind !== 'ready') return;
    await draft.keepMine(stale.theirs.version);
    settled(intl.formatMessage(m.staleKeptMine));
  };
  const takeTheirs = () => {
    if (stale?.kind !== 'ready') return;
    draft.takeTheirs(stale.theirs);
    settled(intl.formatMessage(m.staleTookTheirs));
  };

  const [problems, setProblems] = useState<SubmitProblems | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submitErrorRef = useRef<HTMLDivElement>(null);
  useFocusFirstProblem(problems);

  const submit = async () => {
    setSubmitError(null);
    setNotice(null);
    const ready = readyToSubmit(workspace.rubric, draft.draft);
    if (!ready.ok) {
      setProblems({ missing: ready.error.missing, recommendationMissing: ready.error.recommendationMissing });
      return;
    }
    setProblems(null);
    setSubmitting(true);
    try {
      const version = await draft.settle();
      const { submitted_at } = await (await services()).review.submit(assignmentId, { ...ready.value, version });
      draft.forget();
      // The page shows what was submitted, read-only, as the server now holds it.
      queryClient.setQueryData<ReviewWorkspace>(reviewKeys.workspace(assignmentId), (current) =>
        current ? { ...current, state: 'submitted', submitted_at_review: submitted_at, reopened: null, draft: { ...ready.value, version: version + 1, saved_at: submitted_at } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: reviewKeys.queue });
    } catch (error) {
      const incomplete = incompleteOf(error);
      if (incomplete) setProblems(incomplete);
      else if (codeOf(error) === 'STALE_DRAFT') void loadOther();
      else {
        setSubmitError(intl.formatMessage(m.submitFailed));
        requestAnimationFrame(() => submitErrorRef.current?.focus());
      }
    } finally {
      setSubmitting(false);
    }
  };

  const [conflictOpen, setConflictOpen] = useState(false);
  const [conflictPending, setConflictPending] = useState(false);
  const [conflictError, setConflictError] = useState<string | null>(null);
  const openConflict = (isOpen: boolean) => {
    setConflictError(null);
    setConflictOpen(isOpen);
  };
  const declareConflict = async (reason: string) => {
    setConflictPending(true);
    setConflictError(null);
    try {
      await (await services()).review.declareConflict(assignmentId, reason);
      draft.forget();
      queryClient.removeQueries({ queryKey: reviewKeys.workspace(assignmentId) });
      await queryClient.invalidateQueries({ queryKey: reviewKeys.queue });
      toast.success(intl.formatMessage(m.conflictDone, { pseudonym: workspace.pseudonym }));
      // The queue's heading takes the focus on arrival: the application is gone from it.
      void navigate(pathTo('reviews'));
    } catch {
      setConflictError(intl.formatMessage(m.conflictFailed));
    } finally {
      setConflictPending(false);
    }
  };

  return {
    now,
    /** Who re-opened the review, when and why, while it is a draft again. */
    reopened: workspace.state === 'submitted' ? null : workspace.reopened,
    draft,
    notice,
    noticeRef,
    stale: {
      choice: stale,
      rubric: workspace.rubric,
      mine: draft.draft,
      onKeepMine: () => void keepMine(),
      onTakeTheirs: takeTheirs,
      onRetry: () => void loadOther(),
    },
    problems,
    submitError,
    submitErrorRef,
    submitting,
    submit: () => void submit(),
    conflict: { isOpen: conflictOpen, onOpenChange: openConflict, isPending: conflictPending, error: conflictError, onConfirm: (reason: string) => void declareConflict(reason) },
  };
}
