import type { InputHTMLAttributes, Ref } from 'react';
import { NativeInput } from '../Field/NativeField.styles';
import { NativeFieldFrame, type NativeTextFieldProps } from '../Field/NativeFieldFrame';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'children' | 'onChange' | 'value' | 'defaultValue' | 'disabled' | 'required'>;

export interface TextFieldProps extends InputAttributes, NativeTextFieldProps {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input on plain elements: the label, help text and error are wired to the input
 * (`for`, `aria-describedby`, `aria-invalid`). The browser's own validation bubbles are not used: the form
 * says `noValidate` and shows our translated error here. Light enough for the sign-in page.
 */
export function TextField({ label, description, errorMessage, isInvalid = false, isDisabled = false, isRequired = false, onChange, id, ...rest }: TextFieldProps) {
  return (
    <NativeFieldFrame label={label} description={description} errorMessage={errorMessage} isInvalid={isInvalid} id={id}>
      {(wiring) => <NativeInput {...rest} {...wiring} disabled={isDisabled} required={isRequired} onChange={(event) => onChange?.(event.target.value)} />}
    </NativeFieldFrame>
  );
}
