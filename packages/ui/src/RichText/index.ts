export { RichText, type RichTextProps, type Message } from './RichText';
export { safeHref, segmentMessage, type MessageSegment } from './safeHref';
