import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { Grid } from '../Layout';
import { StatusBadge } from '../StatusBadge';
import { TaskCard } from './TaskCard';

const upload = fn();

const meta = {
  title: 'Dashboard/TaskCard',
  component: TaskCard,
  args: {
    title: 'Document Submission',
    badge: <StatusBadge kind="incomplete" label="Incomplete" />,
    text: 'Upload the documents required for your application.',
    action: <Button onPress={upload}>Upload Documents</Button>,
  },
  parameters: { fr: { title: 'Dépôt des documents', text: 'Déposez les documents requis pour votre candidature.' } },
  argTypes: { badge: { control: false }, action: { control: false }, children: { control: false } },
} satisfies Meta<typeof TaskCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Document Submission' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Documents' }));
    await expect(upload).toHaveBeenCalled();
  },
};
export const Playground: Story = {};

export const DocumentsComplete: Story = {
  args: { badge: <StatusBadge kind="complete" label="Complete" />, action: <Button variant="secondary">View Documents</Button> },
};

export const QuizToStart: Story = {
  args: {
    title: 'Math Quiz',
    badge: <StatusBadge kind="incomplete" label="Incomplete" />,
    text: 'A 40-minute multiple-choice test. It can be taken once.',
    action: <Button>Start Quiz</Button>,
  },
};

export const QuizCompleted: Story = {
  args: {
    title: 'Math Quiz',
    badge: <StatusBadge kind="complete" label="Complete" />,
    text: 'Thank you, your answers have been recorded.',
    action: <Button isDisabled>Quiz completed</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Quiz completed' })).toBeDisabled();
  },
};

export const PaymentPending: Story = {
  args: {
    title: 'Application Fee',
    badge: <StatusBadge kind="pendingPayment" label="Pending payment" />,
    text: 'The €50 application fee supports the careful and timely review of all applications.',
    action: <Button>Pay now</Button>,
  },
};

export const PaymentPaid: Story = {
  args: {
    title: 'Application Fee',
    badge: <StatusBadge kind="paid" label="Paid" />,
    text: 'The €50 application fee supports the careful and timely review of all applications.',
    action: <Button variant="secondary">See invoice</Button>,
  },
};

/** Where each card's badge sits, from the card's top left corner (above the title, whatever its length). */
const badgeOffset = (region: HTMLElement) => {
  const card = region.getBoundingClientRect();
  const badge = (region.querySelector('h3')?.nextElementSibling as HTMLElement).getBoundingClientRect();
  return { top: Math.round(badge.top - card.top), left: Math.round(badge.left - card.left) };
};

/** The three cards of an application, titles of different lengths (French): every badge at the same place. */
export const BadgesLineUp: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <Grid minColumnWidth="15rem">
      <TaskCard title="Dépôt des documents" badge={<StatusBadge kind="incomplete" label="Incomplet" />} text="Téléversez vos pièces justificatives." action={<Button>Téléverser</Button>} />
      <TaskCard title="Quiz de mathématiques" badge={<StatusBadge kind="complete" label="Complet" />} text="Merci, vos réponses ont été enregistrées." action={<Button isDisabled>Quiz terminé</Button>} />
      <TaskCard title="Frais de dossier" badge={<StatusBadge kind="pendingPayment" label="Paiement en attente" />} text="Les frais de dossier de 90 €." action={<Button>Payer maintenant</Button>} />
    </Grid>
  ),
  play: async ({ canvas }) => {
    const offsets = canvas.getAllByRole('region').map(badgeOffset);
    await expect(offsets).toHaveLength(3);
    for (const offset of offsets) await expect(offset).toEqual(offsets[0]);
  },
};

/** The same task for two applications: each card's region name ends with its application's name, so that a screen
 * reader's landmark list tells them apart (axe `landmark-unique`). */
export const OnePerApplication: Story = {
  render: () => (
    <Grid minColumnWidth="15rem">
      {['Bachelor in Management', 'Master in Finance'].map((program, index) => (
        <div key={program}>
          <h2 id={`program-${index}`}>{program}</h2>
          <TaskCard
            title="Document Submission"
            nameContextId={`program-${index}`}
            badge={<StatusBadge kind="incomplete" label="Incomplete" />}
            text="Upload the documents required for your application."
            action={<Button>Upload Documents</Button>}
          />
        </div>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Document Submission Bachelor in Management' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Document Submission Master in Finance' })).toBeVisible();
  },
};
