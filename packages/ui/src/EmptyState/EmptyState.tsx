import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { focusTarget } from '../theme/media';

export interface EmptyStateProps {
  /** Short statement (e.g. 'No applications found'). */
  title: string;
  /** Why, or what to do (e.g. 'No applications match the search'). */
  description?: ReactNode;
  /** Default `file`. */
  icon?: IconName;
  /** An action (a Button or Link). */
  action?: ReactNode;
  /** Heading level of the title. Default 3; 1 when the empty state is the whole page. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Makes the title a focus target (a page's main heading takes the focus on arrival). */
  titleRef?: Ref<HTMLHeadingElement>;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.text.muted};
`;

const Glyph = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface.sunken};
  color: ${({ theme }) => theme.colors.text.muted};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.text.heading};
  ${focusTarget}
`;

const Description = styled.p`
  margin: 0;
  max-width: 32rem;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** What a list or screen shows when there is nothing yet. */
export function EmptyState({ title, description, icon = 'file', action, headingLevel = 3, titleRef }: EmptyStateProps) {
  return (
    <Root>
      <Glyph>
        <Icon name={icon} size={28} />
      </Glyph>
      <Title as={`h${headingLevel}`} ref={titleRef} tabIndex={titleRef === undefined ? undefined : -1}>
        {title}
      </Title>
      {description ? <Description>{description}</Description> : null}
      {action}
    </Root>
  );
}
