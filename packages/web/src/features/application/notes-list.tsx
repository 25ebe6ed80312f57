import type { StaffNote } from '@admission/domain';
import { Alert, AlertDialog, Button, EmptyState, Icon, Spinner, Stack, Text, toast } from '@admission/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../shared/messages';
import { PlainList } from './plain-list';
import { useDeleteNote } from './use-workflow';
import { workflowMessages as m } from './workflow.messages';

const Note = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focusRing}; outline-offset: 2px; }
`;

/** The note as typed: text, never markup; its line breaks kept. */
const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

interface Props {
  readonly applicationId: number;
  readonly notes: readonly StaffNote[] | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly onRetry: () => void;
}

/**
 * The notes, newest first. Each of one's own notes has a Delete beside its author line, which asks first; once it is
 * gone the focus goes to the note that took its place (the next one, else the one before), or to "No notes yet.".
 */
export function NotesList({ applicationId, notes, isPending, isError, onRetry }: Props) {
  const intl = useIntl();
  const remove = useDeleteNote(applicationId);
  const [deleting, setDeleting] = useState<StaffNote | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Where the note being deleted stands, until the list without it is shown and the focus has moved.
  const deletedAt = useRef<{ readonly id: number; readonly index: number } | null>(null);
  const items = useRef(new Map<number, HTMLLIElement>());
  const emptyTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const deleted = deletedAt.current;
    if (deleted === null || notes === undefined || notes.some((note) => note.id === deleted.id)) return;
    deletedAt.current = null;
    const next = notes[deleted.index] ?? notes[deleted.index - 1];
    (next === undefined ? emptyTitle.current : items.current.get(next.id))?.focus();
  }, [notes]);

  if (isPending) return <Spinner label={intl.formatMessage(m.notesLoading)} />;
  if (isError || notes === undefined) {
    return (
      <Alert message={intl.formatMessage(m.notesFailed)}>
        <Button size="sm" onPress={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  }
  const dateOf = (note: StaffNote) => intl.formatDate(note.created_at, { dateStyle: 'medium', timeStyle: 'short' });
  const confirmDelete = (note: StaffNote) => {
    deletedAt.current = { id: note.id, index: notes.findIndex((candidate) => candidate.id === note.id) };
    remove.mutate(note.id, {
      onSuccess: () => toast.success(intl.formatMessage(m.noteRemoved)),
      onError: () => {
        deletedAt.current = null;
        toast.destructive(intl.formatMessage(m.noteDeleteFailed));
      },
    });
  };

  return (
    <>
      {notes.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.notesNone)} headingLevel={3} icon="file" titleRef={emptyTitle} />
      ) : (
        <PlainList as="ul">
          {notes.map((note) => {
            const date = dateOf(note);
            return (
              <Note
                key={note.id}
                tabIndex={-1}
                ref={(element) => {
                  if (element) items.current.set(note.id, element);
                  else items.current.delete(note.id);
                }}
              >
                <Stack direction="row" justify="space-between" align="center" gap={2} wrap>
                  <Text tone="muted" size="sm">
                    {intl.formatMessage(m.noteBy, { author: note.author.name, date })}
                  </Text>
                  {note.mine ? (
                    <Button
                      variant="secondary"
                      icon={<Icon name="trash" aria-hidden />}
                      aria-label={intl.formatMessage(m.deleteNoteLabel, { date })}
                      isPending={remove.isPending && remove.variables === note.id}
                      onPress={() => {
                        setDeleting(note);
                        setConfirmOpen(true);
                      }}
                    >
                      {intl.formatMessage(m.deleteNote)}
                    </Button>
                  ) : null}
                </Stack>
                <Body>{note.body}</Body>
              </Note>
            );
          })}
        </PlainList>
      )}
      <AlertDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={intl.formatMessage(m.deleteNoteTitle)}
        message={deleting ? intl.formatMessage(m.deleteNoteText, { date: dateOf(deleting) }) : ''}
        confirmLabel={intl.formatMessage(m.deleteNoteConfirm)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        variant="danger"
        onConfirm={() => {
          if (deleting) confirmDelete(deleting);
        }}
      />
    </>
  );
}
