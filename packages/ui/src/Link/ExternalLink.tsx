import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon';
import { StyledAnchor } from './Anchor.styles';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style' | 'children' | 'target' | 'rel'> {
  /** Link text. */
  children: ReactNode;
  /** The address outside the app (https: or mailto:). */
  href: string;
  /** Text appended for screen readers, e.g. '(opens in a new tab)'. */
  externalLabel?: string;
  /** Take the colour of the surrounding text (inside alerts). */
  inheritColor?: boolean;
  /** Open in a new tab (default); false for a mailto: link, which opens the mail program. */
  newTab?: boolean;
}

/** A link out of the app on a plain <a>: by default in a new tab, safely, with Link's look and its icon. */
export function ExternalLink({ children, externalLabel, inheritColor = false, newTab = true, ...rest }: ExternalLinkProps) {
  const tab = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <StyledAnchor {...rest} {...tab} $inherit={inheritColor}>
      {children}
      {newTab ? <Icon name="external" size={14} label={externalLabel} /> : null}
    </StyledAnchor>
  );
}
