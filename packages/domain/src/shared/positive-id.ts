/** A positive whole number written in plain digits (no sign, no leading zero, no spaces) and safe in JavaScript, or null. */
export function positiveIdOf(raw: string | null | undefined): number | null {
  const text = raw ?? '';
  if (!/^[1-9]\d*$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
