import type { BadgeTone } from '../Badge';
import type { IconName } from '../Icon';

/** Every state a screen shows as a badge. The text comes from the app; the kind picks colour and glyph. */
export const statusKinds = {
  // documents, quiz, checklist
  complete: { tone: 'success', icon: 'check' },
  incomplete: { tone: 'warning', icon: 'alert' },
  optional: { tone: 'neutral', icon: 'minus' },
  required: { tone: 'warning', icon: 'alert' },
  // payment (spec: green for paid and void)
  paid: { tone: 'success', icon: 'check' },
  pendingPayment: { tone: 'warning', icon: 'clock' },
  cancelled: { tone: 'success', icon: 'x' },
  pending: { tone: 'neutral', icon: 'clock' },
  // application status (deal_status)
  DRAFT: { tone: 'neutral', icon: 'dot' },
  IN_PROGRESS: { tone: 'info', icon: 'clock' },
  COMPLETE: { tone: 'primary', icon: 'check' },
  ADMISSIBLE: { tone: 'success', icon: 'check' },
  REJECTED: { tone: 'danger', icon: 'x' },
  // withdrawn by the candidate, whatever its deal_status
  WITHDRAWN: { tone: 'neutral', icon: 'minus' },
  // quiz outcome
  pass: { tone: 'success', icon: 'check' },
  fail: { tone: 'danger', icon: 'x' },
  notAssessable: { tone: 'warning', icon: 'minus' },
  noQuiz: { tone: 'neutral', icon: 'minus' },
  unknown: { tone: 'neutral', icon: 'dot' },
  // quiz answers
  correct: { tone: 'success', icon: 'check' },
  incorrect: { tone: 'danger', icon: 'x' },
} as const satisfies Record<string, { tone: BadgeTone; icon: IconName }>;

export type StatusKind = keyof typeof statusKinds;
export const statusKindNames = Object.keys(statusKinds) as StatusKind[];
