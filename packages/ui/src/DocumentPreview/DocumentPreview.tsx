import { useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';

export interface DocumentPreviewProps {
  /** The document's content type (e.g. 'image/png', 'application/pdf'). */
  contentType: string;
  /** Where the content is (a signed download URL). */
  url: string;
  /** Document name: the image's alt text and the frame's title. */
  name: string;
  /** 'Preview not available' */
  notAvailableText: string;
  /** 'Image could not be loaded' */
  imageFailedText: string;
  /** 'PDF could not be loaded' */
  pdfFailedText: string;
  /** The app learned that loading failed (e.g. the content request failed). */
  hasFailed?: boolean;
}

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 80vh;
  min-height: 20rem;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.sunken};
  overflow: hidden;
`;

const Image = styled.img`
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
`;

const Pdf = styled.iframe`
  width: 100%;
  height: 100%;
  border: 0;
  background: ${({ theme }) => theme.colors.surface.raised};
`;

const Fallback = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.muted};
  text-align: center;
`;

export type PreviewKind = 'image' | 'pdf' | 'other';

/** Which preview a content type gets. */
export function previewKind(contentType: string): PreviewKind {
  const type = contentType.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  return 'other';
}

/** Inline preview about the height of the screen: an image, a PDF in a frame, or a fallback message. */
export function DocumentPreview({ contentType, url, name, notAvailableText, imageFailedText, pdfFailedText, hasFailed = false }: DocumentPreviewProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const kind = previewKind(contentType);
  const fallback = (text: string) => (
    <Fallback role="status">
      <Icon name="file" size={32} />
      {text}
    </Fallback>
  );
  let content;
  if (kind === 'image') content = imageFailed || hasFailed ? fallback(imageFailedText) : <Image src={url} alt={name} onError={() => setImageFailed(true)} />;
  else if (kind === 'pdf') content = hasFailed ? fallback(pdfFailedText) : <Pdf src={url} title={name} />;
  else content = fallback(notAvailableText);
  return <Frame>{content}</Frame>;
}
