import { Badge } from '../Badge';
import { statusKinds, type StatusKind } from './statusKinds';

export interface StatusBadgeProps {
  /** Which state: picks the colour and glyph (e.g. `complete`, `pendingPayment`, `ADMISSIBLE`, `notAssessable`). */
  kind: StatusKind;
  /** The translated text (e.g. 'Complete', 'Pending payment', 'Admissible'). */
  label: string;
}

/** A badge for a known product state: documents, payment, application status, quiz outcome. */
export function StatusBadge({ kind, label }: StatusBadgeProps) {
  const { tone, icon } = statusKinds[kind];
  return (
    <Badge tone={tone} icon={icon}>
      {label}
    </Badge>
  );
}
