import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { uploadTexts } from './sampleTexts';
import { UploadSlot } from './UploadSlot';


const meta = {
  title: 'Documents/UploadSlot',
  component: UploadSlot,
  args: {
    title: 'File 1',
    state: { status: 'empty' },
    texts: uploadTexts,
    acceptedFileTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    onFileSelected: fn(),
    onDownload: fn(),
    onDelete: fn(),
  },
  parameters: {
    fr: { title: 'Fichier 1', texts: { dropHint: 'Glissez-déposez un fichier ici, ou', browse: 'Parcourir', uploading: 'Téléversement...', download: 'Télécharger', delete: 'Supprimer' } },
  },
} satisfies Meta<typeof UploadSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { state: { status: 'uploading', progress: 60 } } };

export const BrowseWithKeyboard: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const browse = canvas.getByRole('button', { name: 'Browse files' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(browse).toHaveFocus();
    const file = new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' });
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await expect(input.accept).toBe('application/pdf,image/jpeg,image/png');
    await userEvent.upload(input, file);
    await expect(args.onFileSelected).toHaveBeenCalledWith(file);
  },
};

export const Uploading: Story = {
  args: { state: { status: 'uploading', progress: 20 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading...' })).toHaveAttribute('aria-valuenow', '20');
    await expect(canvas.getByText('20%')).toBeVisible();
  },
};

export const ErrorWithLinks: Story = {
  args: {
    state: {
      status: 'empty',
      error: 'Invalid file type. Allowed: pdf, jpg, png. Print your document to PDF: https://support.google.com/chrome/answer/1069693 or https://support.apple.com/guide/mac-help/save-a-document-as-a-pdf-on-mac-mchlp1531/mac',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid file type');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const ErrorPlain: Story = { args: { state: { status: 'empty', error: 'Upload failed' } } };

export const Uploaded: Story = {
  args: { state: { status: 'uploaded', fileName: 'passport_jane_doe.pdf', uploadedAt: 'Uploaded on 12 March 2026' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download passport_jane_doe.pdf' }));
    await expect(args.onDownload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete passport_jane_doe.pdf' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

export const UploadedLocked: Story = {
  args: { state: { status: 'uploaded', fileName: 'passport_jane_doe.pdf', uploadedAt: 'Uploaded on 12 March 2026' }, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Delete/ })).toBeNull();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
