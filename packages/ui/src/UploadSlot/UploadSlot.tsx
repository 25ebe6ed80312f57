import type { Ref } from 'react';
import { FileTrigger, Text, type DropItem } from 'react-aria-components';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { ProgressBar } from '../ProgressBar';
import type { Message } from '../RichText';
import { Stack } from '../Layout';
import { FileDate, FileMeta, FileName, SlotRoot, SlotTitle, Uploaded, Zone } from './UploadSlot.styles';

/** What a slot shows: empty, uploading with a percentage, or the uploaded file. An error can show with empty. */
export type UploadSlotState =
  | { status: 'empty'; error?: Message }
  | { status: 'uploading'; progress: number }
  | { status: 'uploaded'; fileName: string; uploadedAt: string };

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
  /** Screen-reader suffix for links in errors that open a new tab. */
  opensInNewTab?: string;
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
  /** Locked after submission: no upload and no delete. */
  isDisabled?: boolean;
  /** Ref to the hidden file input, so a parent can open the picker (UploadCard does). */
  inputRef?: Ref<HTMLInputElement>;
}

async function firstFile(items: readonly DropItem[]): Promise<File | null> {
  for (const item of items) {
    if (item.kind === 'file') return item.getFile();
  }
  return null;
}

/**
 * One file of a document type: a drop zone with a Browse button (FileTrigger; nobody has to drag),
 * upload progress, an error alert (its links are clickable), or the uploaded file with download and delete.
 */
export function UploadSlot({ title, state, texts, acceptedFileTypes, onFileSelected, onDownload, onDelete, isDisabled, inputRef }: UploadSlotProps) {
  return (
    <SlotRoot>
      <SlotTitle>{title}</SlotTitle>
      {state.status === 'uploaded' ? (
        <Uploaded>
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
              <Button variant="danger" size="sm" icon={<Icon name="trash" />} onPress={onDelete} aria-label={`${texts.delete} ${state.fileName}`}>
                {texts.delete}
              </Button>
            ) : null}
          </Stack>
        </Uploaded>
      ) : state.status === 'uploading' ? (
        <ProgressBar label={texts.uploading} value={state.progress} />
      ) : (
        <>
          <Zone
            aria-label={title}
            isDisabled={isDisabled}
            getDropOperation={(types) => (isDisabled || (acceptedFileTypes && ![...acceptedFileTypes].some((t) => types.has(t))) ? 'cancel' : 'copy')}
            onDrop={async (event) => {
              const file = await firstFile(event.items);
              if (file) onFileSelected(file);
            }}
          >
            <Icon name="upload" size={24} />
            <Text slot="label">{texts.dropHint}</Text>
            <FileTrigger
              ref={inputRef}
              acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
              onSelect={(files) => {
                const file = files?.[0];
                if (file) onFileSelected(file);
              }}
            >
              <Button variant="secondary" size="sm" isDisabled={isDisabled}>
                {texts.browse}
              </Button>
            </FileTrigger>
          </Zone>
          {state.error ? <Alert tone="danger" message={state.error} externalLabel={texts.opensInNewTab} /> : null}
        </>
      )}
    </SlotRoot>
  );
}
