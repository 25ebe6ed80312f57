export { Heading, Text, type HeadingProps, type TextProps } from './Typography';
export type { HeadingLevel, TextTone, TextSize } from './Typography.styles';
