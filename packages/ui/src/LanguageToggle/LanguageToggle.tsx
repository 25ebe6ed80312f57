import { useId } from 'react';
import styled from 'styled-components';
import { focusRing, focusRingOnSolid } from '../theme/media';
import { touch } from '../theme/touch';

export type Language = 'en' | 'fr';

export interface LanguageToggleProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Accessible name of the group (e.g. 'Language'). */
  label: string;
  /** Full names for screen readers. Default English/Français. */
  names?: Record<Language, string>;
}

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  min-height: ${({ theme }) => theme.sizes.controlHeightSm};
  ${touch} { min-height: ${({ theme }) => theme.sizes.touchTarget}; }
  padding: 0 ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surface.raised};
  color: ${({ theme }) => theme.colors.text.default};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  cursor: pointer;
  &:first-child { border-radius: ${({ theme }) => theme.radii.pill} 0 0 ${({ theme }) => theme.radii.pill}; }
  &:last-child { border-radius: 0 ${({ theme }) => theme.radii.pill} ${({ theme }) => theme.radii.pill} 0; }
  &:has(input:checked) { background: ${({ theme }) => theme.colors.primary.solid}; color: ${({ theme }) => theme.colors.primary.onSolid}; }
  /* Outside the option; the chosen one, filled with the ring's own colour, adds an inner line. */
  &:has(input:focus-visible) { ${focusRing}; z-index: 1; }
  &:has(input:checked:focus-visible) { ${focusRingOnSolid}; }
  input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: inherit; }
`;

/**
 * EN/FR switch on native radio buttons: Tab lands on the current language, the arrow keys choose the
 * other one at once (as radio buttons do), and it works before any script library has loaded.
 */
export function LanguageToggle({ value, onChange, label, names = { en: 'English', fr: 'Français' } }: LanguageToggleProps) {
  const name = useId();
  return (
    <Group role="radiogroup" aria-label={label}>
      {(['en', 'fr'] as const).map((language) => (
        <Option key={language} lang={language}>
          <input type="radio" name={name} value={language} checked={value === language} aria-label={names[language]} onChange={() => onChange(language)} />
          <span aria-hidden="true">{language.toUpperCase()}</span>
        </Option>
      ))}
    </Group>
  );
}
