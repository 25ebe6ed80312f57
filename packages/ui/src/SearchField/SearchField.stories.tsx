import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { label: 'Search applications', hideLabel: true, placeholder: 'Search by name, email, deal ID, or program...', clearLabel: 'Clear search', onChange: fn() },
  parameters: { fr: { label: 'Rechercher des candidatures', placeholder: 'Rechercher par nom, e-mail, ID ou programme...', clearLabel: 'Effacer la recherche' } },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { hideLabel: false } };
export const WithValue: Story = { args: { defaultValue: 'dupont' } };

export const TypeAndEscape: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search applications' });
    await userEvent.click(input);
    await userEvent.keyboard('dupont');
    await expect(args.onChange).toHaveBeenLastCalledWith('dupont');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};
