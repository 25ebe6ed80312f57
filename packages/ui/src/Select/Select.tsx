import { Button as AriaButton, Collection, Select as AriaSelect, SelectValue, type Key, type SelectProps as AriaSelectProps } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, Description, Label } from '../Field';
import { Icon } from '../Icon';
import { focusRing } from '../theme/media';
import { StyledHeader, StyledItem, StyledListBox, StyledPopover, StyledSection } from './ListBox.styles';

export interface SelectOption {
  id: string;
  /** The visible text. */
  label: string;
}

/** A titled group of options (react-aria's ListBoxSection: its title is announced with the options under it). */
export interface SelectSection {
  id: string;
  title: string;
  options: readonly SelectOption[];
}

export interface SelectProps extends Omit<AriaSelectProps<SelectOption, 'single'>, 'className' | 'style' | 'children' | 'onChange' | 'value' | 'defaultValue' | 'selectionMode'> {
  label: string;
  /** The options; with `sections`, leave it empty. */
  options: readonly SelectOption[];
  /** The options in titled groups, instead of `options`. */
  sections?: readonly SelectSection[];
  /** The chosen option id (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string) => void;
  description?: string;
  placeholder?: string;
}

const Root = styled(AriaSelect)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
` as typeof AriaSelect;

const Trigger = styled(AriaButton)`
  ${controlBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  text-align: left;
  cursor: pointer;
  &[data-focus-visible] { ${focusRing} }
  [data-placeholder] { color: ${({ theme }) => theme.colors.text.muted}; }
`;

/** A single-choice dropdown on react-aria's Select (arrow keys, type-ahead, Escape). */
export function Select({ label, options, sections, value, defaultValue, onChange, description, placeholder, ...rest }: SelectProps) {
  return (
    <Root
      {...rest}
      placeholder={placeholder}
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onChange={(key: Key | null) => {
        if (key !== null) onChange?.(String(key));
      }}
    >
      <Label>{label}</Label>
      <Trigger>
        <SelectValue />
        <Icon name="chevronDown" />
      </Trigger>
      {description ? <Description slot="description">{description}</Description> : null}
      <StyledPopover>
        {sections === undefined ? (
          <StyledListBox items={options}>{(option) => <StyledItem id={option.id}>{option.label}</StyledItem>}</StyledListBox>
        ) : (
          <StyledListBox items={sections}>
            {(section) => (
              <StyledSection id={section.id}>
                <StyledHeader>{section.title}</StyledHeader>
                <Collection items={section.options}>{(option) => <StyledItem id={option.id}>{option.label}</StyledItem>}</Collection>
              </StyledSection>
            )}
          </StyledListBox>
        )}
      </StyledPopover>
    </Root>
  );
}
