import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emailLinesBrokenMidWord, renderedLines } from '../testing/layout';
import { EmailAddress } from './EmailAddress';

const meta = {
  title: 'Content/EmailAddress',
  component: EmailAddress,
  args: { email: 'jane.doe@example.com' },
} satisfies Meta<typeof EmailAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};

/** In a narrow box a long address wraps after the @ and before dots: each line starts a part of it. */
export const WrapsBetweenItsParts: Story = {
  args: { email: 'marie-antoinette.delafontaine@etudiants.lumiere.example' },
  decorators: [(Story) => <div style={{ width: '9rem', border: '1px dashed #94a3b8' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const lines = renderedLines(canvasElement.querySelector('span') as Element);
    await expect(lines.length).toBeGreaterThan(1);
    await expect(lines.join('')).toBe('marie-antoinette.delafontaine@etudiants.lumiere.example');
    await expect(emailLinesBrokenMidWord(lines)).toEqual([]);
  },
};
