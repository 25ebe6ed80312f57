import { PortError } from '@admission/domain';
import { aReviewSettingsView } from '@admission/domain/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { admin, failing } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never } from '../../stories/story-services';
import { brand } from '../../shared/brand';
import { Component } from './jury-settings.route';
import { rubricEditorMessages } from '../../shared/rubric-editor.messages';
import { jurySettingsMessages } from './jury-settings.messages';

const m = { ...jurySettingsMessages, ...rubricEditorMessages };

const PROGRAMS = [
  { id: 3, name: 'Master in Finance' },
  { id: 4, name: 'MSc in Marketing' },
];
/** The shown brand's programs, after one of the other school's (the picker still opens on the staff member's own). */
const programsOfBothSchools = () => [
  { id: 9, name: 'Programme of the other school', brand: brand.id === 'lumiere' ? 'northbridge' : 'lumiere' },
  ...PROGRAMS.map((program) => ({ ...program, brand: brand.id })),
];

const juryPorts = (overrides: Record<string, unknown> = {}) => ({
  review: {
    programs: async () => programsOfBothSchools(),
    settings: async (programId: number) => aReviewSettingsView({ program_id: programId }),
    updateSettings: fn(async (programId: number, update: { reviews_per_application: number; due_days: number; disagreement_threshold: number }) =>
      aReviewSettingsView({ program_id: programId, ...update }),
    ),
    updateRubric: fn(async (programId: number, rubric: ReturnType<typeof aReviewSettingsView>['rubric']) => aReviewSettingsView({ program_id: programId, rubric })),
    ...overrides,
  },
});

const meta = {
  title: 'Pages/JurySettings',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/admin/jury?program=3', route: '/admin/jury', parts: ['staff'], user: admin, ports: juryPorts() }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

type Spies = { ports: { review: { updateSettings: ReturnType<typeof fn>; updateRubric: ReturnType<typeof fn> } } };

/** The program's settings and editable rubric, as loaded. */
export const Settings: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByRole('heading', { level: 1, name: intl.formatMessage(m.title) })).toBeVisible();
    await expect(await canvas.findByLabelText(intl.formatMessage(m.reviewsPerApplication))).toHaveValue('2');
    await expect(canvas.getAllByLabelText(intl.formatMessage(m.weight))).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.saveRubric) })).toBeVisible();
  },
};

/**
 * The documents reviewers see: the school's types but the identity documents, which are named as never shown and
 * offered as no choice; changed by keyboard and saved.
 */
export const DocumentsReviewersSee: Story = {
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    const group = await canvas.findByRole('group', { name: intl.formatMessage(m.documentsSeen) });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['Academic transcripts', 'Curriculum vitae', 'Recommendation letters']);
    await expect(within(group).queryByRole('checkbox', { name: 'Passport or ID card' })).toBeNull();
    await expect(within(group).queryByRole('checkbox', { name: 'ID photo' })).toBeNull();
    await expect(canvas.getByText(intl.formatMessage(m.identityNever, { types: intl.formatList(['Passport or ID card', 'ID photo'], { type: 'conjunction' }) }))).toBeVisible();
    await expect(within(group).getByRole('checkbox', { name: 'Academic transcripts' })).toBeChecked();
    // By keyboard: the focus on a box, Space toggles it.
    within(group).getByRole('checkbox', { name: 'Academic transcripts' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(group).getByRole('checkbox', { name: 'Recommendation letters' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.saveSettings) }));
    const { updateSettings } = (parameters.page as Spies).ports.review;
    await waitFor(() => expect(updateSettings).toHaveBeenCalledWith(3, expect.objectContaining({ reviewer_document_types: ['cv', 'recommendation_letter'] })));
  },
};

/** A choice the server refuses for holding an identity document: the group says why, the outcome takes the focus. */
export const IdentityDocumentRefused: Story = {
  ...pageParameters({
    ports: juryPorts({
      updateSettings: fn(async () => {
        throw new PortError('INVALID_INPUT', 'Reviewers never see identity documents', { status: 422, detail: { code: 'IDENTITY_DOCUMENT_NOT_FOR_REVIEWERS', document_types: ['photo'] } });
      }),
    }),
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.saveSettings) }));
    const alerts = await canvas.findAllByText(intl.formatMessage(m.identityRefused));
    await expect(alerts.length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toHaveTextContent(intl.formatMessage(m.identityRefused)));
  },
};

