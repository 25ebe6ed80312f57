import type { ChoiceOption } from '../CheckboxGroup';
import { Description, FieldError, Label } from '../Field/Field.styles';
import { Dot, Indicator, OptionHelp, Options, OptionText, StyledRadio, StyledRadioGroup } from '../Field/Choice.styles';

export interface RadioGroupProps {
  /** The question the options answer; names the group. */
  label: string;
  options: readonly ChoiceOption[];
  /** The value chosen; null when none is. */
  value: string | null;
  onChange: (value: string) => void;
  /** Help under the label. */
  description?: string;
  /** Shown, and announced, when `isInvalid`. */
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
}

/**
 * One choice from a list, as radio buttons under one label (react-aria's RadioGroup): Tab lands on the chosen
 * option (or the first), the arrow keys choose another, as radio buttons do.
 */
export function RadioGroup({ label, options, value, onChange, description, errorMessage, isInvalid = false, isDisabled, isRequired }: RadioGroupProps) {
  return (
    <StyledRadioGroup value={value} onChange={onChange} isInvalid={isInvalid} isDisabled={isDisabled} isRequired={isRequired}>
      <Label>{label}</Label>
      {description ? <Description slot="description">{description}</Description> : null}
      <Options>
        {options.map((option) => (
          <StyledRadio key={option.value} value={option.value}>
            {({ isSelected }) => (
              <>
                <Indicator $round aria-hidden="true">
                  {isSelected ? <Dot /> : null}
                </Indicator>
                <OptionText>
                  {option.label}
                  {option.help ? <OptionHelp>{option.help}</OptionHelp> : null}
                </OptionText>
              </>
            )}
          </StyledRadio>
        ))}
      </Options>
      <FieldError>{errorMessage}</FieldError>
    </StyledRadioGroup>
  );
}
