import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Layout';
import { StatusBadge } from './StatusBadge';
import { statusKindNames, type StatusKind } from './statusKinds';

const meta = {
  title: 'Feedback/StatusBadge',
  component: StatusBadge,
  args: { kind: 'complete', label: 'Complete' },
  parameters: { fr: { label: 'Complet' } },
  argTypes: { kind: { control: 'select', options: statusKindNames } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { kind: 'pendingPayment', label: 'Pending payment' } };

const sample: Record<StatusKind, [string, string]> = {
  complete: ['Complete', 'Complet'],
  incomplete: ['Incomplete', 'Incomplet'],
  optional: ['Optional', 'Facultatif'],
  required: ['Required', 'Requis'],
  paid: ['Paid', 'Payé'],
  pendingPayment: ['Pending payment', 'Paiement en attente'],
  cancelled: ['Cancelled', 'Annulé'],
  pending: ['Pending', 'En attente'],
  DRAFT: ['Draft', 'Brouillon'],
  IN_PROGRESS: ['In progress', 'En cours'],
  COMPLETE: ['Complete', 'Complète'],
  ADMISSIBLE: ['Admissible', 'Admissible'],
  REJECTED: ['Rejected', 'Refusée'],
  WITHDRAWN: ['Withdrawn', 'Retirée'],
  pass: ['Pass', 'Réussi'],
  fail: ['Fail', 'Échoué'],
  notAssessable: ['Not Assessable', 'Non évaluable'],
  noQuiz: ['No Quiz', 'Pas de quiz'],
  unknown: ['Unknown', 'Inconnu'],
  correct: ['Correct', 'Correct'],
  incorrect: ['Incorrect', 'Incorrect'],
};

function group(kinds: StatusKind[]): StoryObj<typeof meta> {
  return {
    render: (_args, { globals }) => (
      <Stack direction="row" gap={2} wrap>
        {kinds.map((kind) => (
          <StatusBadge key={kind} kind={kind} label={sample[kind][globals.locale === 'fr' ? 1 : 0]} />
        ))}
      </Stack>
    ),
  };
}

export const DocumentStates: Story = {
  ...group(['complete', 'incomplete', 'optional', 'required']),
  play: async ({ canvas }) => {
    for (const text of ['Complete', 'Incomplete', 'Optional', 'Required']) await expect(canvas.getByText(text)).toBeVisible();
  },
};
export const PaymentStates: Story = group(['paid', 'pendingPayment', 'cancelled', 'pending']);
export const ApplicationStatuses: Story = group(['DRAFT', 'IN_PROGRESS', 'COMPLETE', 'ADMISSIBLE', 'REJECTED', 'WITHDRAWN']);
export const QuizOutcomes: Story = group(['pass', 'fail', 'notAssessable', 'noQuiz', 'unknown']);
export const AnswerStates: Story = group(['correct', 'incorrect']);
