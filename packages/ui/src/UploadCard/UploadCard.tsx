import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert';
import { Card } from '../Card';
import { Text } from '../Typography';
import { UploadSlot, type FilePicker, type UploadSlotProps } from '../UploadSlot';

export type UploadCardSlot = Omit<UploadSlotProps, 'pickerRef' | 'texts' | 'acceptedFileTypes' | 'isDisabled'> & {
  id: string;
  /**
   * Open again while the card is locked (a document staff sent back for a new file), with its title ('New file
   * needed') and the reason shown above it: this slot alone takes a new file.
   */
  reopened?: { title?: string; notice: string };
};

/** What a screen may ask of a card: open the file chooser of its first empty slot (false when it has none). */
export interface UploadCardHandle {
  openFilePicker: () => boolean;
}

export interface UploadCardProps {
  /** Anchor id (the documents screen scrolls to the first missing card). */
  id?: string;
  /** Document type label (e.g. 'Passport or ID card'). */
  label: string;
  description?: string;
  /** A StatusBadge: Complete / Incomplete / Optional. */
  badge: ReactNode;
  /** e.g. '1/2 uploaded' */
  countText: string;
  /** e.g. 'Formats: PDF, JPG, PNG' */
  formatsText: string;
  /** e.g. 'Max 2MB each' */
  sizeNote: string;
  /** e.g. 'Min 2 files required' (only when the minimum is above 1). */
  minFilesNote?: string;
  /** One slot per allowed file. */
  slots: readonly UploadCardSlot[];
  texts: UploadSlotProps['texts'];
  acceptedFileTypes?: readonly string[];
  /** Locked after submission: only the files sent show (or `texts.nothingSent`), with no upload and no delete. */
  isDisabled?: boolean;
  ref?: Ref<UploadCardHandle>;
}

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

const ClickArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * A document type with its slots. Clicking an empty part of the card opens the file chooser of the empty slot
 * clicked, or of the first one (a mouse shortcut; keyboard users have one Browse button a slot). Locked, it
 * shows what was sent and nothing to act on.
 */
export function UploadCard({ id, label, description, badge, countText, formatsText, sizeNote, minFilesNote, slots, texts, acceptedFileTypes, isDisabled, ref }: UploadCardProps) {
  const pickers = useRef(new Map<string, FilePicker>());
  // Locked: the files sent, or the first slot alone (which says that nothing was sent).
  const sent = slots.filter((slot) => slot.state.status === 'uploaded' || slot.reopened);
  const shown = !isDisabled ? slots : sent.length > 0 ? sent : slots.slice(0, 1);
  const slotDisabled = (slot: UploadCardSlot | undefined): boolean => Boolean(isDisabled) && slot?.reopened === undefined;
  const firstEmpty = shown.find((slot) => slot.state.status === 'empty' && !slotDisabled(slot));
  const openPicker = (slotId: string | undefined): boolean => {
    const slot = shown.find((candidate) => candidate.id === slotId);
    const picker = slotId === undefined || slotDisabled(slot) ? undefined : pickers.current.get(slotId);
    picker?.open();
    return picker !== undefined;
  };
  useImperativeHandle(ref, () => ({ openFilePicker: () => openPicker(firstEmpty?.id) }));
  const onCardClick = (target: EventTarget) => {
    // Clicks on controls inside the card keep their own meaning.
    if (!(target instanceof Element) || target.closest('button, a, input, [role="button"]')) return;
    const clicked = target.closest<HTMLElement>('[data-slot-id]')?.dataset.slotId;
    const empty = shown.find((slot) => slot.id === clicked && slot.state.status === 'empty' && !slotDisabled(slot));
    openPicker((empty ?? firstEmpty)?.id);
  };
  return (
    <Card id={id} title={label} badge={badge} description={description} asRegion>
      {/* The Browse buttons give keyboard and screen-reader users the same action. */}
      <ClickArea onClick={(event) => onCardClick(event.target)} data-empty-card={firstEmpty ? '' : undefined}>
        <Meta>
          <li>
            <Text as="span" size="sm" weight="semibold">
              {countText}
            </Text>
          </li>
          {isDisabled ? null : (
            <>
              <li>{formatsText}</li>
              <li>{sizeNote}</li>
              {minFilesNote ? <li>{minFilesNote}</li> : null}
            </>
          )}
        </Meta>
        {shown.map(({ id: slotId, reopened, ...slot }) => (
          <div key={slotId} data-slot-id={slotId}>
            {reopened ? <Alert tone="warning" title={reopened.title} message={reopened.notice} role="none" /> : null}
            <UploadSlot
              {...slot}
              texts={texts}
              acceptedFileTypes={acceptedFileTypes}
              isDisabled={Boolean(isDisabled) && reopened === undefined}
              pickerRef={(picker) => {
                if (picker) pickers.current.set(slotId, picker);
                else pickers.current.delete(slotId);
              }}
            />
          </div>
        ))}
      </ClickArea>
    </Card>
  );
}
