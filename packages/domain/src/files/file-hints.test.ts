import { describe, expect, it } from 'vitest';
import { aValidJpeg, aValidPdf, aValidPng } from '../testing';
import { fileHintFor, isHeicPhoto } from './file-hints';

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
/** The start of an ISO media file: box size, 'ftyp', its major brand. */
const isoMediaHead = (brand: string) => Uint8Array.from([0, 0, 0, 0x18, ...ascii('ftyp'), ...ascii(brand), 0, 0, 0, 0, ...ascii('mif1')]);
const none = new Uint8Array();

describe('isHeicPhoto', () => {
  it.each(['IMG_0042.HEIC', 'photo.heif', 'scan.hif'])('knows %s by its name', (name) => {
    expect(isHeicPhoto({ name, type: '' }, none)).toBe(true);
  });

  it.each(['image/heic', 'IMAGE/HEIF', 'image/heic-sequence'])('knows the type %s under any name', (type) => {
    expect(isHeicPhoto({ name: 'photo.jpg', type }, none)).toBe(true);
  });

  it.each(['heic', 'heix', 'mif1'])('knows the bytes of a %s file renamed .jpg', (brand) => {
    expect(isHeicPhoto({ name: 'photo.jpg', type: 'image/jpeg' }, isoMediaHead(brand))).toBe(true);
  });

  it('leaves other ISO media files (an MP4, an AVIF) and accepted files alone', () => {
    expect(isHeicPhoto({ name: 'clip.mp4', type: 'video/mp4' }, isoMediaHead('isom'))).toBe(false);
    expect(isHeicPhoto({ name: 'photo.avif', type: 'image/avif' }, isoMediaHead('avif'))).toBe(false);
    expect(isHeicPhoto({ name: 'photo.jpg', type: 'image/jpeg' }, aValidJpeg())).toBe(false);
  });
});

describe('fileHintFor', () => {
  it('tells a HEIC photo first, whatever else its name says', () => {
    expect(fileHintFor({ name: 'IMG_0042.heic', type: 'image/heic' }, isoMediaHead('heic'))).toEqual({ kind: 'HEIC_PHOTO' });
  });

  it('tells a PNG named .jpg (or .jpeg) that it is a PNG, with the name to give it', () => {
    expect(fileHintFor({ name: 'portrait.jpg', type: 'image/jpeg' }, aValidPng())).toEqual({ kind: 'RENAMED', actualFormat: 'png', suggestedName: 'portrait.png' });
    expect(fileHintFor({ name: 'my.portrait.JPEG', type: 'image/png' }, aValidPng())).toEqual({ kind: 'RENAMED', actualFormat: 'png', suggestedName: 'my.portrait.png' });
  });

  it('tells a JPEG named .png, a PDF without extension, and a PDF named .txt what they are', () => {
    expect(fileHintFor({ name: 'scan.png', type: 'image/png' }, aValidJpeg())).toEqual({ kind: 'RENAMED', actualFormat: 'jpg', suggestedName: 'scan.jpg' });
    expect(fileHintFor({ name: 'transcript', type: '' }, aValidPdf())).toEqual({ kind: 'RENAMED', actualFormat: 'pdf', suggestedName: 'transcript.pdf' });
    expect(fileHintFor({ name: 'notes.txt', type: 'text/plain' }, aValidPdf())).toEqual({ kind: 'RENAMED', actualFormat: 'pdf', suggestedName: 'notes.pdf' });
  });

  it('has nothing to add when the content matches its name, or is of no accepted format', () => {
    expect(fileHintFor({ name: 'portrait.png', type: 'image/png' }, aValidPng())).toBeNull();
    expect(fileHintFor({ name: 'photo.jpeg', type: 'image/jpeg' }, aValidJpeg())).toBeNull();
    expect(fileHintFor({ name: 'notes.txt', type: 'text/plain' }, Uint8Array.from(ascii('just some notes')))).toBeNull();
    expect(fileHintFor({ name: 'empty.jpg', type: 'image/jpeg' }, none)).toBeNull();
  });
});
