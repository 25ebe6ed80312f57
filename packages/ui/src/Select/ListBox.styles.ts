import { Header, ListBox, ListBoxItem, ListBoxSection, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { touch } from '../theme/touch';

/**
 * react-aria keeps a popover 12 px (its default `containerPadding`) inside the viewport. A popover wider than
 * the viewport less that margin, such as one as wide as a full-width field, gets pushed right past the edge,
 * the page scrolls sideways as soon as an option takes the keyboard focus (scrollIntoView), and react-aria
 * closes a combobox's list on any scroll of the page: the ArrowDown that was meant to pick closed the list.
 * So the width never exceeds the viewport less both margins. `100%` is the containing block of the portal
 * (the viewport without its scrollbar); `100vw` also caps it when the body is positioned and wider.
 */
const viewportMargin = '12px';

export const StyledPopover = styled(Popover)`
  min-width: min(var(--trigger-width), 100% - 2 * ${viewportMargin}, 100vw - 2 * ${viewportMargin});
  max-width: min(100% - 2 * ${viewportMargin}, 100vw - 2 * ${viewportMargin});
  background: ${({ theme }) => theme.colors.surface.raised};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: auto;
`;

export const StyledListBox = styled(ListBox)`
  max-height: 18rem;
  padding: ${({ theme }) => theme.space[1]};
  outline: none;
` as typeof ListBox;

export const StyledItem = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlHeightSm};
  ${touch} { min-height: ${({ theme }) => theme.sizes.touchTarget}; }
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text.default};
  cursor: pointer;
  outline: none;
  &[data-focused], &[data-hovered] { background: ${({ theme }) => theme.colors.primary.subtle}; color: ${({ theme }) => theme.colors.primary.text}; }
  &[data-selected] { font-weight: ${({ theme }) => theme.typography.fontWeight.semibold}; }
  &[data-disabled] { opacity: 0.55; cursor: not-allowed; }
` as typeof ListBoxItem;

export const EmptyList = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** A group of options under its title. */
export const StyledSection = styled(ListBoxSection)`
  & + & { margin-top: ${({ theme }) => theme.space[2]}; }
` as typeof ListBoxSection;

export const StyledHeader = styled(Header)`
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;
