import {
  documentCardState,
  knownDocumentReviewReason,
  reasonTexts,
  type SentBackDocument,
  documentSlots,
  mimeTypeOfExtension,
  openSlotsOfType,
  normaliseFormat,
  orderDocumentCards,
  uploadedCountOf,
  type DocumentCardState,
  type DocumentRequirement,
  type UploadedDocument,
} from '@admission/domain';
import { DOCUMENT_REVIEW_REASON_WORDING } from '@admission/wording';
import { StatusBadge, UploadCard, type Message, type UploadCardHandle, type UploadCardSlot, type UploadSlotState } from '@admission/ui';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../shared/messages';
import { documentsMessages as m } from './documents.messages';
import { portalMessages } from '../../app/portal-messages';
import { useInterfaceLanguage } from '../../shared/reason-texts';

/** Where the page keeps an upload in flight, or its error, per slot. */
export type SlotActivity = { readonly status: 'uploading'; readonly progress: number } | { readonly status: 'error'; readonly message: Message };

export const slotKey = (documentType: string, index: number): string => `${documentType}#${index}`;
export const cardAnchor = (documentType: string): string => `document-${documentType.replace(/[^A-Za-z0-9_-]/g, '-')}`;

interface Props {
  readonly requirements: readonly DocumentRequirement[];
  readonly documents: readonly UploadedDocument[];
  readonly activity: ReadonlyMap<string, SlotActivity>;
  readonly locked: boolean;
  /** After submission, the slots staff sent back for a new file: open while the rest stay locked. */
  readonly openSlots?: readonly SentBackDocument[];
  /** A file for a slot; `replaces`, the slot's document it takes the place of. */
  readonly onFile: (requirement: DocumentRequirement, slotIndex: number, file: File, replaces?: UploadedDocument) => void;
  readonly onDownload: (document: UploadedDocument) => void;
  readonly onDelete: (document: UploadedDocument) => void;
  /** Each card's handle (its file chooser), by document type; null when the card goes. */
  readonly cardRef?: (documentType: string, handle: UploadCardHandle | null) => void;
}

/** The upload cards, required first, one slot per allowed file (spec §2, §4). */
export function UploadCards({ requirements, documents, activity, locked, openSlots = [], onFile, onDownload, onDelete, cardRef }: Props) {
  const intl = useIntl();
  const language = useInterfaceLanguage();
  /** The notice of a slot sent back: a new file needed, why, and what to upload instead; undefined for every other slot. */
  const reopenedNotice = (documentType: string, index: number): { title: string; notice: string } | undefined => {
    if (!locked) return undefined;
    const open = openSlots.find((slot) => slot.document_type === documentType && slot.document_index === index);
    if (open === undefined) return undefined;
    const reason = knownDocumentReviewReason(open.reason);
    const [wording] = reason === null ? [] : reasonTexts(DOCUMENT_REVIEW_REASON_WORDING, [reason], language);
    return { title: intl.formatMessage(m.newFileNeeded), notice: intl.formatMessage(m.slotSentBack, { reason: wording ? `${wording.label}. ${wording.nextStep}` : '' }) };
  };
  const texts = {
    dropHint: intl.formatMessage(m.dropHint),
    browse: intl.formatMessage(m.browse),
    uploading: intl.formatMessage(m.uploading),
    download: intl.formatMessage(m.download),
    delete: intl.formatMessage(m.delete),
    replace: intl.formatMessage(m.replace),
    opensInNewTab: intl.formatMessage(commonMessages.opensInNewTab),
    nothingSent: intl.formatMessage(m.nothingSent),
  };
  return (
    <>
      {orderDocumentCards(requirements).map((requirement) => {
        const uploaded = uploadedCountOf(requirement.document_type, documents);
        const state = documentCardState(requirement, uploaded, locked ? openSlotsOfType(openSlots, requirement.document_type).length : 0);
        const formats = [...new Set(requirement.accepted_formats.map(normaliseFormat))];
        const mimeTypes = [...new Set(formats.map(mimeTypeOfExtension).filter((type): type is NonNullable<typeof type> => type !== null))];
        const slots: UploadCardSlot[] = documentSlots(requirement, documents).map((slot) => {
          const current = activity.get(slotKey(requirement.document_type, slot.index));
          let slotState: UploadSlotState;
          if (current?.status === 'uploading') slotState = { status: 'uploading', progress: current.progress };
          else if (slot.document) {
            slotState = {
              status: 'uploaded',
              fileName: slot.document.name,
              uploadedAt: intl.formatMessage(m.uploadedOn, { date: intl.formatDate(slot.document.created_at, { dateStyle: 'medium' }) }),
              // A replacement refused: the file stays, with why.
              error: current?.status === 'error' ? current.message : undefined,
            };
          } else slotState = current?.status === 'error' ? { status: 'empty', error: current.message } : { status: 'empty' };
          const document = slot.document;
          const reopened = reopenedNotice(requirement.document_type, slot.index);
          return {
            reopened,
            id: slotKey(requirement.document_type, slot.index),
            title: intl.formatMessage(slot.optional ? m.slotTitleOptional : m.slotTitle, { index: slot.index }),
            state: slotState,
            onFileSelected: (file: File) => onFile(requirement, slot.index, file),
            onDownload: document ? () => onDownload(document) : undefined,
            // A file sent back is replaced (it stays until the new one is in), not deleted.
            onDelete: document && !locked ? () => onDelete(document) : undefined,
            onReplace: document && reopened ? (file: File) => onFile(requirement, slot.index, file, document) : undefined,
          };
        });
        return (
          <UploadCard
            key={requirement.document_type}
            ref={(handle) => cardRef?.(requirement.document_type, handle)}
            id={cardAnchor(requirement.document_type)}
            label={requirement.label}
            description={requirement.description}
            badge={<CardBadge state={state} />}
            countText={intl.formatMessage(m.count, { uploaded, max: requirement.max_files })}
            formatsText={intl.formatMessage(m.formats, { formats: formats.map((format) => format.toUpperCase()).join(', ') })}
            sizeNote={intl.formatMessage(m.maxSize)}
            minFilesNote={requirement.min_files > 1 ? intl.formatMessage(m.minFiles, { count: requirement.min_files }) : undefined}
            slots={slots}
            texts={texts}
            acceptedFileTypes={mimeTypes}
            isDisabled={locked}
          />
        );
      })}
    </>
  );
}

/** A card's badge: Complete, Incomplete, Optional, or New file needed (a warning) while staff wait for one. */
function CardBadge({ state }: { readonly state: DocumentCardState }) {
  const intl = useIntl();
  if (state === 'new-file-needed') return <StatusBadge kind="incomplete" label={intl.formatMessage(m.newFileNeeded)} />;
  return <StatusBadge kind={state} label={intl.formatMessage(state === 'optional' ? m.optional : portalMessages[state])} />;
}
