import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { isTouchSized } from '../testing/layout';
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

/** On the narrowest phone the long placeholder shows whole above the field (it was cut inside it), until something is typed; the clear button is finger-sized. */
export const PhonePlaceholderWhole: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const hint = canvas.getByText('Search by name, email, deal ID, or program...');
    await expect(hint).toBeVisible();
    await expect(hint.scrollWidth).toBeLessThanOrEqual(hint.getBoundingClientRect().width + 0.5);
    const input = canvas.getByRole('searchbox', { name: 'Search applications' });
    await expect(getComputedStyle(input, '::placeholder').color).toBe('rgba(0, 0, 0, 0)');
    await userEvent.click(input);
    await userEvent.keyboard('dupont');
    await expect(hint).not.toBeVisible();
    await expect(isTouchSized(canvas.getByRole('button', { name: 'Clear search' }))).toBe(true);
  },
};
