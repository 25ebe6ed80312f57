import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { Description, FieldError, Input, Label } from '../Field';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  /** Visible label. */
  label: string;
  /** Help text under the field. */
  description?: string;
  /** Error text; shown (and the field marked invalid) when `isInvalid` or validation fails. */
  errorMessage?: string;
  placeholder?: string;
}

const Root = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
`;

/** A labelled text input on react-aria's TextField (label, description and error wired to the input). */
export function TextField({ label, description, errorMessage, placeholder, ...rest }: TextFieldProps) {
  return (
    <Root {...rest}>
      <Label>{label}</Label>
      <Input placeholder={placeholder} />
      {description ? <Description slot="description">{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </Root>
  );
}
