import type { ReactNode, Ref } from 'react';
import { StyledHeading, StyledText, type HeadingLevel, type TextSize, type TextTone } from './Typography.styles';

export interface HeadingProps {
  children: ReactNode;
  /** Document outline level (h1-h4); the size follows it. */
  level: HeadingLevel;
  id?: string;
  /** Make the heading a focus target after navigation. */
  tabIndex?: -1;
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading of the theme's heading font. */
export function Heading({ children, level, id, tabIndex, ref }: HeadingProps) {
  return (
    <StyledHeading as={`h${level}`} id={id} tabIndex={tabIndex} ref={ref} $level={level}>
      {children}
    </StyledHeading>
  );
}

export interface TextProps {
  children: ReactNode;
  /** Default `default`. */
  tone?: TextTone;
  /** Default `md`. */
  size?: TextSize;
  /** Default `regular`. */
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  /** `span` for inline text. Default `p`. */
  as?: 'p' | 'span' | 'div' | 'strong';
  id?: string;
  /** Make a status text a polite live region. */
  role?: 'status' | 'alert';
  /** Make the text a focus target (the result of an action). */
  tabIndex?: -1;
  ref?: Ref<HTMLElement>;
  /** Text a person wrote on several lines (a comment, a note, a reason): its line breaks and tabs show as written. */
  keepLineBreaks?: boolean;
}

/** Body text in one of the theme's tones and sizes. */
export function Text({ children, tone = 'default', size = 'md', weight = 'regular', as = 'p', id, role, tabIndex, ref, keepLineBreaks = false }: TextProps) {
  return (
    <StyledText as={as} id={id} role={role} tabIndex={tabIndex} ref={ref} $tone={tone} $size={size} $weight={weight} $keepLineBreaks={keepLineBreaks}>
      {children}
    </StyledText>
  );
}
