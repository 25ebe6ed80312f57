// Test files: real ones from the seed's generators, and broken or disguised ones.
import { crc32 } from '@admission/domain';
import { readFileSync } from 'node:fs';
import { samplePdf, samplePng } from '../seed/sample-files';

export const aPdf = (title = 'Test document'): Buffer => samplePdf(title, 'uploaded by a test');
export const aPng = (width = 16, height = 12): Buffer => samplePng(width, height, 90);
/** A Windows executable's first bytes, to be named like a PDF. */
export const anExecutable = (): Buffer => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 1)]);
/** A PDF signature followed by padding up to `size` bytes. */
export const aPdfOfSize = (size: number): Buffer => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);
/** A PNG whose header claims a zero width. */
export const aZeroWidthPng = (): Buffer => {
  const png = aPng();
  png.writeUInt32BE(0, 16);
  return png;
};

export const storagePath = (userId: string, type: string, name: string, timestamp = 1_790_000_000_000): string =>
  `documents/${userId}/${type}/${timestamp}_${name}`;

/** The PNG with every chunk's CRC recomputed: a file whose structure holds whatever its data says. */
export function withValidCrcs(png: Buffer): Buffer {
  const copy = Buffer.from(png);
  for (let offset = 8; offset + 12 <= copy.length; ) {
    const length = copy.readUInt32BE(offset);
    copy.writeUInt32BE(crc32(copy, offset + 4, offset + 8 + length), offset + 8 + length);
    offset += 12 + length;
  }
  return copy;
}

/** A PNG with a wrong CRC in its IDAT chunk. */
export function aPngWithBadCrc(): Buffer {
  const png = aPng();
  const idat = png.indexOf(Buffer.from('IDAT'));
  const length = png.readUInt32BE(idat - 4);
  png[idat + 4 + length] = (png[idat + 4 + length] ?? 0) ^ 0xff;
  return png;
}

/**
 * A one-page PDF encrypted by qpdf (fixtures/, made with `qpdf --encrypt USER owner BITS -- in.pdf out.pdf`):
 * `permissions-only` has an empty user password (AES-256; `-aes128` AES-128), so every reader opens it without
 * asking; `user-password` needs the password "user".
 */
export const encryptedPdf = (kind: 'permissions-only' | 'permissions-only-aes128' | 'user-password'): Buffer =>
  readFileSync(new URL(`./fixtures/${kind}.pdf`, import.meta.url));
