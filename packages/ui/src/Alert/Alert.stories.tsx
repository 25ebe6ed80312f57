import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NativeButton } from '../Button';
import { Stack } from '../Layout';
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

const WAIT_FR = { title: 'Trop de demandes', message: 'Par sécurité, patientez 37 secondes, puis réessayez.' };

/** A refusal to wait out: the seconds left show under the message, outside its live region (not read every tick). */
export const Countdown: Story = {
  args: {
    id: 'send-refused',
    title: 'Too many requests',
    message: 'For your security, please wait 37 seconds, then try again.',
    countdown: { text: '37 seconds left', announcement: '' },
  },
  parameters: { fr: { ...WAIT_FR, countdown: { text: 'Encore 37 secondes', announcement: '' } } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(String(args.message));
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent(args.countdown?.text ?? '');
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(alert).not.toContainElement(timer);
    // The polite region is there from the start (empty), so its later changes are announced.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(timer.closest('[id]')).toHaveAttribute('id', args.id);
  },
};

/** Part of the wait gone: the polite region says what is left (the app changes it at 30 and 10 seconds). */
export const CountdownAnnounced: Story = {
  args: { ...Countdown.args, countdown: { text: '29 seconds left', announcement: '30 seconds left' } },
  parameters: { fr: { ...WAIT_FR, countdown: { text: 'Encore 29 secondes', announcement: 'Encore 30 secondes' } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(args.countdown?.announcement ?? '');
    await expect(canvas.getByRole('timer')).toHaveTextContent(args.countdown?.text ?? '');
  },
};

/** Next to the control it concerns: the control names it as its description, so focusing the control reads it. */
export const DescribesItsControl: Story = {
  args: { ...Countdown.args },
  parameters: { fr: { ...WAIT_FR, countdown: { text: 'Encore 37 secondes', announcement: '' } } },
  render: (args) => (
    <Stack gap={3}>
      <Alert {...args} />
      <NativeButton disabled aria-describedby={args.id} fullWidth>
        Send magic link
      </NativeButton>
    </Stack>
  ),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAccessibleDescription(expect.stringContaining(String(args.message)));
    await expect(button).toHaveAccessibleDescription(expect.stringContaining(args.countdown?.text ?? ''));
  },
};
