/** Only these schemes become clickable links in messages; anything else stays text. */
const allowedProtocols = new Set(['https:', 'mailto:']);

/** Returns the URL when it is an https: or mailto: URL, otherwise null. */
export function safeHref(candidate: string): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!allowedProtocols.has(url.protocol)) return null;
  if (url.protocol === 'https:' && !url.hostname) return null;
  return candidate;
}

/** A piece of a message: plain text, or text linking to `href`. */
export interface MessageSegment {
  text: string;
  /** Rendered as a link only when it is an https: or mailto: URL. */
  href?: string;
}

const urlPattern = /(https:\/\/[^\s<>"']+|mailto:[^\s<>"']+)/g;
const trailingPunctuation = /[.,;:!?)\]]+$/;

/** Splits a message into text and link segments, detecting https: and mailto: URLs. */
export function segmentMessage(message: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  for (const match of message.matchAll(urlPattern)) {
    const raw = match[0];
    const index = match.index ?? 0;
    const trail = trailingPunctuation.exec(raw)?.[0] ?? '';
    const url = raw.slice(0, raw.length - trail.length);
    if (index > last) segments.push({ text: message.slice(last, index) });
    const label = url.startsWith('mailto:') ? url.slice('mailto:'.length) : url;
    segments.push({ text: label, href: url });
    last = index + url.length;
  }
  if (last < message.length) segments.push({ text: message.slice(last) });
  return segments;
}
