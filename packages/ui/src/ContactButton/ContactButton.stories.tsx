import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ContactButton } from './ContactButton';

const meta = {
  title: 'Overlays/ContactButton',
  component: ContactButton,
  args: {
    buttonLabel: 'Contact us',
    title: 'Contact Information',
    intro: 'Questions about your application? Write to us.',
    emailLabel: 'Admissions email',
    email: 'admissions@northbridge.example',
    closeLabel: 'Close',
  },
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'viewport' },
    fr: { buttonLabel: 'Nous contacter', title: 'Coordonnées', intro: 'Une question sur votre candidature ? Écrivez-nous.', emailLabel: 'E-mail des admissions', closeLabel: 'Fermer' },
  },
} satisfies Meta<typeof ContactButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};

export const OpenWithEmail: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Contact Information' });
    await expect(within(dialog).getByRole('link', { name: /admissions@northbridge.example/ })).toHaveAttribute('href', 'mailto:admissions@northbridge.example');
    await expect(within(dialog).queryByText('Phone')).toBeNull();
  },
};

export const OpenWithPhone: Story = {
  args: { defaultOpen: true, email: 'admissions@lumiere.example', phoneLabel: 'Phone', phone: '+33 1 84 88 00 00' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Contact Information' });
    await expect(within(dialog).getByRole('link', { name: /\+33 1 84 88 00 00/ })).toHaveAttribute('href', 'tel:+33184880000');
  },
};

export const KeyboardOpenClose: Story = {
  parameters: { visual: { target: 'story' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const fab = canvas.getByRole('button', { name: 'Contact us' });
    await expect(fab).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Contact Information' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fab).toHaveFocus());
  },
};
