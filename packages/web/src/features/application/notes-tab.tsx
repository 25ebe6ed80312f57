import { characterCount, NOTE_MAX_LENGTH, validateNote, type StaffNote } from '@admission/domain';
import { Alert, Button, EmptyState, Spinner, Stack, Text, TextArea, toast } from '@admission/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAddNote, useDeleteNote, useNotes } from './use-workflow';
import { PlainList } from './plain-list';
import { workflowMessages as m } from './workflow.messages';

const Note = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** The note as typed: text, never markup; its line breaks kept. */
const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** Staff notes (issue #16): add one (up to 2 000 characters), read them all, delete one's own. */
export function NotesTab({ applicationId }: { readonly applicationId: number }) {
  const intl = useIntl();
  const notes = useNotes(applicationId);
  const add = useAddNote(applicationId);
  const [text, setText] = useState('');
  const [shownError, setShownError] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  const errorOf = (value: string): string | null => {
    const checked = validateNote(value);
    if (checked.ok) return null;
    return checked.error.code === 'NOTE_EMPTY'
      ? intl.formatMessage(m.noteEmpty)
      : intl.formatMessage(m.noteTooLong, { max: NOTE_MAX_LENGTH, over: checked.error.length - NOTE_MAX_LENGTH });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = errorOf(text);
    setShownError(problem);
    if (problem !== null) {
      area.current?.focus();
      return;
    }
    add.mutate(text, {
      onSuccess: () => {
        setText('');
        toast.success(intl.formatMessage(m.noteSaved));
        area.current?.focus();
      },
      // The text stays in the field: nothing the staff member wrote is lost.
      onError: () => toast.destructive(intl.formatMessage(m.noteSaveFailed)),
    });
  };

  return (
    <Stack gap={4}>
      <Text tone="muted">{intl.formatMessage(m.notesIntro)}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap={2} align="start">
          <TextArea
            ref={area}
            label={intl.formatMessage(m.newNote)}
            description={intl.formatMessage(m.noteLength, { count: characterCount(text.trim()), max: NOTE_MAX_LENGTH })}
            value={text}
            onChange={(value) => {
              setText(value);
              // Once shown, the error follows the text (it goes away as soon as the note is right).
              if (shownError !== null) setShownError(errorOf(value));
            }}
            isInvalid={shownError !== null}
            errorMessage={shownError ?? undefined}
          />
          <Button type="submit" isPending={add.isPending}>
            {intl.formatMessage(m.addNote)}
          </Button>
        </Stack>
      </form>
      <NotesList applicationId={applicationId} notes={notes.data} isPending={notes.isPending} isError={notes.isError} onRetry={() => void notes.refetch()} />
    </Stack>
  );
}

interface ListProps {
  readonly applicationId: number;
  readonly notes: readonly StaffNote[] | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly onRetry: () => void;
}

function NotesList({ applicationId, notes, isPending, isError, onRetry }: ListProps) {
  const intl = useIntl();
  const remove = useDeleteNote(applicationId);
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
  if (notes.length === 0) return <EmptyState title={intl.formatMessage(m.notesNone)} headingLevel={3} icon="file" />;
  return (
    <PlainList as="ul">
      {notes.map((note) => {
        const date = intl.formatDate(note.created_at, { dateStyle: 'medium', timeStyle: 'short' });
        return (
          <Note key={note.id}>
            <Text tone="muted" size="sm">
              {intl.formatMessage(m.noteBy, { author: note.author.name, date })}
            </Text>
            <Body>{note.body}</Body>
            {note.mine ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={intl.formatMessage(m.deleteNoteLabel, { date })}
                isPending={remove.isPending && remove.variables === note.id}
                onPress={() =>
                  remove.mutate(note.id, {
                    onSuccess: () => toast.success(intl.formatMessage(m.noteRemoved)),
                    onError: () => toast.destructive(intl.formatMessage(m.noteDeleteFailed)),
                  })
                }
              >
                {intl.formatMessage(m.deleteNote)}
              </Button>
            ) : null}
          </Note>
        );
      })}
    </PlainList>
  );
}
