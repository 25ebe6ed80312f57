import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import styled from 'styled-components';

export const StyledPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-width: calc(100vw - 16px);
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
