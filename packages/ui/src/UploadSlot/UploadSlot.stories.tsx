import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AlertDialog } from '../Dialog';
import { uploadTexts } from './sampleTexts';
import { UploadSlot, type UploadSlotProps, type UploadSlotState } from './UploadSlot';

/** A slot with a stand-in upload: a file named bad-* fails, any other is stored after a moment at 50 %. */
function UploadingDemo(props: UploadSlotProps) {
  const [state, setState] = useState<UploadSlotState>(props.state);
  const later = (next: UploadSlotState) => setTimeout(() => setState(next), 50);
  return (
    <UploadSlot
      {...props}
      state={state}
      onFileSelected={(file) => {
        props.onFileSelected(file);
        setState({ status: 'uploading', progress: 50 });
        later(file.name.startsWith('bad-') ? { status: 'empty', error: 'File too large. Maximum size is 2MB' } : { status: 'uploaded', fileName: file.name, uploadedAt: 'Uploaded on 12 March 2026' });
      }}
      onDelete={() => {
        props.onDelete?.();
        later({ status: 'empty' });
      }}
    />
  );
}

/**
 * Delete asks first, as the documents page does; the slot empties the moment Delete is confirmed, while the
 * confirmation still holds the focus on its way out (its fade, or here 150 ms): the order a fast answer gives.
 */
function ConfirmedDeleteDemo(props: UploadSlotProps) {
  const [state, setState] = useState<UploadSlotState>(props.state);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <UploadSlot {...props} state={state} onDelete={() => setAsking(true)} />
      <AlertDialog
        isOpen={asking}
        onOpenChange={(open) => {
          if (!open) setTimeout(() => setAsking(false), 150);
        }}
        title="Delete document"
        message="Are you sure you want to delete passport.pdf?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        variant="danger"
        onConfirm={() => setState({ status: 'empty' })}
      />
    </>
  );
}

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

/** The slot's file input, as the file chooser fills it. */
function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}


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

/** One tab stop a slot: its Browse button (named with the slot), no hidden drop button before it. */
export const BrowseWithKeyboard: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const browse = canvas.getByRole('button', { name: 'Browse files, File 1' });
    await userEvent.tab();
    await expect(browse).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.queryAllByRole('button')).toHaveLength(1);
    const file = pdf('passport.pdf');
    const input = fileInput(canvasElement);
    await expect(input.accept).toBe('application/pdf,image/jpeg,image/png');
    await userEvent.upload(input, file);
    await expect(args.onFileSelected).toHaveBeenCalledWith(file);
  },
};

/** After a file is chosen the focus follows the result: the progress, then the new file row; Delete, the Browse button. */
export const FocusFollowsTheUpload: Story = {
  render: (args) => <UploadingDemo {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await userEvent.upload(fileInput(canvasElement), pdf('passport.pdf'));
    await waitFor(() => expect(canvas.getByText('passport.pdf')).toBeVisible());
    await expect(canvas.getByText('passport.pdf').closest('[tabindex="-1"]')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download passport.pdf' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Browse files, File 1' })).toHaveFocus());
  },
};

/** Delete confirmed in a dialog: once the dialog has gone, the focus is on the emptied slot's Browse button, not lost. */
export const FocusAfterAConfirmedDelete: Story = {
  tags: ['no-visual'],
  args: { state: { status: 'uploaded', fileName: 'passport.pdf', uploadedAt: 'Uploaded on 12 March 2026' } },
  render: (args) => <ConfirmedDeleteDemo {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete passport.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Delete document' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Browse files, File 1' })).toHaveFocus());
  },
};

/** A failed upload: the focus goes to the error, which says why. */
export const FocusOnTheError: Story = {
  render: (args) => <UploadingDemo {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await userEvent.upload(fileInput(canvasElement), pdf('bad-scan.pdf'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('File too large'));
    await expect(canvas.getByRole('alert').parentElement).toHaveFocus();
  },
};

/** A refused file: the error stays, as the Browse button's description, until another file is chosen. */
export const ErrorStaysUntilAnotherFile: Story = {
  render: (args) => <UploadingDemo {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('bad-scan.pdf'));
    const error = await canvas.findByRole('alert');
    await expect(error).toHaveTextContent('File too large');
    const browse = canvas.getByRole('button', { name: /Browse files/ });
    await expect(browse).toHaveAccessibleDescription('File too large. Maximum size is 2MB');
    await userEvent.upload(fileInput(canvasElement), pdf('passport.pdf'));
    await waitFor(() => expect(canvas.getByText('passport.pdf')).toBeVisible());
    await expect(canvas.queryByRole('alert')).toBeNull();
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

export const ErrorPlain: Story = {
  args: { state: { status: 'empty', error: 'Upload failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Browse files/ })).toHaveAccessibleDescription('Upload failed');
  },
};

export const Uploaded: Story = {
  args: { state: { status: 'uploaded', fileName: 'passport_jane_doe.pdf', uploadedAt: 'Uploaded on 12 March 2026' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download passport_jane_doe.pdf' }));
    await expect(args.onDownload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete passport_jane_doe.pdf' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** A file staff sent back: Replace chooses the new file, which takes its place (the old one stays until then). */
export const UploadedReplaceable: Story = {
  args: {
    state: { status: 'uploaded', fileName: 'passport_jane_doe.pdf', uploadedAt: 'Uploaded on 12 March 2026' },
    texts: { ...uploadTexts, replace: 'Replace' },
    onReplace: fn(),
    onDelete: undefined,
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: /^Delete / })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Replace passport_jane_doe.pdf' })).toBeEnabled();
    const file = pdf('passport-2026.pdf');
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onReplace).toHaveBeenCalledWith(file);
  },
};

/** A replacement refused: the file stays, the error under it. */
export const ReplaceFailed: Story = {
  args: {
    state: { status: 'uploaded', fileName: 'passport_jane_doe.pdf', uploadedAt: 'Uploaded on 12 March 2026', error: 'Upload failed' },
    texts: { ...uploadTexts, replace: 'Replace' },
    onReplace: fn(),
  },
};

export const UploadedLocked: Story = {
  args: { state: { status: 'uploaded', fileName: 'passport_jane_doe.pdf', uploadedAt: 'Uploaded on 12 March 2026' }, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Delete/ })).toBeNull();
  },
};

/** Locked with no file: no greyed-out drop area or Browse button, only that nothing was sent. */
export const Disabled: Story = {
  args: { isDisabled: true, texts: { ...uploadTexts, nothingSent: 'No file sent' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No file sent')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
