import { characterCount, NOTE_MAX_LENGTH, validateNote } from '@admission/domain';
import { Button, Stack, Text, TextArea, toast } from '@admission/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { freeTextMessages } from '../../shared/free-text.messages';
import { NotesList } from './notes-list';
import { useAddNote, useNotes } from './use-workflow';
import { workflowMessages as m } from './workflow.messages';

/** Staff notes: add one (up to 2 000 characters), read them all, delete one's own. */
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
    const failure = checked.error;
    if (failure.code === 'NOTE_EMPTY') return intl.formatMessage(m.noteEmpty);
    if (failure.code === 'NOTE_TOO_LONG') return intl.formatMessage(m.noteTooLong, { max: NOTE_MAX_LENGTH, over: failure.length - NOTE_MAX_LENGTH });
    return intl.formatMessage(freeTextMessages.controlCharacter, { field: intl.formatMessage(m.newNote) });
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
