import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No applications found', description: 'No applications in the system yet' },
  parameters: { fr: { title: 'Aucune candidature trouvée', description: "Aucune candidature dans le système pour l'instant" } },
  argTypes: { action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No applications found' })).toBeVisible();
  },
};
export const Playground: Story = { args: { icon: 'search' } };
export const NoSearchMatch: Story = { args: { icon: 'search', description: 'No applications match the search "dupont"' } };
export const NoDocuments: Story = { args: { title: 'No documents uploaded yet.', description: undefined } };
export const NoQuizResults: Story = { args: { title: 'No quiz results available.', description: undefined, icon: 'info' } };
