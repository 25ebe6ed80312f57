/** Size shown in KB (rounded to one decimal), or null for 'Unknown'. */
export const sizeInKilobytes = (bytes: number | null | undefined): number | null =>
  typeof bytes === 'number' && Number.isFinite(bytes) && bytes >= 0 ? Math.round((bytes / 1024) * 10) / 10 : null;

export type PreviewKind = 'image' | 'pdf' | 'none';

/** Inline preview by content type: image, PDF in a frame, otherwise 'Preview not available'. */
export const previewKind = (contentType: string | null | undefined): PreviewKind => {
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  return 'none';
};
