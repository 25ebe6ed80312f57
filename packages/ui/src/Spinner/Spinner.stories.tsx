import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenSpinner, Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading documents...', size: 'md' },
  parameters: { fr: { label: 'Chargement des documents...' } },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading documents...' })).toBeVisible();
  },
};
export const Playground: Story = { args: { size: 'lg' } };
export const Loading: Story = { args: { label: 'Loading...' }, parameters: { fr: { label: 'Chargement de votre programme...' } } };

export const FullScreen: Story = {
  parameters: { layout: 'fullscreen', visual: { target: 'viewport' } },
  render: (_args, { globals }) => <FullScreenSpinner message={globals.locale === 'fr' ? "Vérification de l'accès..." : 'Verifying access...'} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('progressbar', { name: 'Verifying access...' })).toBeVisible();
  },
};
