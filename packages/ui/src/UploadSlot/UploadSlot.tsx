import { useEffect, useId, useImperativeHandle, useRef, type Ref } from 'react';
import { useDrop } from 'react-aria';
import { FileTrigger, type DropItem } from 'react-aria-components';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { ProgressBar } from '../ProgressBar';
import type { Message } from '../RichText';
import { Stack } from '../Layout';
import { FileDate, FileMeta, FileName, Result, SlotRoot, SlotTitle, Uploaded, Zone } from './UploadSlot.styles';

/**
 * What a slot shows: empty, uploading with a percentage, or the uploaded file. An error can show with empty, and with
 * the uploaded file (its replacement failed: the file stays).
 */
export type UploadSlotState =
  | { status: 'empty'; error?: Message }
  | { status: 'uploading'; progress: number }
  | { status: 'uploaded'; fileName: string; uploadedAt: string; error?: Message };

export interface UploadSlotTexts {
  /** e.g. 'Drag and drop a file here, or' */
  dropHint: string;
  /** e.g. 'Browse files' */
  browse: string;
  /** e.g. 'Uploading...' (the progress bar label) */
  uploading: string;
  /** e.g. 'Download' */
  download: string;
  /** e.g. 'Delete' */
  delete: string;
  /** e.g. 'Replace' (a slot that takes a new file in place of its file). */
  replace?: string;
  /** Screen-reader suffix for links in errors that open a new tab. */
  opensInNewTab?: string;
  /** A locked card with no file sent (e.g. 'No file sent'). */
  nothingSent?: string;
}

/** Opens a slot's file chooser, its Browse button taking the focus (so it is where the keyboard left it). */
export interface FilePicker {
  open: () => void;
}

export interface UploadSlotProps {
  /** Slot title (e.g. 'File 1', 'File 2 (optional)'). */
  title: string;
  state: UploadSlotState;
  texts: UploadSlotTexts;
  /** MIME types the picker offers (e.g. ['application/pdf', 'image/jpeg', 'image/png']). */
  acceptedFileTypes?: readonly string[];
  /** A file was chosen by the picker or dropped. */
  onFileSelected: (file: File) => void;
  onDownload?: () => void;
  onDelete?: () => void;
  /** A new file chosen to take the uploaded file's place (the old one stays until the new one is in). */
  onReplace?: (file: File) => void;
  /** Locked after submission: no upload and no delete. */
  isDisabled?: boolean;
  /** The slot's file chooser, so a parent can open it (UploadCard does). */
  pickerRef?: Ref<FilePicker>;
}

async function firstFile(items: readonly DropItem[]): Promise<File | null> {
  for (const item of items) {
    if (item.kind === 'file') return item.getFile();
  }
  return null;
}

/**
 * After an action of the slot (a file chosen or dropped, Delete pressed), the focus follows its result: the
 * progress while it uploads, then the new file row, the error, or the Browse button of the emptied slot. Only
 * when the focus was lost with the control that had it, or is still in the slot: a user who went on elsewhere
 * stays there. A confirmation that still holds the focus when the result comes (a dialog fading out after Delete,
 * and the deletion answered first) hands it over once it has gone, unless the focus went elsewhere meanwhile.
 */
