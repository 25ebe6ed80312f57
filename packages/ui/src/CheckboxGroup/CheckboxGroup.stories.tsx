import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';

const changed = fn();

const reasons = [
  { value: 'documents-missing', label: 'Documents missing or unreadable' },
  { value: 'prerequisites-not-met', label: 'Prerequisites not met' },
  { value: 'places-filled', label: 'All places are filled', help: 'The candidate may apply for the next intake.' },
  { value: 'other', label: 'Other' },
];
const raisons = [
  { value: 'documents-missing', label: 'Documents manquants ou illisibles' },
  { value: 'prerequisites-not-met', label: 'Prérequis non remplis' },
  { value: 'places-filled', label: 'Toutes les places sont pourvues', help: 'Le candidat peut postuler pour la prochaine rentrée.' },
  { value: 'other', label: 'Autre' },
];

function Demo(props: Omit<CheckboxGroupProps, 'onChange'>) {
  const [value, setValue] = useState<readonly string[]>(props.value);
  return (
    <CheckboxGroup
      {...props}
      value={value}
      onChange={(next) => {
        changed(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/CheckboxGroup',
  component: Demo,
  tags: ['autodocs'],
  args: { label: 'Reasons for the rejection', options: reasons, value: [], description: 'Choose one or more.' },
  parameters: { fr: { label: 'Motifs du refus', options: raisons, description: 'Choisissez-en un ou plusieurs.' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { value: ['prerequisites-not-met'] } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose at least one reason.' },
  parameters: { fr: { label: 'Motifs du refus', options: raisons, description: 'Choisissez-en un ou plusieurs.', errorMessage: 'Choisissez au moins un motif.' } },
  play: async ({ canvas }) => {
    // The group is described by the error; each checkbox says it is invalid.
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(/Choose at least one reason|Choisissez au moins un motif/);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeInvalid();
  },
};
export const Disabled: Story = { args: { value: ['places-filled'], isDisabled: true } };

/** Tab reaches each option in turn; Space ticks and unticks. */
export const KeyboardChoose: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const [first, second] = args.options;
    if (!first || !second) throw new Error('two options expected');
    await expect(canvas.getByRole('group', { name: args.label })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: first.label })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(changed).toHaveBeenLastCalledWith([first.value]);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: second.label })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(changed).toHaveBeenLastCalledWith([first.value, second.value]);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(changed).toHaveBeenLastCalledWith([second.value]);
    await expect(canvas.getByRole('checkbox', { name: first.label })).not.toBeChecked();
  },
};
