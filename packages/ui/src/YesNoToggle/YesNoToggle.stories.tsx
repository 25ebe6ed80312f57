import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { focusIndicatorContrast } from '../testing/focus-indicator';
import { YesNoToggle, type YesNoToggleProps } from './YesNoToggle';

const changed = fn();

function Demo(props: Omit<YesNoToggleProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return (
    <YesNoToggle
      {...props}
      value={value}
      onChange={(v) => {
        changed(v);
        setValue(v);
      }}
    />
  );
}

const meta = {
  title: 'Forms/YesNoToggle',
  component: Demo,
  args: { label: 'Do you have a disability?', value: null, yesLabel: 'Yes', noLabel: 'No' },
  parameters: { fr: { label: 'Avez-vous un handicap ?', yesLabel: 'Oui', noLabel: 'Non' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { value: true } };
export const AnsweredNo: Story = { args: { value: false } };
export const Disabled: Story = { args: { value: false, isDisabled: true } };

/** A radio group: the arrow keys choose at once, Tab comes back to the chosen answer. */
export const KeyboardAnswer: Story = {
  play: async ({ canvas, userEvent }) => {
    const yes = canvas.getByRole('radio', { name: 'Yes' });
    const no = canvas.getByRole('radio', { name: 'No' });
    await expect(canvas.getByRole('radiogroup', { name: 'Do you have a disability?' })).toBeVisible();
    // Nothing chosen yet: Tab lands on the first answer, and choosing takes an arrow key alone.
    await userEvent.tab();
    await expect(yes).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(no).toHaveFocus();
    await expect(no).toBeChecked();
    await expect(changed).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(yes).toBeChecked();
    await expect(changed).toHaveBeenLastCalledWith(true);
    // One tab stop: Tab leaves the group, Shift+Tab comes back to the chosen answer.
    await userEvent.tab();
    await expect(yes).not.toHaveFocus();
    await expect(no).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(yes).toHaveFocus();
  },
};

/** Answered No: Tab lands on the chosen answer, whose focus ring shows on its fill. */
export const TabLandsOnTheAnswer: Story = {
  args: { value: false },
  play: async ({ canvas, userEvent, args }) => {
    const no = canvas.getByRole('radio', { name: args.noLabel });
    await userEvent.tab();
    await expect(no).toHaveFocus();
    await expect(no).toBeChecked();
    // The option is filled with the brand colour, the colour of the ring: an inner line keeps the focus visible.
    const option = no.closest('label');
    await expect(option).not.toBeNull();
    if (option) await expect(focusIndicatorContrast(option)).toBeGreaterThanOrEqual(3);
  },
};
