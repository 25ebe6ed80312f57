// PostgreSQL's SQLSTATE of a failed query, whatever the driver (pg, PGlite) or drizzle wrapped it in.

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_INSUFFICIENT_PRIVILEGE = '42501';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** The first SQLSTATE along the error's `cause` chain, or null. */
export function pgErrorCode(error: unknown): string | null {
  const seen = new Set<unknown>();
  for (let current = error; typeof current === 'object' && current !== null && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}
