import {
  Button as AriaButton,
  ComboBox,
  Group,
  Input as AriaInput,
  Tag,
  TagGroup,
  TagList,
  type Key,
} from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button';
import { controlBox, Description, Label } from '../Field';
import { Icon } from '../Icon';
import { EmptyList, StyledItem, StyledListBox, StyledPopover } from '../Select/ListBox.styles';
import { focusRing } from '../theme/media';

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

const Field = styled(ComboBox)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
` as typeof ComboBox;

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
  height: 100%;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;
  &::placeholder { color: ${({ theme }) => theme.colors.text.muted}; opacity: 1; }
`;

const Toggle = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  align-self: stretch;
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
 * A searchable multi-select (react-aria ComboBox with multiple selection): type to filter, arrows to move,
 * Enter to pick; chosen items show as removable chips (Backspace/Delete removes a focused chip); clearable.
 */
export function MultiSelect({
  label, options, value, onChange, placeholder, emptyLabel, selectedLabel, removeLabel, clearLabel, openLabel, description, isDisabled,
}: MultiSelectProps) {
  const byId = new Map(options.map((o) => [o.id, o]));
  const chosen = value.map((id) => byId.get(id)).filter((o): o is MultiSelectOption => o !== undefined);
  const remove = (keys: Set<Key>) => onChange(value.filter((id) => !keys.has(id)));
  return (
    <Root>
      <Field
        selectionMode="multiple"
        value={[...value]}
        onChange={(keys: Key[]) => {
          // Keep the order in which things were chosen.
          const next = keys.map(String);
          onChange([...value.filter((id) => next.includes(id)), ...next.filter((id) => !value.includes(id))]);
        }}
        defaultItems={options}
        allowsEmptyCollection
        isDisabled={isDisabled}
        menuTrigger="focus"
      >
        <Label>{label}</Label>
        <Box>
          <SearchInput placeholder={placeholder} />
          <Toggle aria-label={openLabel}>
            <Icon name="chevronDown" />
          </Toggle>
        </Box>
        {description ? <Description slot="description">{description}</Description> : null}
        <StyledPopover>
          <StyledListBox renderEmptyState={() => <EmptyList>{emptyLabel}</EmptyList>}>
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
      </Field>
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
