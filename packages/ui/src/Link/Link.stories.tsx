import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { children: 'Return to Home', href: '/' },
  parameters: { fr: { children: "Retour à l'accueil" } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { external: false, inheritColor: false } };

export const External: Story = {
  args: { children: 'Book your admission interview', href: 'https://apply.northbridge.example/interview', external: true, externalLabel: '(opens in a new tab)' },
  parameters: { fr: { children: "Réserver votre entretien d'admission", externalLabel: '(ouvre un nouvel onglet)' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Book your admission interview/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Return to Home' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};
