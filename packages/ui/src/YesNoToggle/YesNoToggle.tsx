import { Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing, focusRingOnSolid } from '../theme/media';

export interface YesNoToggleProps {
  /** Accessible name of the group (usually the question, e.g. 'Do you have a disability?'). */
  label: string;
  /** true = Yes, false = No, null = unanswered. */
  value: boolean | null;
  onChange: (value: boolean) => void;
  yesLabel: string;
  noLabel: string;
  /** Locked (e.g. after submission). */
  isDisabled?: boolean;
}

const Group = styled(RadioGroup)`
  display: inline-flex;
  width: 100%;
  max-width: 20rem;
  &[data-disabled] { opacity: 0.55; }
`;

const Option = styled(Radio)`
  position: relative;
  display: inline-flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  background: ${({ theme }) => theme.colors.surface.raised};
  color: ${({ theme }) => theme.colors.text.default};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  cursor: pointer;
  &:first-child { border-radius: ${({ theme }) => theme.radii.md} 0 0 ${({ theme }) => theme.radii.md}; }
  &:last-child { border-left: 0; border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0; }
  &[data-hovered] { background: ${({ theme }) => theme.colors.primary.subtle}; }
  &[data-selected] { background: ${({ theme }) => theme.colors.primary.solid}; color: ${({ theme }) => theme.colors.primary.onSolid}; }
  /* Outside the option, above its neighbour; the chosen one (filled with the ring's colour) adds an inner line. */
  &[data-focus-visible] { ${focusRing}; z-index: 1; }
  &[data-selected][data-focus-visible] { ${focusRingOnSolid}; }
  &[data-disabled] { cursor: not-allowed; }
`;

const key = (value: boolean | null): string | null => (value === null ? null : value ? 'yes' : 'no');

/**
 * A Yes/No choice as a radio group: Tab lands on the chosen answer (or Yes when there is none), and the
 * arrow keys choose the other one at once, as radio buttons do.
 */
export function YesNoToggle({ label, value, onChange, yesLabel, noLabel, isDisabled }: YesNoToggleProps) {
  return (
    <Group aria-label={label} orientation="horizontal" value={key(value)} onChange={(chosen) => onChange(chosen === 'yes')} isDisabled={isDisabled}>
      <Option value="yes">{yesLabel}</Option>
      <Option value="no">{noLabel}</Option>
    </Group>
  );
}
