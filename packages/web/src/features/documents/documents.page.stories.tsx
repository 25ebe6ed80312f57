import type { Meta, StoryObj } from '@storybook/react-vite';
import { PortError } from '@admission/domain';
import { DOCUMENT_REVIEW_REASON_WORDING } from '@admission/wording';
import { aDeal, aPaymentRequiredDetail } from '@admission/domain/testing';
import { expect, waitFor, within } from 'storybook/test';
import { candidate, documentsPorts, documentsSentBackPorts, documentsWithdrawnPorts, management, requirements, withdrawal } from '../../stories/fixtures';
import { pageAnnotations, pageIntl, pageParameters } from '../../stories/page-story';
import { never } from '../../stories/story-services';
import { Component } from './documents.route';
import { documentsMessages as m, uploadErrorMessages } from './documents.messages';

const meta = {
  title: 'Pages/Documents',
  component: Component,
  tags: ['!autodocs'],
  ...pageAnnotations({ path: '/documents', route: '/documents', parts: ['documents'], user: candidate, ports: documentsPorts() }),
} satisfies Meta<typeof Component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Half done: questions unanswered, some files sent, Submit still locked. */
export const Open: Story = {
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.disabilityQuestion))).toBeVisible();
    await expect(canvas.getByRole('button', { name: intl.formatMessage(m.submit) })).toBeDisabled();
    await expect(canvas.getByText(intl.formatMessage(m.submitHint))).toBeVisible();
  },
};

/** Sent for review: everything read-only, the date it was sent. */
export const Locked: Story = {
  ...pageParameters({ ports: documentsPorts({ submittedAt: '2026-02-23T12:00:00Z' }) }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.lockedText))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.submit) })).toBeNull();
  },
};

/** Submit answers 402: the fee's dialog opens instead of a success. */
export const PaymentDialog: Story = {
  ...pageParameters({
    ports: { ...documentsPorts({ complete: true }), documents: { ...documentsPorts({ complete: true }).documents, submit: async () => ({ kind: 'payment-required', invoice: aPaymentRequiredDetail({ amount: 9_000 }) }) } },
  }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    const submit = await canvas.findByRole('button', { name: intl.formatMessage(m.submit) });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: intl.formatMessage(m.paymentTitle) });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: intl.formatMessage(m.goToPayment) })).toBeVisible();
  },
};

/** The browser blocks the payment tab: the dialog stays open and says so, with the payment page as a link. */
export const PaymentTabBlocked: Story = {
  ...PaymentDialog,
  play: async (context) => {
    const { canvasElement, loaded, userEvent } = context;
    const intl = pageIntl({ loaded });
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const { open } = view;
    view.open = () => null;
    try {
      await PaymentDialog.play?.(context);
      const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: intl.formatMessage(m.paymentTitle) });
      const go = within(dialog).getByRole('button', { name: intl.formatMessage(m.goToPayment) });
      await userEvent.click(go);
      const refusal = await within(dialog).findByRole('alert');
      await expect(refusal).toHaveTextContent(intl.formatMessage(m.paymentBlockedTitle));
      await waitFor(() => expect(refusal).toHaveFocus());
      await expect(go).toHaveAccessibleDescription(expect.stringContaining(intl.formatMessage(m.paymentBlockedText)));
      await expect(within(dialog).getByRole('link', { name: new RegExp(intl.formatMessage(m.paymentBlockedLink)) })).toHaveAttribute('href', aPaymentRequiredDetail().payment_url);
      await expect(dialog).toBeVisible();
    } finally {
      view.open = open;
    }
  },
};

/** Waiting for the requirements: the head is drawn, the rest is a spinner. */
export const Loading: Story = {
  ...pageParameters({ ports: { documents: { requirements: never } } }),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(pageIntl({ loaded }).formatMessage(m.loading))).toBeVisible();
  },
};

