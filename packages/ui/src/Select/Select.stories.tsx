import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const statuses = [
  { id: 'all', label: 'All Statuses' },
  { id: 'DRAFT', label: 'Draft' },
  { id: 'IN_PROGRESS', label: 'In progress' },
  { id: 'COMPLETE', label: 'Complete' },
  { id: 'ADMISSIBLE', label: 'Admissible' },
  { id: 'REJECTED', label: 'Rejected' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Status', options: statuses, defaultValue: 'COMPLETE', onChange: fn() },
  parameters: { fr: { label: 'Statut' } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { description: 'Filter the list by application status.' } };
export const Empty: Story = { args: { defaultValue: null, placeholder: 'Choose a status' } };
export const Disabled: Story = { args: { isDisabled: true } };

export const KeyboardChoose: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Complete' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('ADMISSIBLE');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    // The keyboard is back on the trigger once the list has closed (a frame after it went: before this wait, the
    // screenshot's blur sometimes came first and the focus ring came back after it).
    await waitFor(() => expect(canvas.getByRole('button', { name: /Status/ })).toHaveFocus());
  },
};

/** Options grouped under titles: each group is announced with its title, the arrow keys run through every group. */
export const Sections: Story = {
  args: {
    label: 'Program',
    options: [],
    defaultValue: 'finance',
    sections: [
      { id: 'northbridge', title: 'Northbridge Business School', options: [{ id: 'finance', label: 'MSc Finance' }, { id: 'mba', label: 'Executive MBA' }] },
      { id: 'lumiere', title: 'École Lumière', options: [{ id: 'pge', label: 'Programme Grande École' }] },
    ],
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getByRole('group', { name: 'École Lumière' })).toBeVisible();
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'MSc Finance' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('pge');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Program/ })).toHaveFocus());
  },
};