/** One review per application, saved (for the program of the admin's own school the picker opened on); the outcome takes the focus. */
export const SettingsSaved: Story = {
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    const reviews = await canvas.findByLabelText(intl.formatMessage(m.reviewsPerApplication));
    await userEvent.clear(reviews);
    await userEvent.type(reviews, '1');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.saveSettings) }));
    const { updateSettings } = (parameters.page as Spies).ports.review;
    await waitFor(() =>
      expect(updateSettings).toHaveBeenCalledWith(3, { reviews_per_application: 1, due_days: 14, disagreement_threshold: 1.5, reviewer_ids: ['reviewer-1', 'reviewer-2'], reviewer_document_types: ['transcripts', 'cv'] }),
    );
    const outcome = await canvas.findByText(intl.formatMessage(m.settingsSaved));
    await waitFor(() => expect(outcome.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/**
 * More reviews than the program's two reviewers, and days out of bounds: each field says what is wrong with it at
 * once (the reviews naming both numbers), the first takes the focus, what was typed is kept, and nothing is sent.
 */
export const SettingsError: Story = {
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    const reviews = await canvas.findByLabelText(intl.formatMessage(m.reviewsPerApplication));
    const days = canvas.getByLabelText(intl.formatMessage(m.dueDays));
    await userEvent.clear(reviews);
    await userEvent.type(reviews, '3');
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.saveSettings) }));
    await waitFor(() => expect(reviews).toHaveFocus());
    await expect(reviews).toHaveAttribute('aria-invalid', 'true');
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await expect(days).toHaveValue('90');
    await expect(canvas.getByText(intl.formatMessage(m.moreReviewsThanReviewers, { wanted: 3, reviewers: 2 }))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.dueDaysInvalid, { min: 1, max: 60 }))).toBeVisible();
    await expect((parameters.page as Spies).ports.review.updateSettings).not.toHaveBeenCalled();
  },
};

/** A criterion's weight past 10: that field says so and takes the focus; nothing is sent, nothing typed is lost. */
export const RubricWeightError: Story = {
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    const [, weight] = await canvas.findAllByLabelText(intl.formatMessage(m.weight));
    if (weight === undefined) throw new Error('a second criterion expected');
    await userEvent.clear(weight);
    await userEvent.type(weight, '12');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.saveRubric) }));
    await waitFor(() => expect(weight).toHaveFocus());
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    await expect(weight).toHaveValue('12');
    await expect(canvas.getByText(intl.formatMessage(m.weightInvalid, { min: 1, max: 10 }))).toBeVisible();
    await expect((parameters.page as Spies).ports.review.updateRubric).not.toHaveBeenCalled();
  },
};

/** A criterion's weight changed and the rubric saved. */
export const RubricSaved: Story = {
  play: async ({ canvas, loaded, userEvent, parameters }) => {
    const intl = pageIntl({ loaded });
    const [, weight] = await canvas.findAllByLabelText(intl.formatMessage(m.weight));
    if (weight === undefined) throw new Error('a second criterion expected');
    await userEvent.clear(weight);
    await userEvent.type(weight, '5');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.saveRubric) }));
    const { updateRubric } = (parameters.page as Spies).ports.review;
    await waitFor(() => expect(updateRubric).toHaveBeenCalledWith(3, { criteria: expect.arrayContaining([expect.objectContaining({ id: 'motivation', weight: 5 })]) }));
    await expect(await canvas.findByText(intl.formatMessage(m.rubricSaved))).toBeVisible();
  },
};

/** A review of the program is submitted: the rubric shows read-only, with the reason. */
export const LockedRubric: Story = {
  ...pageParameters({ ports: juryPorts({ settings: async () => aReviewSettingsView({ rubric_editable: false }) }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.rubricLocked))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.saveRubric) })).toBeNull();
    await expect(canvas.queryAllByLabelText(intl.formatMessage(m.weight))).toHaveLength(0);
  },
};

/** The server refuses the rubric (a review was submitted meanwhile): the rubric shows read-only, with the reason. */
export const LockedOnSave: Story = {
  ...pageParameters({
    ports: juryPorts({
      updateRubric: async () => Promise.reject(new PortError('CONFLICT', 'Conflict', { status: 409, detail: { code: 'RUBRIC_LOCKED' } })),
    }),
  }),
  play: async ({ canvas, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage(m.saveRubric) }));
    await expect(await canvas.findByText(intl.formatMessage(m.rubricLocked))).toBeVisible();
  },
};

export const Loading: Story = {
  ...pageParameters({ ports: juryPorts({ settings: never }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.loading))).toBeInTheDocument();
  },
};

export const Failed: Story = {
  ...pageParameters({ ports: juryPorts({ settings: failing() }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.failedTitle))).toBeVisible();
  },
};
