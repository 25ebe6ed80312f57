import { Fragment } from 'react';
import { ExternalLink } from '../Link/ExternalLink';
import { safeHref, segmentMessage, type MessageSegment } from './safeHref';

/** A message: a string in which https: and mailto: URLs are detected, or explicit segments. */
export type Message = string | readonly MessageSegment[];

export interface RichTextProps {
  /** The message. Links become anchors only for https: and mailto: URLs; anything else stays text. */
  message: Message;
  /** Screen-reader suffix for links that open a new tab, e.g. '(opens in a new tab)'. */
  externalLabel?: string;
}

/** Renders a message with its safe links as real anchors, without injecting HTML. */
export function RichText({ message, externalLabel }: RichTextProps) {
  const segments = typeof message === 'string' ? segmentMessage(message) : message;
  return (
    <>
      {segments.map((segment, index) => {
        const href = segment.href ? safeHref(segment.href) : null;
        if (!href) return <Fragment key={index}>{segment.text}</Fragment>;
        // Plain anchors: a message may show on the lightest pages (sign-in), where no react-aria is loaded.
        return href.startsWith('https:') ? (
          <ExternalLink key={index} href={href} externalLabel={externalLabel} inheritColor>
            {segment.text}
          </ExternalLink>
        ) : (
          <ExternalLink key={index} href={href} newTab={false} inheritColor>
            {segment.text}
          </ExternalLink>
        );
      })}
    </>
  );
}
