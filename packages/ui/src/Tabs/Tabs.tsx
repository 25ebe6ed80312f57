import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing, up } from '../theme/media';

export interface TabItem {
  id: string;
  /** Tab text (e.g. 'Documents'). */
  label: string;
  /** A count shown after the label (e.g. the number of documents). */
  count?: number;
  /** The panel content. */
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list (e.g. 'Application details'). */
  label: string;
  tabs: readonly TabItem[];
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string) => void;
}

const Root = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

// Tabs that do not fit on one line wrap onto the next (a phone): every tab stays in view, none is cut.
const List = styled(TabList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
` as typeof TabList;

const StyledTab = styled(Tab)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.text.muted};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  /* On a phone the tabs share the width, so a wrapped row still reads as one set of tabs. */
  flex: 1 1 auto;
  justify-content: center;
  ${up('md')} {
    flex: none;
  }
  &[data-hovered] { color: ${({ theme }) => theme.colors.text.default}; }
  &[data-selected] { color: ${({ theme }) => theme.colors.primary.text}; border-bottom-color: ${({ theme }) => theme.colors.primary.solid}; }
  &[data-focus-visible] { ${focusRing}; outline-offset: -3px; }
`;

const Count = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutral.subtle};
  color: ${({ theme }) => theme.colors.neutral.text};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  line-height: 1.5rem;
  text-align: center;
`;

const Panel = styled(TabPanel)`
  outline: none;
  &[data-focus-visible] { ${focusRing} }
`;

/** Tabs on react-aria (arrow keys move between tabs, Home/End jump), each with an optional count. */
export function Tabs({ label, tabs, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  return (
    <Root
      {...(selectedKey !== undefined ? { selectedKey } : {})}
      {...(defaultSelectedKey !== undefined ? { defaultSelectedKey } : {})}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
    >
      <List aria-label={label} items={tabs}>
        {(tab) => (
          <StyledTab id={tab.id}>
            {tab.label}
            {tab.count === undefined ? null : <Count>{tab.count}</Count>}
          </StyledTab>
        )}
      </List>
      {tabs.map((tab) => (
        <Panel key={tab.id} id={tab.id}>
          {tab.content}
        </Panel>
      ))}
    </Root>
  );
}
