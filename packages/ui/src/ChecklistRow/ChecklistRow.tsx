import styled from 'styled-components';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';

export interface ChecklistRowProps {
  /** The item (e.g. 'Nationality Information'). */
  label: string;
  isComplete: boolean;
  /** e.g. 'Completed' */
  completeLabel: string;
  /** e.g. 'Required' */
  requiredLabel: string;
  /** Action text when incomplete (e.g. 'Complete Now'); with `onAction`. */
  actionLabel?: string;
  onAction?: () => void;
}

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  list-style: none;
  &:last-child { border-bottom: 0; }
`;

const Label = styled.span`
  flex: 1 1 12rem;
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.colors.text.default};
`;

const Right = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A requirement in a checklist (render inside a `ul`): its name, Completed/Required, and a shortcut. */
export function ChecklistRow({ label, isComplete, completeLabel, requiredLabel, actionLabel, onAction }: ChecklistRowProps) {
  return (
    <Row>
      <Label>{label}</Label>
      <Right>
        <StatusBadge kind={isComplete ? 'complete' : 'required'} label={isComplete ? completeLabel : requiredLabel} />
        {!isComplete && actionLabel && onAction ? (
          <Button variant="ghost" size="sm" onPress={onAction}>
            {actionLabel}
          </Button>
        ) : null}
      </Right>
    </Row>
  );
}

/** The list that holds ChecklistRows. */
export const Checklist = styled.ul`
  margin: 0;
  padding: 0;
`;
