import { DEFAULT_RETENTION } from '@admission/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brand } from '../../shared/brand';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { Component } from './privacy.route';
import { privacyMessages as m } from './privacy.messages';
import { rightsMessages } from './rights.messages';
import { accountMenuMessages } from '../../shared/account-menu.messages';

const meta = {
  title: 'Pages/Privacy notice',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/privacy', route: '/privacy', parts: ['rights', 'portal'], user: null }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What is collected, why, how long (the brand's retention, the domain's default here) and whom to ask. */
export const Notice: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.title) })).toBeVisible();
    for (const heading of [m.collectedHeading, m.whyHeading, m.keptHeading, m.rightsHeading]) await expect(canvas.getByRole('heading', { level: 2, name: intl.formatMessage(heading) })).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.keptRecord, { years: DEFAULT_RETENTION.anonymisedRecordYears }))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.keptInvoices, { years: DEFAULT_RETENTION.accountingYears }))).toBeVisible();
    // Every datum collected, the phone number and the English level among them; the self-service download and deletion.
    await expect(canvas.getByText(intl.formatMessage(m.account))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.englishLevel))).toBeVisible();
    const selfService = intl.formatMessage(m.selfService, {
      download: intl.formatMessage(accountMenuMessages.downloadData),
      deletion: intl.formatMessage(accountMenuMessages.deleteAccount),
    });
    await expect(canvas.getByText(selfService)).toBeVisible();
    await expect(canvas.getByRole('link', { name: brand.contact.email })).toBeVisible();
    await expect(canvas.getByRole('link', { name: intl.formatMessage(rightsMessages.homeSignedOut) })).toHaveAttribute('href', '/auth');
  },
};

/** Signed in: the way back leads to the portal. */
export const SignedIn: Story = {
  ...pageParameters({ user: { email: 'jane.doe@northbridge.example', role: 'candidate' } }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('link', { name: intl.formatMessage(rightsMessages.homeSignedIn) })).toHaveAttribute('href', '/');
  },
};
