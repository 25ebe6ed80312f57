import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { focusIndicatorContrast } from '../testing/focus-indicator';
import { isTouchSized } from '../testing/layout';
import { LanguageToggle, type Language, type LanguageToggleProps } from './LanguageToggle';

const changed = fn();

function Demo(props: Omit<LanguageToggleProps, 'onChange'>) {
  const [value, setValue] = useState<Language>(props.value);
  return (
    <LanguageToggle
      {...props}
      value={value}
      onChange={(l) => {
        changed(l);
        setValue(l);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/LanguageToggle',
  component: Demo,
  args: { value: 'en', label: 'Language' },
  parameters: { fr: { label: 'Langue' } },
  argTypes: { value: { control: 'inline-radio', options: ['en', 'fr'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};
export const French: Story = { args: { value: 'fr' } };

export const SwitchWithArrows: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'English' })).toHaveFocus();
    // As radio buttons do: the arrow key chooses, no Enter needed.
    await userEvent.keyboard('{ArrowRight}');
    await expect(changed).toHaveBeenLastCalledWith('fr');
    await expect(canvas.getByRole('radio', { name: 'Français' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Français' })).toHaveFocus();
  },
};

export const TabLandsOnTheCurrentLanguage: Story = {
  args: { value: 'fr' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Français' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Français' })).toBeChecked();
    // The chosen language is filled with the ring's colour: an inner line keeps its focus visible.
    await expect(focusIndicatorContrast(canvas.getByText('FR').closest('label') as Element)).toBeGreaterThanOrEqual(3);
    await userEvent.click(canvas.getByText('EN'));
    await expect(changed).toHaveBeenLastCalledWith('en');
  },
};

/** On a phone (or any touch screen) each language is a finger-sized target: 44 x 44 px. */
export const PhoneFingerSized: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    for (const code of ['EN', 'FR']) await expect(isTouchSized(canvas.getByText(code).closest('label') as Element)).toBe(true);
  },
};
