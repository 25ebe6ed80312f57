import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { Heading, Text } from '../Typography';
import { Grid, Page, Stack } from './Layout';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { direction: 'column', gap: 4, wrap: false, children: null },
  argTypes: {
    direction: { control: 'inline-radio', options: ['row', 'column'] },
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
    children: { control: false },
  },
  render: (args) => (
    <Stack {...args}>
      <Badge tone="primary">One</Badge>
      <Badge tone="success">Two</Badge>
      <Badge tone="warning">Three</Badge>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { direction: 'row', gap: 2, wrap: true } };

export const RowStackingOnMobile: Story = {
  args: { direction: 'row', stackBelow: 'md', gap: 3 },
};

export const GridOfCards: Story = {
  render: () => (
    <Grid minColumnWidth="14rem">
      {['Documents', 'Math Quiz', 'Application Fee'].map((title) => (
        <Card key={title} title={title}>
          <Text size="sm" tone="muted">
            One card of a responsive grid.
          </Text>
        </Card>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const PageLandmark: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Page width="narrow">
      <Stack gap={3}>
        <Heading level={1}>Welcome back</Heading>
        <Text tone="muted">Manage your application(s) below.</Text>
      </Stack>
    </Page>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};
