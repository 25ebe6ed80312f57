// The name a downloaded file is saved under, from the server's Content-Disposition.

/** `attachment; filename="applications-2026-03-05.csv"` gives `applications-2026-03-05.csv`; no path, no quotes. */
export function fileNameOf(disposition: string | undefined): string | null {
  const name = /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1]?.trim();
  const base = name?.split(/[\\/]/).pop();
  return base ? base : null;
}
