import type { Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlBox } from '../Field/NativeField.styles';
import { NativeFieldFrame, type NativeTextFieldProps } from '../Field/NativeFieldFrame';

type TextAreaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'style' | 'children' | 'onChange' | 'value' | 'defaultValue' | 'disabled' | 'required'>;

export interface TextAreaProps extends TextAreaAttributes, NativeTextFieldProps {
  ref?: Ref<HTMLTextAreaElement>;
}

const Area = styled.textarea`
  ${controlBox}
  width: 100%;
  min-width: 0;
  min-height: 6rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  resize: vertical;
  &::placeholder { color: ${({ theme }) => theme.colors.text.muted}; opacity: 1; }
`;

/**
 * A labelled multi-line text field on plain elements, wired like TextField: the label (`for`), the help text
 * and the error (`aria-describedby`, `aria-invalid`). Our own translated error shows, not the browser's bubble.
 */
export function TextArea({ label, description, errorMessage, isInvalid = false, isDisabled = false, isRequired = false, onChange, id, rows = 4, ...rest }: TextAreaProps) {
  return (
    <NativeFieldFrame label={label} description={description} errorMessage={errorMessage} isInvalid={isInvalid} id={id}>
      {(wiring) => <Area {...rest} {...wiring} rows={rows} disabled={isDisabled} required={isRequired} onChange={(event) => onChange?.(event.target.value)} />}
    </NativeFieldFrame>
  );
}
