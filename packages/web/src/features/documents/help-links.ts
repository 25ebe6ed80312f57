import type { Language } from '../../i18n/language';

/** Real pages the upload errors point to (spec §5), in the candidate's language: printing to PDF, making a file smaller. */
export interface HelpLinks {
  readonly windowsGuide: string;
  readonly macGuide: string;
  readonly pdfTool: string;
  readonly imageTool: string;
}

export const HELP_LINKS: Readonly<Record<Language, HelpLinks>> = {
  en: {
    windowsGuide: 'https://support.microsoft.com/en-us/windows/print-to-pdf-in-windows-10-and-windows-11-0da5d4d5-7a0a-4d09-8d15-0a9b11d3a0d8',
    macGuide: 'https://support.apple.com/en-us/guide/mac-help/mchlp1531/mac',
    pdfTool: 'https://www.ilovepdf.com/compress_pdf',
    imageTool: 'https://www.iloveimg.com/compress-image',
  },
  fr: {
    windowsGuide: 'https://support.microsoft.com/fr-fr/windows/print-to-pdf-in-windows-10-and-windows-11-0da5d4d5-7a0a-4d09-8d15-0a9b11d3a0d8',
    macGuide: 'https://support.apple.com/fr-fr/guide/mac-help/mchlp1531/mac',
    pdfTool: 'https://www.ilovepdf.com/fr/compresser_pdf',
    imageTool: 'https://www.iloveimg.com/fr/compresser-image',
  },
};
