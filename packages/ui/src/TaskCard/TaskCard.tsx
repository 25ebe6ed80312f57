import type { ReactNode } from 'react';
import { Card } from '../Card';
import { Text } from '../Typography';

export interface TaskCardProps {
  /** The task (e.g. 'Document Submission', 'Math Quiz', 'Application Fee'). */
  title: string;
  /** Its state as a badge (a StatusBadge). */
  badge: ReactNode;
  /** What the task is about. */
  text: ReactNode;
  /** The action: a Button (e.g. 'Upload Documents', 'Start Quiz', 'Pay now'). */
  action: ReactNode;
  /** Anything else under the text (e.g. a note). */
  children?: ReactNode;
  /** Id of the element naming what the task belongs to (e.g. the application's heading): completes the card's
   * region name, so that the same task repeated for two applications keeps a unique landmark name. */
  nameContextId?: string;
}

/** One step of an application on the dashboard: title, badge, explanation and one action. */
export function TaskCard({ title, badge, text, action, children, nameContextId }: TaskCardProps) {
  return (
    <Card title={title} badge={badge} badgePlacement="above" actions={action} asRegion nameContextId={nameContextId}>
      <Text tone="muted" size="sm" as="div">
        {text}
      </Text>
      {children}
    </Card>
  );
}
