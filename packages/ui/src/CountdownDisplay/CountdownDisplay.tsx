import { useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { formatCountdown, isAnnouncementSecond, isWarning, warningThresholdSeconds } from './countdown';

export interface CountdownDisplayProps {
  /** Seconds left (the app derives it from the server's end time every second). */
  secondsLeft: number;
  /** Visible caption (e.g. 'Time remaining'). */
  label: string;
  /** Text screen readers hear at the announcement seconds (e.g. s => `${Math.round(s / 60)} minutes remaining`). */
  announce: (secondsLeft: number) => string;
  /** Warning colour from this many seconds. Default 300. */
  warningThreshold?: number;
}

const Root = styled.div<{ $warning: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $warning }) => ($warning ? theme.colors.danger.border : theme.colors.border.subtle)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $warning }) => ($warning ? theme.colors.danger.subtle : theme.colors.surface.raised)};
  color: ${({ theme, $warning }) => ($warning ? theme.colors.danger.text : theme.colors.text.default)};
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Time = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

/** The quiz countdown: m:ss, red from 5 minutes, announced politely at intervals (not every second). */
export function CountdownDisplay({ secondsLeft, label, announce, warningThreshold = warningThresholdSeconds }: CountdownDisplayProps) {
  const warning = isWarning(secondsLeft, warningThreshold);
  // The live region changes only at announcement seconds, so screen readers are not flooded every tick.
  const [announced, setAnnounced] = useState<{ second: number; text: string } | null>(null);
  if (isAnnouncementSecond(secondsLeft) && announced?.second !== secondsLeft) {
    setAnnounced({ second: secondsLeft, text: announce(secondsLeft) });
  }
  const announcement = announced?.text ?? '';
  return (
    <Root $warning={warning} data-warning={warning || undefined}>
      <Icon name="clock" />
      <Caption>{label}</Caption>
      <Time role="timer" aria-live="off">
        {formatCountdown(secondsLeft)}
      </Time>
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
    </Root>
  );
}
