// Real pages the upload errors point to (spec §5): how to print to PDF, and how to shrink a file.
export const PRINT_TO_PDF_LINKS = {
  windows: 'https://support.microsoft.com/en-us/windows/print-to-pdf-in-windows-10-and-windows-11-0da5d4d5-7a0a-4d09-8d15-0a9b11d3a0d8',
  mac: 'https://support.apple.com/guide/mac-help/save-a-document-as-a-pdf-on-mac-mchlp1531/mac',
} as const;

export const COMPRESSION_LINKS = {
  pdf: 'https://www.ilovepdf.com/compress_pdf',
  image: 'https://tinypng.com/',
} as const;
