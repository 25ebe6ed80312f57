import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as rawUserEvent } from 'storybook/test';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { uploadTexts } from '../UploadSlot/sampleTexts';
import { UploadCard, type UploadCardHandle, type UploadCardProps, type UploadCardSlot } from './UploadCard';

function slot(index: number, state: UploadCardSlot['state'], optional = false): UploadCardSlot {
  return { id: `slot-${index}`, title: `File ${index}${optional ? ' (optional)' : ''}`, state, onFileSelected: fn(), onDownload: fn(), onDelete: fn() };
}

const uploaded = (name: string): UploadCardSlot['state'] => ({ status: 'uploaded', fileName: name, uploadedAt: 'Uploaded on 12 March 2026' });

const meta = {
  title: 'Documents/UploadCard',
  component: UploadCard,
  args: {
    label: 'Bank statements',
    description: 'Your last three monthly statements.',
    badge: <StatusBadge kind="incomplete" label="Incomplete" />,
    countText: '0/3 uploaded',
    formatsText: 'Formats: PDF, JPG, PNG',
    sizeNote: 'Max 2MB each',
    minFilesNote: 'Min 2 files required',
    slots: [slot(1, { status: 'empty' }), slot(2, { status: 'empty' }), slot(3, { status: 'empty' }, true)],
    texts: uploadTexts,
    acceptedFileTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  },
  argTypes: { badge: { control: false }, slots: { control: false } },
} satisfies Meta<typeof UploadCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};

export const ClickEmptyCardOpensPicker: Story = {
  play: async ({ canvas, canvasElement }) => {
    const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
    const first = inputs[0];
    if (!first) throw new Error('no file input');
    const opened = fn();
    first.addEventListener('click', (event) => {
      event.preventDefault();
      opened();
    });
    await rawUserEvent.click(canvas.getByText('Max 2MB each'));
    await expect(opened).toHaveBeenCalledTimes(1);
  },
};

/** Stops the browser's file chooser from opening and counts how often an input asked for it. */
function watchFileInputs(root: HTMLElement) {
  const opened = fn();
  for (const input of root.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
    input.addEventListener('click', (event) => {
      event.preventDefault();
      opened(input);
    });
  }
  return opened;
}

/** A screen's own Upload button (after the cards) opening a card's chooser through its handle. */
function WithUploadButton(props: UploadCardProps) {
  const card = useRef<UploadCardHandle>(null);
  return (
    <>
      <UploadCard {...props} ref={card} />
      <Button variant="secondary" onPress={() => card.current?.openFilePicker()}>
        Upload Documents
      </Button>
    </>
  );
}

export const UploadButtonOpensTheChooser: Story = {
  args: { slots: [slot(1, uploaded('statement_january.pdf')), slot(2, { status: 'empty' }), slot(3, { status: 'empty' }, true)] },
  render: (args) => <WithUploadButton {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const opened = watchFileInputs(canvasElement);
    canvas.getByRole('button', { name: 'Upload Documents' }).focus();
    await userEvent.keyboard('{Enter}');
    // The chooser of the first empty slot (File 2), whose Browse button holds the focus, not a Download button.
    await expect(opened).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Browse files, File 2' })).toHaveFocus();
  },
};

export const Partial: Story = {
  args: {
    countText: '1/3 uploaded',
    slots: [slot(1, uploaded('statement_january.pdf')), slot(2, { status: 'uploading', progress: 85 }), slot(3, { status: 'empty' }, true)],
  },
};

export const Complete: Story = {
  args: {
    label: 'Passport or ID card',
    description: undefined,
    badge: <StatusBadge kind="complete" label="Complete" />,
    countText: '1/1 uploaded',
    minFilesNote: undefined,
    slots: [slot(1, uploaded('passport.pdf'))],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Passport or ID card' })).toHaveTextContent('1/1 uploaded');
  },
};

export const Optional: Story = {
  args: {
    label: 'Recommendation letter',
    badge: <StatusBadge kind="optional" label="Optional" />,
    countText: '0/1 uploaded',
    minFilesNote: undefined,
    slots: [slot(1, { status: 'empty' }, true)],
  },
};

export const WithError: Story = {
  args: {
    slots: [slot(1, { status: 'empty', error: 'File too large. Maximum size is 2MB. Compress it with https://www.ilovepdf.com/compress_pdf' }), slot(2, { status: 'empty' })],
  },
};

/** Locked after submission: the files sent, to download, and nothing to upload or delete. */
export const Submitted: Story = {
  args: {
    badge: <StatusBadge kind="complete" label="Complete" />,
    countText: '2/3 uploaded',
    isDisabled: true,
    slots: [slot(1, uploaded('statement_january.pdf')), slot(2, uploaded('statement_february.pdf')), slot(3, { status: 'empty' }, true)],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Download statement_january.pdf',
      'Download statement_february.pdf',
    ]);
    await expect(canvas.queryByText('Drag and drop a file here, or')).toBeNull();
    await expect(canvas.queryByText('Max 2MB each')).toBeNull();
  },
};

export const SubmittedWithoutFile: Story = {
  args: {
    ...Optional.args,
    isDisabled: true,
    texts: { ...uploadTexts, nothingSent: 'No file sent' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No file sent')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Locked, with one slot staff sent back: titled and with its reason, it alone takes a new file, by Replace. */
export const SubmittedWithReopenedSlot: Story = {
  args: {
    badge: <StatusBadge kind="incomplete" label="New file needed" />,
    countText: '2/3 uploaded',
    isDisabled: true,
    texts: { ...uploadTexts, replace: 'Replace' },
    slots: [
      slot(1, uploaded('statement_january.pdf')),
      {
        ...slot(2, uploaded('statement_february.pdf')),
        onDelete: undefined,
        onReplace: fn(),
        reopened: { title: 'New file needed', notice: 'The document has expired. Upload a document that is valid today.' },
      },
      slot(3, { status: 'empty' }, true),
    ],
  },
  play: async ({ canvas }) => {
    // The card's badge and the slot's notice.
    await expect(canvas.getAllByText('New file needed')).toHaveLength(2);
    await expect(canvas.getByText(/The document has expired/)).toBeVisible();
    await expect(canvas.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Download statement_january.pdf',
      'Download statement_february.pdf',
      'Replace statement_february.pdf',
    ]);
  },
};

/** The re-opened slot emptied: it takes a new file, while the card stays locked. */
export const SubmittedWithReopenedEmptySlot: Story = {
  args: {
    ...SubmittedWithReopenedSlot.args,
    slots: [slot(1, uploaded('statement_january.pdf')), { ...slot(2, { status: 'empty' }), reopened: { title: 'New file needed', notice: 'The file cannot be read.' } }, slot(3, { status: 'empty' }, true)],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Drag and drop a file here, or')).toBeVisible();
    await expect(canvas.getAllByText('Drag and drop a file here, or')).toHaveLength(1);
  },
};
