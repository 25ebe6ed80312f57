// Files as a candidate's own software writes them: a PDF whose information dictionary and XMP name its author, a
// phone's JPEG whose EXIF and XMP name its owner (and turn it on its side), a PNG whose text chunks do.
import { PDFDocument, PDFName, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import sharp from 'sharp';

export interface Author {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

const fullName = (author: Author): string => `${author.firstName} ${author.lastName}`;

/** An XMP packet naming the author (dc:creator, dc:title), as word processors and cameras write it. */
export const xmpNaming = (author: Author): string =>
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
  `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${fullName(author)}</rdf:li></rdf:Seq></dc:creator>` +
  `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">CV of ${fullName(author)} (${author.email})</rdf:li></rdf:Alt></dc:title></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** A one-page CV whose page says only "Curriculum vitae", and whose /Author, /Title, /Subject, /Keywords and XMP name the author. */
export async function aPdfNaming(author: Author): Promise<Buffer> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const page = document.addPage([300, 200]);
  page.drawText('Curriculum vitae', { x: 40, y: 120, size: 18, font: await document.embedFont(StandardFonts.Helvetica) });
  const info = document.context.obj({
    Author: PDFString.of(fullName(author)),
    Title: PDFString.of(`CV - ${fullName(author)}`),
    Subject: PDFString.of(author.email),
    Keywords: PDFString.of(author.lastName),
    Creator: PDFString.of(`Word (${author.firstName}'s laptop)`),
    Producer: PDFString.of('A word processor'),
  });
  document.context.trailerInfo.Info = document.context.register(info);
  const xmp = document.context.stream(xmpNaming(author), { Type: 'Metadata', Subtype: 'XML' });
  document.catalog.set(PDFName.of('Metadata'), document.context.register(xmp));
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** Raw RGB pixels of a picture that is not the same any way round (its top-left quarter red). */
export function asymmetricPixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3, 200);
  for (let y = 0; y < height / 2; y += 1) for (let x = 0; x < width / 2; x += 1) pixels.set([220, 20, 20], (y * width + x) * 3);
  return pixels;
}

/** A phone's JPEG: EXIF naming its owner (Artist, Copyright, the camera's serial) turned a quarter (orientation 6), an XMP packet, a comment. */
export async function aJpegNaming(author: Author, orientation = 6): Promise<Buffer> {
  const jpeg = await sharp(asymmetricPixels(64, 48), { raw: { width: 64, height: 48, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: fullName(author), Copyright: author.email, Make: 'Phone', Model: `${author.firstName}'s phone` } })
    .withMetadata({ orientation })
    .withXmp(xmpNaming(author))
    .toBuffer();
  const comment = Buffer.from(`Taken by ${fullName(author)}`, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2)]);
}

/** A PNG with tEXt (Author), iTXt (XMP), eXIf and tIME chunks. */
export async function aPngNaming(author: Author): Promise<Buffer> {
  return sharp(asymmetricPixels(40, 30), { raw: { width: 40, height: 30, channels: 3 } })
    .png()
    .withExif({ IFD0: { Artist: fullName(author), Copyright: author.email } })
    .withXmp(xmpNaming(author))
    .toBuffer();
}
