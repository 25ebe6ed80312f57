import { Icon } from '../Icon';
import { Description, FieldError, Label } from '../Field/Field.styles';
import { Indicator, OptionHelp, Options, OptionText, StyledCheckbox, StyledCheckboxGroup } from '../Field/Choice.styles';

export interface ChoiceOption {
  /** A stable value (e.g. a reason's id). */
  value: string;
  /** What the option says. */
  label: string;
  /** A line of help under the label. */
  help?: string;
}

export interface CheckboxGroupProps {
  /** The question the options answer; names the group. */
  label: string;
  options: readonly ChoiceOption[];
  /** The values chosen. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Help under the label. */
  description?: string;
  /** Shown, and announced, when `isInvalid`. */
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
}

/**
 * A list of checkboxes under one label (react-aria's CheckboxGroup): Tab reaches each option, Space ticks it,
 * the help text and the error describe the group.
 */
export function CheckboxGroup({ label, options, value, onChange, description, errorMessage, isInvalid = false, isDisabled, isRequired }: CheckboxGroupProps) {
  return (
    <StyledCheckboxGroup value={[...value]} onChange={onChange} isInvalid={isInvalid} isDisabled={isDisabled} isRequired={isRequired}>
      <Label>{label}</Label>
      {description ? <Description slot="description">{description}</Description> : null}
      <Options>
        {options.map((option) => (
          <StyledCheckbox key={option.value} value={option.value}>
            {({ isSelected }) => (
              <>
                <Indicator $round={false} aria-hidden="true">
                  {isSelected ? <Icon name="check" size={14} /> : null}
                </Indicator>
                <OptionText>
                  {option.label}
                  {option.help ? <OptionHelp>{option.help}</OptionHelp> : null}
                </OptionText>
              </>
            )}
          </StyledCheckbox>
        ))}
      </Options>
      <FieldError>{errorMessage}</FieldError>
    </StyledCheckboxGroup>
  );
}
