import { useId, type ReactNode } from 'react';
import { NativeDescription, NativeFieldError, NativeFieldRoot, NativeLabel } from './NativeField.styles';

/** The props every plain-element text field takes, whatever its control. */
export interface NativeTextFieldProps {
  /** Visible label. */
  label: string;
  /** Help text under the field, read with it. */
  description?: string;
  /** Error text, shown (and the control marked invalid) when `isInvalid`. */
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

/** What the frame hands its control: its id, the ids that describe it, and whether it is invalid. */
export interface NativeControlWiring {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
}

export interface NativeFieldFrameProps {
  readonly label: string;
  readonly description?: string;
  readonly errorMessage?: string;
  readonly isInvalid: boolean;
  /** The control's id; one of the frame's own by default. */
  readonly id?: string;
  readonly children: (wiring: NativeControlWiring) => ReactNode;
}

/**
 * A plain-element field's label, help text and error around its control, wired together: the label's `for`,
 * the control's `aria-describedby` (help text, then error) and `aria-invalid`. TextField and TextArea share it.
 */
export function NativeFieldFrame({ label, description, errorMessage, isInvalid, id, children }: NativeFieldFrameProps) {
  const ownId = useId();
  const controlId = id ?? `${ownId}-control`;
  const descriptionId = description ? `${ownId}-description` : undefined;
  const errorId = isInvalid && errorMessage ? `${ownId}-error` : undefined;
  return (
    <NativeFieldRoot>
      <NativeLabel htmlFor={controlId}>{label}</NativeLabel>
      {children({ id: controlId, 'aria-describedby': [descriptionId, errorId].filter(Boolean).join(' ') || undefined, 'aria-invalid': isInvalid || undefined })}
      {description ? <NativeDescription id={descriptionId}>{description}</NativeDescription> : null}
      {errorId ? <NativeFieldError id={errorId}>{errorMessage}</NativeFieldError> : null}
    </NativeFieldRoot>
  );
}
