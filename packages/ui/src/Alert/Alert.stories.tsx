import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { message: 'File size exceeds 2MB limit', tone: 'danger' },
  parameters: { fr: { message: 'La taille du fichier dépasse la limite de 2 Mo' } },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('File size exceeds 2MB limit');
  },
};
export const Playground: Story = { args: { title: 'Upload failed' } };

export const ErrorWithLinks: Story = {
  args: {
    message:
      'File too large. Maximum size is 2MB. Compress it with https://www.ilovepdf.com/compress_pdf or https://tinypng.com, or write to mailto:admissions@northbridge.example. Not a link: javascript:alert(1)',
    externalLabel: '(opens in a new tab)',
  },
  parameters: { fr: { message: 'Fichier trop volumineux. Taille maximale 2 Mo. Compressez-le avec https://www.ilovepdf.com/fr/compresser_pdf. Pas un lien : javascript:alert(1)' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    const links = canvas.getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.ilovepdf.com/compress_pdf',
      'https://tinypng.com',
      'mailto:admissions@northbridge.example',
    ]);
    await expect(alert).toHaveTextContent('javascript:alert(1)');
    await expect(alert.querySelector('a[href^="javascript"]')).toBeNull();
  },
};

export const Segments: Story = {
  args: {
    message: [
      { text: 'Invalid file type. Allowed: pdf, jpg, png. ' },
      { text: 'How to print to PDF', href: 'https://support.example.com/print-to-pdf' },
      { text: ' · ' },
      { text: 'unsafe segment', href: 'data:text/html,<b>x</b>' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText(/unsafe segment/)).toBeVisible();
  },
};

export const Info: Story = { args: { tone: 'info', message: 'Your application has been submitted to the jury. You will receive the answer by email.' } };
export const Success: Story = { args: { tone: 'success', title: 'Congratulations!', message: 'You are admissible. Book your admission interview at https://apply.northbridge.example/interview' } };
export const Warning: Story = { args: { tone: 'warning', message: 'Cannot be changed after submission' } };
