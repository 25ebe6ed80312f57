import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { NativeDescription, NativeFieldError, NativeInput, NativeLabel } from '../Field/NativeField.styles';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'children' | 'onChange' | 'value' | 'defaultValue' | 'disabled' | 'required'>;

export interface TextFieldProps extends InputAttributes {
  /** Visible label. */
  label: string;
  /** Help text under the field. */
  description?: string;
  /** Error text, shown (and the input marked invalid) when `isInvalid`. */
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
`;

/**
 * A labelled text input on plain elements: the label, help text and error are wired to the input
 * (`for`, `aria-describedby`, `aria-invalid`). The browser's own validation bubbles are not used: the form
 * says `noValidate` and shows our translated error here. Light enough for the sign-in page.
 */
export function TextField({ label, description, errorMessage, isInvalid = false, isDisabled = false, isRequired = false, onChange, id, ...rest }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const descriptionId = description ? `${ownId}-description` : undefined;
  const errorId = isInvalid && errorMessage ? `${ownId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Root>
      <NativeLabel htmlFor={inputId}>{label}</NativeLabel>
      <NativeInput
        {...rest}
        id={inputId}
        disabled={isDisabled}
        required={isRequired}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {description ? <NativeDescription id={descriptionId}>{description}</NativeDescription> : null}
      {errorId ? <NativeFieldError id={errorId}>{errorMessage}</NativeFieldError> : null}
    </Root>
  );
}
