import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  args: { title: 'Oops! Page not found', message: 'The page you are looking for does not exist.', homeLabel: 'Return to Home' },
  parameters: { layout: 'fullscreen', fr: { title: 'Oups ! Page introuvable', message: "La page que vous cherchez n'existe pas.", homeLabel: "Retour à l'accueil" } },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};
export const Playground: Story = { args: { code: '404' } };
