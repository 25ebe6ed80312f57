import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import { StyledBadge, type BadgeTone } from './Badge.styles';

export interface BadgeProps {
  /** The text of the badge. */
  children: ReactNode;
  /** Colour family. Default `neutral`. */
  tone?: BadgeTone;
  /** A leading glyph, so meaning never rests on colour alone. */
  icon?: IconName;
}

/** A small label for a state or a count. */
export function Badge({ children, tone = 'neutral', icon }: BadgeProps) {
  return (
    <StyledBadge $tone={tone}>
      {icon ? <Icon name={icon} size={12} /> : null}
      {children}
    </StyledBadge>
  );
}
