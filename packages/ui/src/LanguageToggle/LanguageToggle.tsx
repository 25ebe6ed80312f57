import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../theme/media';

export type Language = 'en' | 'fr';

export interface LanguageToggleProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Accessible name of the group (e.g. 'Language'). */
  label: string;
  /** Full names for screen readers. Default English/Français. */
  names?: Record<Language, string>;
}

const Group = styled(ToggleButtonGroup)`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`;

const Option = styled(ToggleButton)`
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  min-height: ${({ theme }) => theme.sizes.controlHeightSm};
  border: 0;
  background: ${({ theme }) => theme.colors.surface.raised};
  color: ${({ theme }) => theme.colors.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  cursor: pointer;
  &[data-selected] { background: ${({ theme }) => theme.colors.primary.solid}; color: ${({ theme }) => theme.colors.primary.onSolid}; }
  &[data-focus-visible] { ${focusRing}; outline-offset: -3px; }
`;

/** EN/FR switch (arrow keys move, the current language stays selected). */
export function LanguageToggle({ value, onChange, label, names = { en: 'English', fr: 'Français' } }: LanguageToggleProps) {
  return (
    <Group
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [key] = [...keys];
        if (key === 'en' || key === 'fr') onChange(key);
      }}
    >
      <Option id="en" aria-label={names.en} lang="en">
        EN
      </Option>
      <Option id="fr" aria-label={names.fr} lang="fr">
        FR
      </Option>
    </Group>
  );
}
