import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';

const nationalities = [
  { id: 'BE', label: 'Belgium' },
  { id: 'CA', label: 'Canada' },
  { id: 'FR', label: 'France' },
  { id: 'DE', label: 'Germany' },
  { id: 'MA', label: 'Morocco' },
  { id: 'SN', label: 'Senegal' },
  { id: 'CH', label: 'Switzerland' },
];

const changed = fn();

/** Keeps the chosen list in state, like the documents screen. */
function Demo(props: Omit<MultiSelectProps, 'onChange' | 'value'> & { initial: string[] }) {
  const [value, setValue] = useState<string[]>(props.initial);
  return (
    <MultiSelect
      {...props}
      value={value}
      onChange={(ids) => {
        changed(ids);
        setValue(ids);
      }}
    />
  );
}

const meta = {
  title: 'Forms/MultiSelect',
  component: Demo,
  args: {
    label: 'Indicate all your nationalities',
    options: nationalities,
    initial: [],
    placeholder: 'Select your nationality/nationalities...',
    emptyLabel: 'No results',
    selectedLabel: 'Selected nationalities',
    removeLabel: 'Remove',
    clearLabel: 'Clear all',
    openLabel: 'Show suggestions',
  },
  parameters: {
    fr: {
      label: 'Indiquez toutes vos nationalités',
      placeholder: 'Sélectionnez votre ou vos nationalités...',
      emptyLabel: 'Aucun résultat',
      selectedLabel: 'Nationalités choisies',
      removeLabel: 'Retirer',
      clearLabel: 'Tout effacer',
      openLabel: 'Afficher les suggestions',
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { description: 'You can choose several.' } };
export const WithSelection: Story = { args: { initial: ['FR', 'MA'] } };
export const Disabled: Story = { args: { initial: ['FR'], isDisabled: true, description: 'Cannot be changed after submission' } };

export const SearchPickRemoveClear: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Indicate all your nationalities' });
    await userEvent.click(input);
    await userEvent.keyboard('fra');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['France']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith(['FR']));
    await userEvent.clear(input);
    await userEvent.keyboard('sen{ArrowDown}{Enter}');
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith(['FR', 'SN']));
    await userEvent.keyboard('{Escape}');
    const chips = canvas.getByRole('grid', { name: 'Selected nationalities' });
    await expect(within(chips).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /^Remove France/ }));
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith(['SN']));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith([]));
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const NoMatch: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('zzz');
    await expect(await body.findByText('No results')).toBeVisible();
  },
};
