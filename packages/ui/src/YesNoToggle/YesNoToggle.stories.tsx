import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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

export const KeyboardAnswer: Story = {
  play: async ({ canvas, userEvent }) => {
    const yes = canvas.getByRole('radio', { name: 'Yes' });
    const no = canvas.getByRole('radio', { name: 'No' });
    await userEvent.tab();
    await expect(yes).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(no).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(changed).toHaveBeenLastCalledWith(false);
    await expect(no).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(changed).toHaveBeenLastCalledWith(true);
  },
};
