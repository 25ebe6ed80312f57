import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { Text } from '../Typography';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { title: 'Candidate Information', description: 'From the application on the school site.' },
  parameters: { fr: { title: 'Informations du candidat', description: "Issues de la candidature sur le site de l'école." } },
  argTypes: { badge: { control: false }, actions: { control: false }, children: { control: false } },
  render: (args) => (
    <Card {...args}>
      <Text>Jane Doe · jane.doe@example.com</Text>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { padding: 'lg', headingLevel: 2, asRegion: true } };

export const WithBadgeAndActions: Story = {
  args: {
    title: 'Update Application Status',
    badge: <StatusBadge kind="COMPLETE" label="Complete" />,
    actions: (
      <>
        <Button>Set Admissible</Button>
        <Button variant="danger">Reject</Button>
        <Button variant="secondary">Re-open Application</Button>
      </>
    ),
    asRegion: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Update Application Status' })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};
