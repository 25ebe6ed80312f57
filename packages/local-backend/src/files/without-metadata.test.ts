import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { aPdf, aPng } from '../testing/files';
import { aJpegNaming, aPdfNaming, aPngNaming } from '../testing/files-with-metadata';
import { aCameraStyleJpeg, aJpegJsJpeg } from '../testing/images';
import { pdfText } from '../testing/pdf-text';
import { jpegWithoutMetadata, MetadataNotRemovable, pdfWithoutMetadata, pngWithoutMetadata, withoutMetadata } from './without-metadata';

const AUTHOR = { firstName: 'Philippa', lastName: 'Grossetête', email: 'p.grossetete@example.com' };
const named = (file: Buffer): boolean => ['Philippa', 'Grosset', 'p.grossetete'].some((word) => file.toString('latin1').includes(word) || file.toString('utf8').includes(word));
const pixels = (file: Buffer): Promise<Buffer> => sharp(file).rotate().raw().toBuffer();

describe('pdfWithoutMetadata', () => {
  it('drops the information dictionary and the XMP stream, and keeps the page', async () => {
    const original = await aPdfNaming(AUTHOR);
    expect(named(original)).toBe(true);
    const cleaned = await pdfWithoutMetadata(original);
    expect(named(cleaned)).toBe(false);
    const pdf = await PDFDocument.load(cleaned, { updateMetadata: false });
    expect([pdf.getAuthor(), pdf.getTitle(), pdf.getSubject(), pdf.getKeywords(), pdf.getCreator(), pdf.getProducer()]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(pdf.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect(pdf.getPageCount()).toBe(1);
    expect(await pdfText(cleaned)).toBe('Curriculum vitae');
  });

  it('keeps the text of a PDF that had no metadata', async () => {
    const original = aPdf('Relevé de notes');
    expect(await pdfText(await pdfWithoutMetadata(original))).toBe(await pdfText(original));
  });

  it('refuses what is not a PDF', async () => {
    await expect(pdfWithoutMetadata(Buffer.from('not a pdf at all'))).rejects.toBeInstanceOf(MetadataNotRemovable);
  });
});

describe('jpegWithoutMetadata', () => {
  it('drops EXIF, XMP and comments, keeps the orientation alone, and the pixels as they were', async () => {
    const original = await aJpegNaming(AUTHOR, 6);
    expect(named(original)).toBe(true);
    const cleaned = jpegWithoutMetadata(original);
    expect(named(cleaned)).toBe(false);
    const metadata = await sharp(cleaned).metadata();
    expect({ orientation: metadata.orientation, xmp: metadata.xmp, comments: metadata.comments, width: metadata.width }).toEqual({ orientation: 6, xmp: undefined, comments: undefined, width: 64 });
    expect((await pixels(cleaned)).equals(await pixels(original))).toBe(true);
  });

  it('adds no EXIF to a picture the right way up', async () => {
    const cleaned = jpegWithoutMetadata(await aJpegNaming(AUTHOR, 1));
    expect((await sharp(cleaned).metadata()).exif).toBeUndefined();
  });

  it("drops a phone's EXIF thumbnail and the bytes after the end of the picture", async () => {
    const original = aCameraStyleJpeg();
    const cleaned = jpegWithoutMetadata(original);
    expect(cleaned.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    expect(cleaned.includes(Buffer.from('trailing maker data'))).toBe(false);
    expect((await pixels(cleaned)).equals(await pixels(original))).toBe(true);
  });

  it('leaves a JPEG without metadata as it was', () => {
    const plain = aJpegJsJpeg();
    expect(jpegWithoutMetadata(plain).equals(plain)).toBe(true);
  });

  it('refuses a file whose segments run past its end', () => {
    expect(() => jpegWithoutMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00, 0x01]))).toThrow(MetadataNotRemovable);
  });
});

describe('pngWithoutMetadata', () => {
  it('drops text, eXIf and time chunks, and keeps the pixels', async () => {
    const original = await aPngNaming(AUTHOR);
    expect(named(original)).toBe(true);
    const cleaned = pngWithoutMetadata(original);
    expect(named(cleaned)).toBe(false);
    const metadata = await sharp(cleaned).metadata();
    expect({ exif: metadata.exif, xmp: metadata.xmp }).toEqual({ exif: undefined, xmp: undefined });
    expect((await pixels(cleaned)).equals(await pixels(original))).toBe(true);
  });

  it('leaves a PNG without metadata as it was', () => {
    const plain = aPng();
    expect(pngWithoutMetadata(plain).equals(plain)).toBe(true);
  });
});

describe('withoutMetadata', () => {
  it('refuses a type no slot takes rather than serve it as it is', async () => {
    await expect(withoutMetadata(Buffer.from('hello'), 'text/plain')).rejects.toBeInstanceOf(MetadataNotRemovable);
  });
});
