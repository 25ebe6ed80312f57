import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as rawUserEvent } from 'storybook/test';
import { StatusBadge } from '../StatusBadge';
import { uploadTexts } from '../UploadSlot/sampleTexts';
import { UploadCard, type UploadCardSlot } from './UploadCard';

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

export const Submitted: Story = {
  args: {
    badge: <StatusBadge kind="complete" label="Complete" />,
    countText: '2/3 uploaded',
    isDisabled: true,
    slots: [slot(1, uploaded('statement_january.pdf')), slot(2, uploaded('statement_february.pdf')), slot(3, { status: 'empty' }, true)],
  },
};
