// Which file types the platform takes, and how extensions map onto them (spec §5).

export const ACCEPTED_FORMATS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export type FileFormat = (typeof ACCEPTED_FORMATS)[number];

export const ALLOWED_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AllowedMimeType = (typeof ALLOWED_MIME_TYPES)[number];

const MIME_TYPE_OF_FORMAT: Readonly<Record<FileFormat, AllowedMimeType>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const isAllowedMimeType = (type: string): type is AllowedMimeType =>
  (ALLOWED_MIME_TYPES as readonly string[]).includes(type);

export const isAcceptedFormat = (value: string): value is FileFormat =>
  (ACCEPTED_FORMATS as readonly string[]).includes(value);

export const isImageMimeType = (type: AllowedMimeType): boolean => type !== 'application/pdf';

/** The lower-case text after the last dot of a file name; '' when there is none. */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** The MIME type an extension stands for (jpg and jpeg both for JPEG); null for anything else. */
export const mimeTypeOfExtension = (extension: string): AllowedMimeType | null => {
  const normalised = normaliseFormat(extension);
  return isAcceptedFormat(normalised) ? MIME_TYPE_OF_FORMAT[normalised] : null;
};

/** 'PDF', '.pdf' and 'pdf' all name the same format. */
export const normaliseFormat = (format: string): string => format.trim().replace(/^\./, '').toLowerCase();
