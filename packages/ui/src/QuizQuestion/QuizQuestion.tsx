import type { Ref } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../theme/media';

export interface QuizAnswer {
  id: string;
  text: string;
}

export interface QuizQuestionProps {
  /** The question text (in the chosen language). */
  question: string;
  /** Small caption above it, a heading (e.g. 'Question 3 of 20'). */
  caption?: string;
  /** The caption, where a screen moves the focus when a new question shows. */
  captionRef?: Ref<HTMLHeadingElement>;
  answers: readonly QuizAnswer[];
  /** The chosen answer id. */
  value: string | null;
  onChange: (answerId: string) => void;
  /** During a rate block or while submitting. */
  isDisabled?: boolean;
}

const Group = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Caption = styled.h2`
  margin: 0;
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: inherit;
  color: ${({ theme }) => theme.colors.text.muted};
  &:focus { outline: none; }
  &:focus-visible { ${focusRing} }
`;

const Question = styled(Label)`
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text.heading};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

const Option = styled(Radio)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.raised};
  color: ${({ theme }) => theme.colors.text.default};
  cursor: pointer;
  &::before {
    content: '';
    flex-shrink: 0;
    width: 1.125rem;
    height: 1.125rem;
    border: 2px solid ${({ theme }) => theme.colors.border.control};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface.raised};
  }
  &[data-hovered] { border-color: ${({ theme }) => theme.colors.primary.solid}; }
  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.primary.solid};
    background: ${({ theme }) => theme.colors.primary.subtle};
    color: ${({ theme }) => theme.colors.primary.text};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  &[data-selected]::before { border: 5px solid ${({ theme }) => theme.colors.primary.solid}; }
  &[data-focus-visible] { ${focusRing} }
  &[data-disabled] { opacity: 0.55; cursor: not-allowed; }
`;

/** A quiz question with its answers as a radio group (arrow keys move and choose). */
export function QuizQuestion({ question, caption, captionRef, answers, value, onChange, isDisabled }: QuizQuestionProps) {
  return (
    <Group value={value} onChange={onChange} isDisabled={isDisabled}>
      {caption ? (
        <Caption ref={captionRef} tabIndex={-1}>
          {caption}
        </Caption>
      ) : null}
      <Question>{question}</Question>
      {answers.map((answer) => (
        <Option key={answer.id} value={answer.id}>
          {answer.text}
        </Option>
      ))}
    </Group>
  );
}
