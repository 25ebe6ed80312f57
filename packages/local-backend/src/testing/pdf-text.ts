// The words a reader sees in a PDF, as pdf.js extracts them page by page (compressed streams included). In Node,
// pdf.js parses in this thread (its "fake worker"), loading its worker module itself.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** Every page's text of the PDF, one line a page. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? (item as TextItem).str : '')).join(' '));
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}