function useFocusOnResult(state: UploadSlotState) {
  const root = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  const error = state.status === 'uploading' ? undefined : state.error;
  useEffect(() => {
    const slot = root.current;
    if (!pending.current || slot === null) return;
    if (state.status !== 'uploading') pending.current = false;
    const document = slot.ownerDocument;
    const lost = () => {
      const active = document.activeElement;
      return active === null || active === document.body || slot.contains(active);
    };
    const focusResult = () => slot.querySelector<HTMLElement>('[data-slot-result]')?.focus();
    if (lost()) {
      focusResult();
      return;
    }
    const dialog = document.activeElement?.closest('[role="dialog"], [role="alertdialog"]');
    if (!dialog || slot.contains(dialog)) return;
    // Checked as the dialog leaves the page, before react-aria's own restore (an animation frame later) finds
    // the control that opened it gone with the file.
    const watch = new MutationObserver(() => {
      if (dialog.isConnected) return;
      watch.disconnect();
      if (lost()) focusResult();
    });
    watch.observe(document.body, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [state.status, error]);
  return { root, expectResult: () => (pending.current = true) };
}

/**
 * One file of a document type: a drop area with a Browse button (one tab stop; nobody has to drag), upload
 * progress, an error alert (its links are clickable; it stays, as the Browse button's description, until another
 * file is chosen), or the uploaded file with download and delete.
 */
export function UploadSlot({ title, state, texts, acceptedFileTypes, onFileSelected, onDownload, onDelete, onReplace, isDisabled, pickerRef }: UploadSlotProps) {
  const { root, expectResult } = useFocusOnResult(state);
  const errorId = useId();
  const zone = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const browse = useRef<HTMLButtonElement>(null);
  const choose = (file: File) => {
    expectResult();
    onFileSelected(file);
  };
  const replace = (file: File) => {
    expectResult();
    onReplace?.(file);
  };
  const error = state.status === 'uploading' ? undefined : state.error;
  const errorResult = error ? (
    <Result tabIndex={-1} data-slot-result="">
      <Alert id={errorId} tone="danger" message={error} externalLabel={texts.opensInNewTab} />
    </Result>
  ) : null;
  useImperativeHandle(pickerRef, () => ({
    open: () => {
      browse.current?.focus();
      input.current?.click();
    },
  }));
  // A drop area for the pointer only: keyboard and screen-reader users have the Browse button.
  const { dropProps, isDropTarget } = useDrop({
    ref: zone,
    isDisabled: isDisabled || state.status !== 'empty',
    getDropOperation: (types) => (acceptedFileTypes && ![...acceptedFileTypes].some((type) => types.has(type)) ? 'cancel' : 'copy'),
    onDrop: async (event) => {
      const file = await firstFile(event.items);
      if (file) choose(file);
    },
  });

  let body;
  if (state.status === 'uploaded') {
    body = (
      <>
      <Uploaded tabIndex={-1} data-slot-result={error ? undefined : ''}>
        <Icon name="file" />
        <FileMeta>
          <FileName>{state.fileName}</FileName>
          <FileDate>{state.uploadedAt}</FileDate>
        </FileMeta>
        <Stack direction="row" gap={2} wrap>
          {onDownload ? (
            <Button variant="secondary" size="sm" icon={<Icon name="download" />} onPress={onDownload} aria-label={`${texts.download} ${state.fileName}`}>
              {texts.download}
            </Button>
          ) : null}
          {onDelete && !isDisabled ? (
            <Button
              variant="danger"
              size="sm"
              icon={<Icon name="trash" />}
              onPress={() => {
                expectResult();
                onDelete();
              }}
              aria-label={`${texts.delete} ${state.fileName}`}
            >
              {texts.delete}
            </Button>
          ) : null}
          {onReplace && texts.replace && !isDisabled ? (
            <FileTrigger
              acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
              onSelect={(files) => {
                const file = files?.[0];
                if (file) replace(file);
              }}
            >
              <Button variant="primary" size="sm" icon={<Icon name="upload" />} aria-label={`${texts.replace} ${state.fileName}`}>
                {texts.replace}
              </Button>
            </FileTrigger>
          ) : null}
        </Stack>
      </Uploaded>
      {errorResult}
      </>
    );
  } else if (state.status === 'uploading') {
    body = (
      <Result tabIndex={-1} data-slot-result="">
        <ProgressBar label={texts.uploading} value={state.progress} />
      </Result>
    );
  } else if (isDisabled) {
    // Locked: nothing to offer (no greyed-out Browse), only what the slot holds.
    body = texts.nothingSent ? <FileDate>{texts.nothingSent}</FileDate> : null;
  } else {
    body = (
      <>
        <Zone {...dropProps} ref={zone} data-drop-target={isDropTarget || undefined}>
          <Icon name="upload" size={24} />
          <span>{texts.dropHint}</span>
          <FileTrigger
            ref={input}
            acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) choose(file);
            }}
          >
            <Button
              ref={browse}
              variant="secondary"
              size="sm"
              data-slot-result={state.error ? undefined : ''}
              aria-label={`${texts.browse}, ${title}`}
              aria-describedby={error ? errorId : undefined}
            >
              {texts.browse}
            </Button>
          </FileTrigger>
        </Zone>
        {errorResult}
      </>
    );
  }
  return (
    <SlotRoot ref={root}>
      <SlotTitle>{title}</SlotTitle>
      {body}
    </SlotRoot>
  );
}
