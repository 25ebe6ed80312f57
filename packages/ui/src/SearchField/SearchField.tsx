import { Button as AriaButton, Input as AriaInput, SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, Label } from '../Field';
import { PlaceholderHint, placeholderAbove } from '../Field/PlaceholderHint';
import { Icon } from '../Icon';
import { focusRing } from '../theme/media';
import { touch } from '../theme/touch';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'> {
  /** Label; visually hidden when `hideLabel` (the placeholder is not a label). */
  label: string;
  hideLabel?: boolean;
  /** e.g. 'Search by name, email, deal ID, or program...' */
  placeholder?: string;
  /** Accessible name of the clear button (e.g. 'Clear search'). */
  clearLabel: string;
}

const Root = styled(AriaSearchField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
`;

const Box = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  > svg { position: absolute; left: ${({ theme }) => theme.space[3]}; color: ${({ theme }) => theme.colors.text.muted}; pointer-events: none; }
`;

const SearchInput = styled(AriaInput)`
  ${controlBox}
  width: 100%;
  padding-left: ${({ theme }) => theme.space[10]};
  padding-right: ${({ theme }) => theme.space[10]};
  ${placeholderAbove}
  &::-webkit-search-cancel-button { display: none; }
  &[data-focused] { ${focusRing} }
`;

const Clear = styled(AriaButton)`
  position: absolute;
  right: ${({ theme }) => theme.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlHeightSm};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  ${touch} {
    right: 0;
    width: ${({ theme }) => theme.sizes.touchTarget};
    height: ${({ theme }) => theme.sizes.touchTarget};
  }
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.muted};
  cursor: pointer;
  &[data-focus-visible] { ${focusRing} }
  [data-empty] & { display: none; }
`;

const Hidden = styled(Label)<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;' : '')}
`;

// The hint, while the field is empty (react-aria marks the field [data-empty]).
const EmptyOnly = styled(PlaceholderHint)`
  :not([data-empty]) > & { display: none; }
`;

/** A search input (Escape clears it) on react-aria's SearchField. Its placeholder shows whole above it, where it wraps. */
export function SearchField({ label, hideLabel = false, placeholder, clearLabel, ...rest }: SearchFieldProps) {
  return (
    <Root {...rest}>
      <Hidden $hidden={hideLabel}>{label}</Hidden>
      {placeholder ? <EmptyOnly>{placeholder}</EmptyOnly> : null}
      <Box>
        <Icon name="search" />
        <SearchInput placeholder={placeholder} />
        <Clear aria-label={clearLabel}>
          <Icon name="x" />
        </Clear>
      </Box>
    </Root>
  );
}
