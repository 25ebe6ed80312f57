import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../Card';
import { Text } from '../Typography';
import { UploadSlot, type UploadSlotProps } from '../UploadSlot';

export type UploadCardSlot = Omit<UploadSlotProps, 'inputRef' | 'texts' | 'acceptedFileTypes' | 'isDisabled'> & { id: string };

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
  isDisabled?: boolean;
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
 * A document type with its slots. Clicking an empty part of the card opens the first empty slot's file
 * picker (a mouse shortcut; keyboard users reach the Browse buttons).
 */
export function UploadCard({ id, label, description, badge, countText, formatsText, sizeNote, minFilesNote, slots, texts, acceptedFileTypes, isDisabled }: UploadCardProps) {
  const firstInput = useRef<HTMLInputElement>(null);
  const firstEmpty = slots.findIndex((slot) => slot.state.status === 'empty');
  const openPicker = (target: EventTarget) => {
    if (isDisabled || firstEmpty < 0) return;
    // Clicks on controls inside the card keep their own meaning.
    if (target instanceof Element && target.closest('button, a, input, [role="button"]')) return;
    firstInput.current?.click();
  };
  return (
    <Card id={id} title={label} badge={badge} description={description} asRegion>
      {/* The Browse buttons give keyboard and screen-reader users the same action. */}
      <ClickArea onClick={(event) => openPicker(event.target)} data-empty-card={firstEmpty >= 0 || undefined}>
        <Meta>
          <li>
            <Text as="span" size="sm" weight="semibold">
              {countText}
            </Text>
          </li>
          <li>{formatsText}</li>
          <li>{sizeNote}</li>
          {minFilesNote ? <li>{minFilesNote}</li> : null}
        </Meta>
        {slots.map(({ id: slotId, ...slot }, index) => (
          <UploadSlot key={slotId} {...slot} texts={texts} acceptedFileTypes={acceptedFileTypes} isDisabled={isDisabled} inputRef={index === firstEmpty ? firstInput : undefined} />
        ))}
      </ClickArea>
    </Card>
  );
}