/**
 * Submitted, with the passport sent back: the banner names the slot open, the card and the checklist say a new file
 * is needed (not Complete), and that slot alone offers Replace; nothing can be deleted.
 */
export const SentBackForANewFile: Story = {
  ...pageParameters({ ports: documentsSentBackPorts() }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    const expired = DOCUMENT_REVIEW_REASON_WORDING.expired[intl.locale.startsWith('fr') ? 'fr' : 'en'].label;
    await expect(await canvas.findByText(new RegExp(expired))).toBeVisible();
    const passport = requirements.find((requirement) => requirement.document_type === 'passport')?.label ?? '';
    const slot = intl.formatMessage(m.openSlot, { document: passport, index: 1 });
    await expect(canvas.getByText(intl.formatMessage(m.openSlotsText, { count: 1, slots: slot }))).toBeVisible();
    await expect(canvas.queryByText(intl.formatMessage(m.lockedText))).toBeNull();
    // The card's badge, the slot's notice and the checklist's row.
    await expect(canvas.getAllByText(intl.formatMessage(m.newFileNeeded))).toHaveLength(3);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: new RegExp(`^${intl.formatMessage(m.replace)} `) })).toHaveLength(1));
    await expect(canvas.getByRole('button', { name: `${intl.formatMessage(m.replace)} passport-amelia-hart.pdf` })).toBeEnabled();
    await expect(canvas.queryAllByRole('button', { name: new RegExp(`^${intl.formatMessage(m.delete)} `) })).toHaveLength(0);
  },
};

/** Every application withdrawn: the page says why it is read-only; the files still open, none can be deleted. */
export const Withdrawn: Story = {
  ...pageParameters({ ports: documentsWithdrawnPorts() }),
  play: async ({ canvas, loaded }) => {
    const intl = pageIntl({ loaded });
    await expect(await canvas.findByText(intl.formatMessage(m.withdrawnText))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage(m.withdrawnTitle))).toBeVisible();
    await expect(canvas.queryByText(intl.formatMessage(m.lockedText))).toBeNull();
    await expect(canvas.queryByRole('button', { name: intl.formatMessage(m.submit) })).toBeNull();
    await waitFor(() => expect(canvas.getAllByText('passport-amelia-hart.pdf').length).toBeGreaterThan(0));
    await expect(canvas.queryAllByRole('button', { name: new RegExp(intl.formatMessage(m.delete)) })).toHaveLength(0);
  },
};

/** What the server answers when every application was withdrawn since the page loaded (in another tab, say). */
const allWithdrawn = new PortError('CONFLICT', 'Every application was withdrawn', {
  status: 409,
  detail: { code: 'ALL_WITHDRAWN', message: 'Every application was withdrawn: documents, nationalities and the disability answer can no longer be changed' },
});

/** The deals as first read (one application under way), then as read again after the refusal (withdrawn). */
const dealsWithdrawnOnSecondRead = () => {
  let reads = 0;
  return async () => {
    reads += 1;
    return [aDeal({ id: 1, program: management, ...(reads > 1 ? withdrawal : {}) })];
  };
};

/**
 * Withdrawn in another tab meanwhile: the disability answer is refused with 409 ALL_WITHDRAWN; the page
 * says so in the candidate's language (not the server's English) and turns read-only once it reads the applications again.
 */
export const WithdrawnMeanwhile: Story = {
  ...pageParameters({
    ports: {
      ...documentsPorts(),
      deals: { list: dealsWithdrawnOnSecondRead() },
      users: { ...documentsPorts().users, setDisability: () => Promise.reject(allWithdrawn) },
    },
  }),
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const intl = pageIntl({ loaded });
    await userEvent.click(await canvas.findByRole('radio', { name: intl.formatMessage(m.yes) }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(intl.formatMessage(uploadErrorMessages.allWithdrawn))).toBeVisible();
    await expect(await canvas.findByText(intl.formatMessage(m.withdrawnTitle))).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: intl.formatMessage(m.yes) })).toBeNull();
  },
};
