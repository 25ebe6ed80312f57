// A reviewer's draft as they go: kept in the page and in the tab's sessionStorage, saved on the server a moment
// after each change, and sent again when the network comes back. Nothing typed is lost when a save fails.
import { isPortError, type DraftFieldNotSaved, type Recommendation, type ReviewDraft, type ReviewScore, type ReviewWorkspace, type SavedReviewDraft } from '@admission/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { services } from '../../di/services';

/** How long after the last change the draft is sent. */
export const SAVE_DELAY_MS = 800;
/** How long after a failed save (not a lost connection) it is tried again. */
const RETRY_DELAY_MS = 5_000;

export type SaveStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'unsaved' }
  | { readonly kind: 'saving' }
  /** Saved, but for the fields `notSaved` names (a comment too long), which stay on the page. */
  | { readonly kind: 'saved'; readonly savedAt: string; readonly notSaved: readonly DraftFieldNotSaved[] }
  /** No connection: sent again on the browser's `online` event. */
  | { readonly kind: 'offline' }
  /** Another tab saved a newer version: this page stops saving, keeps what it has, until the reviewer chooses one. */
  | { readonly kind: 'stale' }
  | { readonly kind: 'failed' };

interface Stored {
  readonly draft: ReviewDraft;
  /** The server's version the draft was based on. */
  readonly version: number;
}

const storageKey = (assignmentId: number) => `admission.review-draft.${assignmentId}`;

function readStored(assignmentId: number): Stored | null {
  try {
    const raw = sessionStorage.getItem(storageKey(assignmentId));
    return raw === null ? null : (JSON.parse(raw) as Stored);
  } catch {
    return null;
  }
}

function writeStored(assignmentId: number, stored: Stored | null): void {
  try {
    if (stored === null) sessionStorage.removeItem(storageKey(assignmentId));
    else sessionStorage.setItem(storageKey(assignmentId), JSON.stringify(stored));
  } catch {
    // A full or disabled storage: the draft stays in the page.
  }
}

/** The draft the page starts with: the tab's unsaved one when it builds on the server's latest, else the server's. */
function initialOf(workspace: ReviewWorkspace): { readonly draft: ReviewDraft; readonly version: number; readonly dirty: boolean } {
  const server = workspace.draft;
  const version = server?.version ?? 0;
  const stored = workspace.state === 'submitted' ? null : readStored(workspace.assignment_id);
  if (stored !== null && stored.version === version) return { draft: stored.draft, version, dirty: true };
  return { draft: { scores: server?.scores ?? {}, recommendation: server?.recommendation ?? null, comment: server?.comment ?? '' }, version, dirty: false };
}

