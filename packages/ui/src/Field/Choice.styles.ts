import { Checkbox as AriaCheckbox, CheckboxGroup as AriaCheckboxGroup, Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/media';

// The look a list of checkboxes and a list of radio buttons share: a column of options, each a box (or a
// circle) and its label, with an optional line of help under the label.

const group = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  &[data-disabled] { opacity: 0.55; }
`;

export const StyledCheckboxGroup = styled(AriaCheckboxGroup)`${group}`;
export const StyledRadioGroup = styled(AriaRadioGroup)`${group}`;

export const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const option = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[2]};
  /* A finger-sized row: the whole line chooses. */
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: ${({ theme }) => theme.space[2]} 0;
  color: ${({ theme }) => theme.colors.text.default};
  cursor: pointer;
  &[data-disabled] { cursor: not-allowed; }
`;

export const StyledCheckbox = styled(AriaCheckbox)`${option}`;
export const StyledRadio = styled(AriaRadio)`${option}`;

/** The box (square for a checkbox, round for a radio button) before the option's label. */
export const Indicator = styled.span<{ $round: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.125rem;
  border: 2px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radii.sm)};
  background: ${({ theme }) => theme.colors.surface.raised};
  color: ${({ theme }) => theme.colors.primary.onSolid};
  [data-hovered] > & { border-color: ${({ theme }) => theme.colors.border.strong}; }
  [data-selected] > & {
    border-color: ${({ theme }) => theme.colors.primary.solid};
    background: ${({ $round, theme }) => ($round ? theme.colors.surface.raised : theme.colors.primary.solid)};
  }
  [data-invalid] > & { border-color: ${({ theme }) => theme.colors.danger.solid}; }
  [data-focus-visible] > & { ${focusRing} }
`;

/** The dot inside a chosen radio button. */
export const Dot = styled.span`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary.solid};
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

export const OptionHelp = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;
