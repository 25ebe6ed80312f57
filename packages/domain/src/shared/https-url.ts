// A link a person gives for others to open (a video room, a school's booking page): an absolute https address.

/** The link as the URL parser reads it (what a browser opens) when it is an absolute https address with a host; else null. */
export function httpsUrl(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}
