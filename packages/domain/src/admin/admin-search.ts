/** The search term to send: trimmed; undefined (not sent) when empty. */
export const adminSearchTerm = (raw: string | null | undefined): string | undefined => {
  const trimmed = (raw ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
};
