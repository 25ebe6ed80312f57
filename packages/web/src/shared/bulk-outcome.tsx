import { Alert } from '@admission/ui';
import type { Ref } from 'react';

/** What a bulk action on a selection (assign to the jury, decide from the ranking) did, said where the focus goes. */
export interface BulkOutcome {
  readonly tone: 'success' | 'warning' | 'danger';
  readonly lines: readonly string[];
}

/** The outcome's alert, focusable so the focus can land on it once the confirm dialog has closed; nothing before. */
export function BulkOutcomeAlert({ outcome, alertRef }: { readonly outcome: BulkOutcome | null; readonly alertRef: Ref<HTMLDivElement> }) {
  return outcome === null ? null : <Alert ref={alertRef} tabIndex={-1} tone={outcome.tone} message={outcome.lines.join(' ')} />;
}
