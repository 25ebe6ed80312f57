import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export interface FilePayload {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

/** A whole one-page PDF: header, objects, a cross-reference table with true offsets, trailer, startxref, %%EOF. */
function minimalPdf(): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj ${object} endobj\n`;
    return offset;
  });
  const xref = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  return `${body}xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

const MINIMAL_PDF = minimalPdf();

/** A real 4x4 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGMwTpsJRwzEcQDrIxMhwmPP/AAAAABJRU5ErkJggg==';

export const pdfFile = (name = 'transcript.pdf'): FilePayload => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(MINIMAL_PDF) });

/**
 * A one-page PDF encrypted by qpdf, from the local backend's test fixtures: `permissions-only` opens without a
 * password (an empty user password), `user-password` needs one.
 */
export const encryptedPdf = (kind: 'permissions-only' | 'user-password', name = `${kind}.pdf`): FilePayload => ({
  name,
  mimeType: 'application/pdf',
  buffer: readFileSync(new URL(`../../../local-backend/src/testing/fixtures/${kind}.pdf`, import.meta.url)),
});

export const pngFile = (name = 'photo.png'): FilePayload => ({ name, mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });

/** A PDF just over the 2 MB limit. */
export const tooLargePdf = (): FilePayload => ({
  name: 'huge-scan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from(MINIMAL_PDF), Buffer.alloc(2_097_152, 0x20)]),
});

/** A text file: not a format any card takes. */
export const textFile = (): FilePayload => ({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes') });

/** An executable renamed to .pdf: the signature check catches it. */
export const disguisedPdf = (): FilePayload => ({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 this is not a PDF at all') });

/** PNG bytes under a .jpg name that the browser reports as image/png. */
export const mislabelledImage = (): FilePayload => ({ ...pngFile('portrait.jpg'), mimeType: 'image/png' });

/** PNG bytes under a .jpg name, typed by its name as browsers do: image/jpeg. */
export const pngNamedJpg = (): FilePayload => ({ ...pngFile('selfie.jpg'), mimeType: 'image/jpeg' });

/** An iPhone photo: an ISO media file of the HEIC brand. */
export const heicPhoto = (): FilePayload => ({
  name: 'IMG_0042.HEIC',
  mimeType: 'image/heic',
  buffer: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(16)]),
});

/** The PNG signature followed by garbage: it cannot be decoded. */
export const corruptedPng = (): FilePayload => ({
  name: 'broken.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage garbage garbage garbage')]),
});

/** A real JPEG, encoded by the browser itself. */
export async function jpegFile(page: Page, name = 'id-photo.jpg'): Promise<FilePayload> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 24;
    canvas.height = 32;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#336699';
      context.fillRect(0, 0, 24, 32);
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    return blob ? Array.from(new Uint8Array(await blob.arrayBuffer())) : [];
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(bytes) };
}
