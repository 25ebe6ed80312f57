import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { isTouchSized } from '../testing/layout';
import { Text } from '../Typography';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Application details',
    onSelectionChange: fn(),
    tabs: [
      { id: 'documents', label: 'Documents', count: 4, content: <Text>passport.pdf, diploma.pdf, transcript.pdf, photo.png</Text> },
      { id: 'quiz', label: 'Quiz Results', content: <EmptyState title="No quiz results available." icon="info" /> },
      { id: 'finances', label: 'Finances', count: 0, content: <EmptyState title="No payers added yet." /> },
    ],
  },
  parameters: { fr: { label: 'Détails de la candidature' } },
  argTypes: { tabs: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { defaultSelectedKey: 'finances' } };
export const QuizSelected: Story = { args: { defaultSelectedKey: 'quiz' } };

export const ArrowKeys: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const documents = canvas.getByRole('tab', { name: /Documents/ });
    await expect(documents).toHaveFocus();
    await expect(documents).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Quiz Results' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('quiz');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: /Finances/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No payers added yet.');
  },
};

/** On the narrowest phone, in French: every tab is whole and in view (they wrap, nothing scrolls sideways), and finger-sized. */
export const PhoneEveryTabInView: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false }, locale: 'fr' },
  args: {
    label: 'Détails de la candidature',
    tabs: [
      { id: 'documents', label: 'Documents', count: 12, content: <Text>passeport.pdf</Text> },
      { id: 'quiz', label: 'Résultats du quiz', content: <EmptyState title="Aucun résultat de quiz disponible." icon="info" /> },
      { id: 'finances', label: 'Finances', count: 2, content: <EmptyState title="Aucun payeur ajouté." /> },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const edge = list.getBoundingClientRect();
    for (const tab of canvas.getAllByRole('tab')) {
      const box = tab.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(edge.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(edge.right + 0.5);
      await expect(isTouchSized(tab)).toBe(true);
    }
    await expect(canvas.getByRole('tab', { name: /Finances/ })).toBeVisible();
  },
};
