import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DocumentPreview } from './DocumentPreview';

// A small inline image: no network, the same pixels on every run.
const sampleImage = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#e2e8f0"/><rect x="20" y="20" width="120" height="160" fill="#475569"/><rect x="160" y="40" width="140" height="12" fill="#64748b"/><rect x="160" y="70" width="120" height="12" fill="#64748b"/></svg>',
)}`;

const meta = {
  title: 'Documents/DocumentPreview',
  component: DocumentPreview,
  args: {
    contentType: 'image/svg+xml',
    url: sampleImage,
    name: 'passport.png',
    notAvailableText: 'Preview not available',
    imageFailedText: 'Image could not be loaded',
    pdfFailedText: 'PDF could not be loaded',
  },
  parameters: { fr: { notAvailableText: 'Aperçu non disponible', imageFailedText: "L'image n'a pas pu être chargée", pdfFailedText: "Le PDF n'a pas pu être chargé" } },
} satisfies Meta<typeof DocumentPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'passport.png' })).toBeVisible();
  },
};
export const Playground: Story = {};

export const Pdf: Story = {
  args: { contentType: 'application/pdf', url: 'about:blank', name: 'diploma.pdf' },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).not.toBeNull();
    await expect(frame).toHaveAttribute('title', 'diploma.pdf');
  },
};

export const NotAvailable: Story = {
  args: { contentType: 'application/msword', url: 'about:blank', name: 'letter.doc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Preview not available')).toBeVisible();
  },
};

export const ImageFailed: Story = {
  args: { contentType: 'image/png', url: 'data:image/png;base64,AAAA', name: 'broken.png' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Image could not be loaded')).toBeVisible();
  },
};

export const PdfFailed: Story = {
  args: { contentType: 'application/pdf', url: 'about:blank', name: 'diploma.pdf', hasFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('PDF could not be loaded')).toBeVisible();
  },
};
