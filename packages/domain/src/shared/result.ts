/** An expected outcome: a value, or a failure with a stable code and the data a screen needs. */
export type Result<T, E extends { readonly code: string }> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const fail = <E extends { readonly code: string }>(error: E): { readonly ok: false; readonly error: E } => ({
  ok: false,
  error,
});
