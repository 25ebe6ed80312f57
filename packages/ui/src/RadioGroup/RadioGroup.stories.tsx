import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

const changed = fn();

const reasons = [
  { value: 'unreadable', label: 'The file cannot be read' },
  { value: 'wrong-document', label: 'This is not the document asked for' },
  { value: 'expired', label: 'The document has expired', help: 'The candidate uploads one valid today.' },
  { value: 'other', label: 'Other' },
];
const raisons = [
  { value: 'unreadable', label: 'Le fichier est illisible' },
  { value: 'wrong-document', label: 'Ce n’est pas le document demandé' },
  { value: 'expired', label: 'Le document a expiré', help: 'Le candidat en dépose un valide à ce jour.' },
  { value: 'other', label: 'Autre' },
];

function Demo(props: Omit<RadioGroupProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return (
    <RadioGroup
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
  title: 'Forms/RadioGroup',
  component: Demo,
  tags: ['autodocs'],
  args: { label: 'Why does it need a new file?', options: reasons, value: null },
  parameters: { fr: { label: 'Pourquoi faut-il un nouveau fichier ?', options: raisons } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { value: 'expired', description: 'The candidate reads this reason.' } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a reason.' },
  parameters: { fr: { label: 'Pourquoi faut-il un nouveau fichier ?', options: raisons, errorMessage: 'Choisissez un motif.' } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/Choose a reason|Choisissez un motif/);
  },
};
export const Disabled: Story = { args: { value: 'unreadable', isDisabled: true } };

/** One tab stop: Tab lands on the first option, the arrow keys choose, Tab leaves and comes back to the choice. */
export const KeyboardChoose: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const [first, second] = args.options;
    if (!first || !second) throw new Error('two options expected');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: first.label })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: second.label })).toBeChecked();
    await expect(changed).toHaveBeenLastCalledWith(second.value);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: second.label })).toHaveFocus();
  },
};
