import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Layout';
import { Heading, Text } from './Typography';

const meta = {
  title: 'Foundations/Typography',
  component: Text,
  args: { children: 'The €50.00 application fee supports the careful and timely review of all applications.', tone: 'default', size: 'md', weight: 'regular' },
  parameters: { fr: { children: "Les frais de dossier de 50,00 € permettent l'examen attentif et rapide de toutes les candidatures." } },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'muted', 'success', 'warning', 'danger'] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { tone: 'muted', size: 'sm' } };

export const Headings: Story = {
  render: () => (
    <Stack gap={3}>
      <Heading level={1}>Admin Dashboard</Heading>
      <Heading level={2}>Your applications</Heading>
      <Heading level={3}>Document Submission</Heading>
      <Heading level={4}>Candidate Information</Heading>
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap={2}>
      {(['default', 'muted', 'success', 'warning', 'danger'] as const).map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};
