import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brand } from '../../shared/brand';
import { pageAnnotations, pageIntl } from '../../stories/page-story';
import { Component } from './accessibility.route';
import { accessibilityMessages as m } from './accessibility.messages';

const meta = {
  title: 'Pages/Accessibility statement',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/accessibility', route: '/accessibility', parts: ['rights'], user: null }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What was tested, the known limits (scanned PDFs' previews are images), how to ask for another format: the brand's contact. */
export const Statement: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.title) })).toBeVisible();
    for (const heading of [m.testedHeading, m.limitsHeading, m.formatHeading]) await expect(canvas.getByRole('heading', { level: 2, name: intl.formatMessage(heading) })).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.limitScans))).toBeVisible();
    await expect(canvas.getByRole('link', { name: brand.contact.email })).toHaveAttribute('href', `mailto:${brand.contact.email}`);
  },
};
