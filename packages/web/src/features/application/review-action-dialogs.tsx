import { isPortError, textControlCharacterOf, type ApplicationReviews } from '@admission/domain';
import { Alert, Button, Dialog, Select, Spinner, Stack, Text } from '@admission/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { freeTextMessages } from '../../shared/free-text.messages';
import { ReasonTextDialog } from '../../shared/reason-text-dialog';
import { reviewsTabMessages as m } from './reviews-tab.messages';
import { useProgramJury, useReviewActions } from './use-application-reviews';

interface Target {
  readonly assignmentId: number;
  readonly reviewerName: string;
}

interface DialogProps {
  readonly applicationId: number;
  /** The assignment acted on; the dialog is closed without one. */
  readonly target: Target | null;
  readonly onClose: () => void;
  /** Done: the name the result message gives. */
  readonly onDone: (name: string) => void;
}

/** An admin re-opens a submitted review, with a reason the reviewer reads. */
export function ReopenDialog({ applicationId, target, onClose, onDone }: DialogProps) {
  const intl = useIntl();
  const { reopen } = useReviewActions(applicationId);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = target?.reviewerName ?? '';
  const confirm = async (reason: string) => {
    if (target === null) return;
    setPending(true);
    setError(null);
    try {
      await reopen(target.assignmentId, reason);
      onDone(name);
    } catch (failure) {
      // A refused character is said with the field's name: sending the same reason again would fail again.
      const refused = isPortError(failure) ? textControlCharacterOf(failure.detail) : null;
      setError(refused === null ? intl.formatMessage(m.reopenFailed) : intl.formatMessage(freeTextMessages.controlCharacter, { field: intl.formatMessage(m.reason) }));
    } finally {
      setPending(false);
    }
  };
  return (
    <ReasonTextDialog
      isOpen={target !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          setError(null);
          onClose();
        }
      }}
      title={intl.formatMessage(m.reopenTitle, { name })}
      intro={intl.formatMessage(m.reopenIntro)}
      reasonLabel={intl.formatMessage(m.reason)}
      missingText={intl.formatMessage(m.reasonMissing)}
      tooLongText={(max) => intl.formatMessage(m.reasonTooLong, { max })}
      confirmLabel={intl.formatMessage(m.reopenShort)}
      cancelLabel={intl.formatMessage(m.cancel)}
      confirmVariant="primary"
      isPending={pending}
      error={error}
      onConfirm={(reason) => void confirm(reason)}
    />
  );
}

/** An admin gives an open assignment to another reviewer of the program (not one already assigned). */
export function ReassignDialog({ applicationId, programId, reviews, target, onClose, onDone }: DialogProps & { readonly programId: number; readonly reviews: ApplicationReviews }) {
  return target === null ? null : <ReassignForm applicationId={applicationId} programId={programId} reviews={reviews} target={target} onClose={onClose} onDone={onDone} />;
}

function ReassignForm({ applicationId, programId, reviews, target, onClose, onDone }: DialogProps & { readonly programId: number; readonly reviews: ApplicationReviews; readonly target: Target }) {
  const intl = useIntl();
  const jury = useProgramJury(programId);
  const { reassign } = useReviewActions(applicationId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const assigned = new Set(reviews.assignments.filter((assignment) => assignment.state === 'active').map((assignment) => assignment.reviewer_id));
  const options = (jury.data?.reviewers ?? []).filter((reviewer) => !assigned.has(reviewer.id)).map((reviewer) => ({ id: reviewer.id, label: reviewer.name }));
  const confirm = async () => {
    const reviewer = options.find((option) => option.id === chosen);
    if (reviewer === undefined) {
      setProblem(intl.formatMessage(m.reassignMissing));
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      await reassign(target.assignmentId, reviewer.id);
      onDone(reviewer.label);
    } catch (error) {
      setProblem(intl.formatMessage(isPortError(error) && error.code === 'CONFLICT' ? m.reassignRefused : m.reassignFailed));
    } finally {
      setPending(false);
    }
  };
  let body;
  if (jury.isPending) body = <Spinner label={intl.formatMessage(m.loading)} />;
  else if (jury.isError) body = <Alert message={intl.formatMessage(m.failed)} />;
  else if (options.length === 0) body = <Text>{intl.formatMessage(m.reassignNone)}</Text>;
  else body = <Select label={intl.formatMessage(m.reassignTo)} options={options} value={chosen} onChange={setChosen} isRequired />;
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={intl.formatMessage(m.reassignTitle, { name: target.reviewerName })}
      isDismissable={!pending}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button onPress={() => void confirm()} isPending={pending} isDisabled={options.length === 0}>
            {intl.formatMessage(m.reassignShort)}
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        {body}
        {problem === null ? null : <Alert message={problem} />}
      </Stack>
    </Dialog>
  );
}
