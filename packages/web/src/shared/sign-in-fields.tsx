import { TextField } from '@admission/ui';
import type { Ref } from 'react';

interface SignInFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly isDisabled?: boolean;
  /** Shown under the field and marks it invalid. */
  readonly errorMessage?: string | null;
  readonly ref?: Ref<HTMLInputElement>;
}

/** The email address field of both sign-in pages. */
export function SignInEmailField({ errorMessage, placeholder, ...field }: SignInFieldProps & { readonly placeholder?: string }) {
  return (
    <TextField
      {...field}
      placeholder={placeholder}
      type="email"
      name="email"
      autoComplete="email"
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage ?? undefined}
    />
  );
}

/** The emailed 6-digit code field of both sign-in pages (spaces typed inside the code are allowed). */
export function SignInCodeField({ errorMessage, ...field }: SignInFieldProps) {
  return (
    <TextField
      {...field}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage ?? undefined}
    />
  );
}
