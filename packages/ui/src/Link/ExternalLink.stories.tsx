import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { isTouchSized } from '../testing/layout';
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

/** On a phone a link of its own ("Start your application") is finger-sized; one inside a sentence keeps the text's line. */
export const PhoneFingerSized: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  render: (args) => (
    <div>
      <ExternalLink {...args} />
      <p>
        Read the <ExternalLink href="https://help.northbridge.example/pdf" inheritColor>PDF guide</ExternalLink> first.
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(isTouchSized(canvas.getByRole('link', { name: /Start your application/ }))).toBe(true);
    await expect(canvas.getByRole('link', { name: /PDF guide/ }).getBoundingClientRect().height).toBeLessThan(30);
  },
};
