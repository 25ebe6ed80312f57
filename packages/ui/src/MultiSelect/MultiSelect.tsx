import { useRef, useState } from 'react';
import {
  Autocomplete,
  Button as AriaButton,
  Group,
  Input as AriaInput,
  Tag,
  TagGroup,
  TagList,
  TextField,
  useFilter,
  type Key,
  type KeyboardEvent,
  type Selection,
} from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button';
import { controlBox, Description, Label } from '../Field';
import { Icon } from '../Icon';
import { EmptyList, StyledItem, StyledListBox, StyledPopover } from '../Select/ListBox.styles';
import { focusRing } from '../theme/media';
import { touch } from '../theme/touch';
import { PlaceholderHint, placeholderAbove } from '../Field/PlaceholderHint';

export interface MultiSelectOption {
  id: string;
  label: string;
}

export interface MultiSelectProps {
  /** Visible label (e.g. 'Indicate all your nationalities'). */
  label: string;
  options: readonly MultiSelectOption[];
  /** Chosen option ids, in the order chosen (controlled). */
  value: readonly string[];
  /** Receives the full chosen list after each change. */
  onChange: (ids: string[]) => void;
  /** e.g. 'Select your nationality/nationalities...' */
  placeholder: string;
  /** Shown in the list when nothing matches the search (e.g. 'No results'). */
  emptyLabel: string;
  /** Name of the chip list for screen readers (e.g. 'Selected nationalities'). */
  selectedLabel: string;
  /** Prefix of each chip's remove button name (e.g. 'Remove' → 'Remove France'). */
  removeLabel: string;
  /** Text of the clear-all button (e.g. 'Clear all'). */
  clearLabel: string;
  /** Accessible name of the open-list button (e.g. 'Show suggestions'). */
  openLabel: string;
  description?: string;
  isDisabled?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;

const Field = styled(TextField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
` as typeof TextField;

const Box = styled(Group)`
  ${controlBox}
  display: flex;
  align-items: center;
  padding-right: 0;
  &[data-focus-within] { ${focusRing} }
`;

const SearchInput = styled(AriaInput)`
  flex: 1;
  min-width: 0;
  /* Over the field's border too: the whole 44 px height of the field is the input's. */
  align-self: stretch;
  margin: -1px 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;
  ${placeholderAbove}
`;

const Toggle = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  align-self: stretch;
  /* Over the field's border: the whole 44 px height of the field is the button's. */
  margin: -1px -1px -1px 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text.muted};
  cursor: pointer;
`;

const Chips = styled(TagList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
` as typeof TagList;

const Chip = styled(Tag)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px 2px 2px ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.primary.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary.subtle};
  color: ${({ theme }) => theme.colors.primary.text};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  outline: none;
  &[data-focus-visible] { ${focusRing} }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 1.75rem;
    height: 1.75rem;
    ${touch} {
      width: ${({ theme }) => theme.sizes.touchTarget};
      height: ${({ theme }) => theme.sizes.touchTarget};
    }
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  button[data-focus-visible] { ${focusRing} }
` as typeof Tag;

const Check = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary.text};
`;

/**
 * A searchable multi-select: type to filter, arrows to move, Enter to pick (the list stays open for the next
 * pick); chosen items show as removable chips (Backspace/Delete removes a focused chip); clearable.
 *
 * Built from react-aria's Autocomplete (the text field keeps the focus and points at the highlighted option
 * with aria-activedescendant) and a non-modal Popover, with the combobox roles set here. Not on react-aria's
 * ComboBox: while its list is open, that one sets aria-hidden on everything else on the page but leaves it
 * in the tab order, which axe reports as `aria-hidden-focus` (a page of links and buttons hidden from screen
 * readers yet reachable with Tab). Here nothing outside is hidden: the page stays as it is while one picks.
 */
export function MultiSelect({
  label, options, value, onChange, placeholder, emptyLabel, selectedLabel, removeLabel, clearLabel, openLabel, description, isDisabled,
}: MultiSelectProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const [query, setQuery] = useState('');
  const [isOpen, setOpen] = useState(false);
  // Which option takes the highlight when the list opens from the keyboard (ArrowDown: first, ArrowUp: last).
  const [openFocus, setOpenFocus] = useState<'first' | 'last' | undefined>(undefined);
  const groupRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLElement>(null);

  const byId = new Map(options.map((o) => [o.id, o]));
  const chosen = value.map((id) => byId.get(id)).filter((o): o is MultiSelectOption => o !== undefined);
  const remove = (keys: Set<Key>) => onChange(value.filter((id) => !keys.has(id)));

  const open = (focus?: 'first' | 'last') => {
    if (isDisabled) return;
    setOpenFocus(focus);
    setOpen(true);
  };
  // Closing ends the search: the typed text goes, the chosen items stay.
  const close = () => {
    setOpen(false);
    setOpenFocus(undefined);
    setQuery('');
  };
  // react-aria stops a field's key events at the field unless the handler lets them go on (continuePropagation).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!isOpen) {
        e.preventDefault();
        open(e.key === 'ArrowDown' ? 'first' : 'last');
      }
    } else if (e.key === 'Escape') {
      // An open list takes the Escape; a closed one lets it reach the dialog around, if any.
      if (isOpen) close();
      else e.continuePropagation();
    } else if (e.key === 'Enter') {
      // Enter picks the highlighted option; it must not also submit the form around.
      if (isOpen) e.preventDefault();
      else e.continuePropagation();
    } else {
      if (e.key === 'Tab' && isOpen) close();
      e.continuePropagation();
    }
  };
  const select = (keys: Selection) => {
    const next = keys === 'all' ? options.map((o) => o.id) : [...keys].map(String);
    // Keep the order in which things were chosen.
    onChange([...value.filter((id) => next.includes(id)), ...next.filter((id) => !value.includes(id))]);
  };

  return (
    <Root>
      <Autocomplete
        inputValue={query}
        onInputChange={(text) => {
          setQuery(text);
          if (!isOpen) open();
        }}
        filter={contains}
        disableAutoFocusFirst
      >
        <Field
          isDisabled={isDisabled}
          onFocus={() => open()}
          onBlur={(e) => {
            // Highlighting an option moves a virtual focus into the list (a blur whose next target is the option):
            // the real focus stays in the field, so that one is no reason to close.
            if (e.relatedTarget instanceof Node && popoverRef.current?.contains(e.relatedTarget)) return;
            close();
          }}
          onKeyDown={onKeyDown}
        >
          <Label>{label}</Label>
          {/* Once something is chosen the chips say so: no placeholder asking to choose. */}
          {chosen.length === 0 ? <PlaceholderHint>{placeholder}</PlaceholderHint> : null}
          <Box ref={groupRef}>
            <SearchInput
              ref={inputRef}
              role="combobox"
              aria-expanded={isOpen}
              aria-haspopup="listbox"
              placeholder={chosen.length === 0 ? placeholder : undefined}
            />
            <Toggle
              aria-label={openLabel}
              aria-haspopup="listbox"
              aria-expanded={isOpen}
              excludeFromTabOrder
              preventFocusOnPress
              isDisabled={isDisabled}
              onPress={() => {
                if (isOpen) {
                  close();
                } else {
                  inputRef.current?.focus();
                  open();
                }
              }}
            >
              <Icon name="chevronDown" />
            </Toggle>
          </Box>
          {description ? <Description slot="description">{description}</Description> : null}
        </Field>
        <StyledPopover
          ref={popoverRef}
          isOpen={isOpen}
          onOpenChange={(next) => {
            if (!next) close();
          }}
          triggerRef={groupRef}
          scrollRef={listRef}
          placement="bottom start"
          trigger="ComboBox"
          isNonModal
        >
          <StyledListBox
            ref={listRef}
            aria-label={label}
            items={options}
            selectionMode="multiple"
            selectedKeys={value}
            onSelectionChange={select}
            escapeKeyBehavior="none"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- virtual focus: it highlights an option, the real focus stays in the field
            autoFocus={openFocus}
            shouldSelectOnPressUp
            renderEmptyState={() => <EmptyList>{emptyLabel}</EmptyList>}
          >
            {(option: MultiSelectOption) => (
              <StyledItem id={option.id} textValue={option.label}>
                {({ isSelected }) => (
                  <>
                    <span>{option.label}</span>
                    {isSelected ? (
                      <Check>
                        <Icon name="check" />
                      </Check>
                    ) : null}
                  </>
                )}
              </StyledItem>
            )}
          </StyledListBox>
        </StyledPopover>
      </Autocomplete>
      {chosen.length > 0 ? (
        <Root>
          <TagGroup aria-label={selectedLabel} onRemove={isDisabled ? undefined : remove}>
            <Chips items={chosen}>
              {(option) => (
                <Chip id={option.id} textValue={option.label}>
                  {option.label}
                  {isDisabled ? null : (
                    <AriaButton slot="remove" aria-label={`${removeLabel} ${option.label}`}>
                      <Icon name="x" size={14} />
                    </AriaButton>
                  )}
                </Chip>
              )}
            </Chips>
          </TagGroup>
          {isDisabled ? null : (
            <div>
              <Button variant="ghost" size="sm" onPress={() => onChange([])}>
                {clearLabel}
              </Button>
            </div>
          )}
        </Root>
      ) : null}
    </Root>
  );
}