export const codeOf = (error: unknown): string | null => {
  if (!isPortError(error) || typeof error.detail !== 'object' || error.detail === null) return null;
  const code = (error.detail as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
};

export interface ReviewDraftState {
  readonly draft: ReviewDraft;
  readonly status: SaveStatus;
  readonly setScore: (criterionId: string, score: ReviewScore) => void;
  readonly setRecommendation: (recommendation: Recommendation) => void;
  readonly setComment: (comment: string) => void;
  /** Waits for the save in flight, then returns the version to submit with (the page's draft goes with the submit). */
  readonly settle: () => Promise<number>;
  /** Forgets the tab's copy (after a submit or a conflict). */
  readonly forget: () => void;
  /** After a conflict with another tab: this page's draft is saved over the server's version `serverVersion`. */
  readonly keepMine: (serverVersion: number) => Promise<void>;
  /** After a conflict with another tab: the server's version replaces this page's draft. */
  readonly takeTheirs: (saved: SavedReviewDraft) => void;
}

const NOTHING_REFUSED: readonly DraftFieldNotSaved[] = [];

export function useReviewDraft(workspace: ReviewWorkspace, onLocked: () => void, onStale: () => void): ReviewDraftState {
  const assignmentId = workspace.assignment_id;
  const [initial] = useState(() => initialOf(workspace));
  const [draft, setDraft] = useState<ReviewDraft>(initial.draft);
  const [status, setStatus] = useState<SaveStatus>(
    initial.dirty ? { kind: 'unsaved' } : workspace.draft ? { kind: 'saved', savedAt: workspace.draft.saved_at, notSaved: NOTHING_REFUSED } : { kind: 'idle' },
  );
  const latest = useRef(initial.draft);
  const version = useRef(initial.version);
  const dirty = useRef(initial.dirty);
  const stopped = useRef(false);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onLockedRef = useRef(onLocked);
  onLockedRef.current = onLocked;
  const onStaleRef = useRef(onStale);
  onStaleRef.current = onStale;

  const save = useCallback(async (): Promise<void> => {
    if (inFlight.current) await inFlight.current;
    if (!dirty.current || stopped.current) return;
    const sent = latest.current;
    dirty.current = false;
    setStatus({ kind: 'saving' });
    const run = (async () => {
      try {
        const saved = await (await services()).review.saveDraft(assignmentId, { ...sent, version: version.current });
        version.current = saved.version;
        // A field the server did not save (a comment too long) stays in the tab's copy, so a reload keeps it too.
        if (latest.current === sent && saved.not_saved.length === 0) writeStored(assignmentId, null);
        else writeStored(assignmentId, { draft: latest.current, version: saved.version });
        setStatus(dirty.current ? { kind: 'unsaved' } : { kind: 'saved', savedAt: saved.saved_at, notSaved: saved.not_saved });
      } catch (error) {
        dirty.current = true;
        const code = codeOf(error);
        if (code === 'STALE_DRAFT') {
          stopped.current = true;
          setStatus({ kind: 'stale' });
          onStaleRef.current();
        } else if (code === 'REVIEW_LOCKED') {
          stopped.current = true;
          writeStored(assignmentId, null);
          onLockedRef.current();
        } else if (isPortError(error) && error.code === 'NETWORK') setStatus({ kind: 'offline' });
        else {
          setStatus({ kind: 'failed' });
          clearTimeout(timer.current);
          timer.current = setTimeout(() => void save(), RETRY_DELAY_MS);
        }
      }
    })();
    inFlight.current = run;
    await run;
    inFlight.current = null;
  }, [assignmentId]);

  const change = useCallback(
    (next: (current: ReviewDraft) => ReviewDraft) => {
      const updated = next(latest.current);
      latest.current = updated;
      dirty.current = true;
      setDraft(updated);
      writeStored(assignmentId, { draft: updated, version: version.current });
      if (stopped.current) return;
      setStatus((current) => (current.kind === 'offline' ? current : { kind: 'unsaved' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
    },
    [assignmentId, save],
  );

  // A draft the tab kept from before a reload goes to the server at once; a lost connection's, when it is back.
  useEffect(() => {
    if (dirty.current) void save();
    const online = () => void save();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [save]);

  return {
    draft,
    status,
    setScore: useCallback((criterionId, score) => change((current) => ({ ...current, scores: { ...current.scores, [criterionId]: score } })), [change]),
    setRecommendation: useCallback((recommendation) => change((current) => ({ ...current, recommendation })), [change]),
    setComment: useCallback((comment) => change((current) => ({ ...current, comment })), [change]),
    settle: useCallback(async () => {
      clearTimeout(timer.current);
      if (inFlight.current) await inFlight.current;
      return version.current;
    }, []),
    forget: useCallback(() => {
      stopped.current = true;
      clearTimeout(timer.current);
      writeStored(assignmentId, null);
    }, [assignmentId]),
    keepMine: useCallback(
      async (serverVersion: number) => {
        clearTimeout(timer.current);
        if (inFlight.current) await inFlight.current;
        version.current = serverVersion;
        stopped.current = false;
        dirty.current = true;
        writeStored(assignmentId, { draft: latest.current, version: serverVersion });
        await save();
      },
      [assignmentId, save],
    ),
    takeTheirs: useCallback(
      (saved: SavedReviewDraft) => {
        clearTimeout(timer.current);
        const theirs: ReviewDraft = { scores: saved.scores, recommendation: saved.recommendation, comment: saved.comment };
        latest.current = theirs;
        version.current = saved.version;
        dirty.current = false;
        stopped.current = false;
        setDraft(theirs);
        writeStored(assignmentId, null);
        setStatus({ kind: 'saved', savedAt: saved.saved_at, notSaved: NOTHING_REFUSED });
      },
      [assignmentId],
    ),
  };
}
