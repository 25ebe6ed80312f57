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
}

/** One step of an application on the dashboard: title, badge, explanation and one action. */
export function TaskCard({ title, badge, text, action, children }: TaskCardProps) {
  return (
    <Card title={title} badge={badge} badgePlacement="above" actions={action} asRegion>
      <Text tone="muted" size="sm" as="div">
        {text}
      </Text>
      {children}
    </Card>
  );
}
