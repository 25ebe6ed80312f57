import styled, { css } from 'styled-components';
import { focusRing } from '../theme/media';
import { touch } from '../theme/touch';

// No react-aria here: plain anchors (ExternalLink, links in messages) use only this file.
export const linkLook = css<{ $inherit: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme, $inherit }) => ($inherit ? 'inherit' : theme.colors.text.link)};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow-wrap: anywhere;
  &[data-hovered], &:is(a):hover { text-decoration-thickness: 2px; }
  &[data-focus-visible], &:is(a):focus-visible { ${focusRing} }
  /* A link of its own (not one inside a sentence, which takes the text's colour) is a finger-sized target. */
  ${touch} { min-height: ${({ theme, $inherit }) => ($inherit ? 'auto' : theme.sizes.touchTarget)}; }
`;

/** The same look on a plain <a>, for links out of the app (no router, no react-aria). */
export const StyledAnchor = styled.a<{ $inherit: boolean }>`
  ${linkLook}
`;
