import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Typography';
import { RichText } from './RichText';

const meta = {
  title: 'Foundations/RichText',
  component: RichText,
  args: { message: 'Need help? Write to mailto:admissions@northbridge.example or read https://apply.northbridge.example/faq.', externalLabel: '(opens in a new tab)' },
  parameters: { fr: { message: "Besoin d'aide ? Écrivez à mailto:admissions@lumiere.example ou lisez https://apply.lumiere.example/faq.", externalLabel: '(ouvre un nouvel onglet)' } },
  render: (args) => (
    <Text>
      <RichText {...args} />
    </Text>
  ),
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'admissions@northbridge.example' })).toHaveAttribute('href', 'mailto:admissions@northbridge.example');
    await expect(canvas.getByRole('link', { name: /apply.northbridge.example\/faq/ })).toHaveAttribute('target', '_blank');
  },
};
export const Playground: Story = {};

export const UnsafeSchemesStayText: Story = {
  args: { message: 'javascript:alert(document.cookie) http://plain.example data:text/html,hi vbscript:x' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement).toHaveTextContent('javascript:alert(document.cookie)');
  },
};

export const Segments: Story = {
  args: { message: [{ text: 'Print to PDF: ' }, { text: 'tutorial', href: 'https://support.example.com/pdf' }, { text: ' · ' }, { text: 'not allowed', href: 'javascript:void(0)' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
