import type { ReactNode } from 'react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { Icon } from '../Icon';
import { StyledLink } from './Link.styles';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  /** Link text. */
  children: ReactNode;
  /** Open in a new tab (adds rel="noopener noreferrer" and an icon). */
  external?: boolean;
  /** Text appended for screen readers on external links, e.g. '(opens in a new tab)'. */
  externalLabel?: string;
  /** Take the colour of the surrounding text (inside alerts). */
  inheritColor?: boolean;
}

/** A navigation link on react-aria's Link (client-side routing goes through RouterProvider in the app). */
export function Link({ children, external = false, externalLabel, inheritColor = false, ...rest }: LinkProps) {
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <StyledLink {...externalProps} {...rest} $inherit={inheritColor}>
      {children}
      {external ? <Icon name="external" size={14} label={externalLabel} /> : null}
    </StyledLink>
  );
}
