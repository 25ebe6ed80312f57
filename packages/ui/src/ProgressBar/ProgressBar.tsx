import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import styled from 'styled-components';

export interface ProgressBarProps {
  /** Visible label (e.g. 'Uploading passport.pdf'). */
  label: string;
  /** 0-100. */
  value: number;
  /** Show the percentage text on the right. Default true. */
  showValue?: boolean;
  /** Default `primary`. */
  tone?: 'primary' | 'success';
}

const Root = styled(AriaProgressBar)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  width: 100%;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.default};
`;

const LabelText = styled(Label)`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Value = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text.muted};
`;

const Track = styled.div`
  grid-column: 1 / -1;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface.sunken};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border.subtle};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: 'primary' | 'success' }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => theme.colors[$tone].solid};
  transition: width ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
`;

/** A determinate progress bar with its percentage, on react-aria's ProgressBar. */
export function ProgressBar({ label, value, showValue = true, tone = 'primary' }: ProgressBarProps) {
  return (
    <Root value={value} minValue={0} maxValue={100}>
      {({ percentage, valueText }) => (
        <>
          <LabelText>{label}</LabelText>
          {showValue ? <Value>{valueText}</Value> : <span />}
          <Track>
            <Fill $tone={tone} style={{ width: `${percentage ?? 0}%` }} />
          </Track>
        </>
      )}
    </Root>
  );
}
