import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExternalLink } from './ExternalLink';

const meta = {
  title: 'Navigation/ExternalLink',
  component: ExternalLink,
  tags: ['autodocs'],
  args: { children: 'Start your application', href: 'https://apply.northbridge.example/start', externalLabel: '(opens in a new tab)' },
  parameters: { fr: { children: 'Commencer votre candidature', externalLabel: '(ouvre un nouvel onglet)' } },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Start your application (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Playground: Story = {};

export const InheritColor: Story = { args: { inheritColor: true } };

export const MailLink: Story = {
  args: { href: 'mailto:admissions@northbridge.example', children: 'admissions@northbridge.example', newTab: false },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'admissions@northbridge.example' });
    await expect(link).not.toHaveAttribute('target');
    await expect(link).toHaveAttribute('href', 'mailto:admissions@northbridge.example');
  },
};
