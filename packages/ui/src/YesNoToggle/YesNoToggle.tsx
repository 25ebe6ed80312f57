import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../theme/media';

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

const Group = styled(ToggleButtonGroup)`
  display: inline-flex;
  width: 100%;
  max-width: 20rem;
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  &[data-disabled] { opacity: 0.55; }
`;

const Option = styled(ToggleButton)`
  flex: 1;
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  border: 0;
  background: ${({ theme }) => theme.colors.surface.raised};
  color: ${({ theme }) => theme.colors.text.default};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  cursor: pointer;
  & + & { border-left: 1px solid ${({ theme }) => theme.colors.border.control}; }
  &[data-hovered] { background: ${({ theme }) => theme.colors.primary.subtle}; }
  &[data-selected] { background: ${({ theme }) => theme.colors.primary.solid}; color: ${({ theme }) => theme.colors.primary.onSolid}; }
  &[data-focus-visible] { ${focusRing}; outline-offset: -3px; }
  &[data-disabled] { cursor: not-allowed; }
`;

/** A Yes/No choice as a toggle button group (arrow keys move between the two; one stays chosen). */
export function YesNoToggle({ label, value, onChange, yesLabel, noLabel, isDisabled }: YesNoToggleProps) {
  const selected = value === null ? [] : [value ? 'yes' : 'no'];
  return (
    <Group
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selected}
      onSelectionChange={(keys: Set<Key>) => {
        const [key] = [...keys];
        if (key !== undefined) onChange(key === 'yes');
      }}
      isDisabled={isDisabled}
    >
      <Option id="yes">{yesLabel}</Option>
      <Option id="no">{noLabel}</Option>
    </Group>
  );
}
