import type { StorageRefusal } from '@admission/domain';
import type { Message } from '@admission/ui';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import frenchCatalog from '../../i18n/messages/fr.json';
import { uploadErrorMessage } from './upload-error-message';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} , onError: () => undefined });
const french = createIntl({ locale: 'fr', defaultLocale: 'en', messages: frenchCatalog, onError: () => undefined });

/** The message as read, links as their words. */
const textOf = (message: Message): string => (typeof message === 'string' ? message : message.map((segment) => segment.text).join(''));
const linksOf = (message: Message) => (typeof message === 'string' ? [] : message.filter((segment) => segment.href !== undefined));

describe('uploadErrorMessage', () => {
  it('gives the spec §5 sentence for each file check', () => {
    expect(uploadErrorMessage({ code: 'FILE_SIGNATURE_MISMATCH' }, intl)).toMatch(/^File content doesn't match its declared type \(possible malicious file\)\. /);
    expect(uploadErrorMessage({ code: 'IMAGE_INVALID' }, intl)).toBe('Invalid or corrupted image file');
    expect(uploadErrorMessage({ code: 'FILE_EXTENSION_MISMATCH', extension: 'jpg', type: 'image/png' }, intl)).toBe(
      "File extension jpg doesn't match MIME type image/png",
    );
    expect(uploadErrorMessage({ code: 'FILE_TYPE_NOT_ALLOWED', type: 'text/html' }, intl)).toBe('File type text/html not allowed');
    expect(uploadErrorMessage({ code: 'FILE_NAME_MISSING' }, intl)).toBe('File must have a valid name');
    expect(uploadErrorMessage({ code: 'FILE_TYPE_UNKNOWN' }, intl)).toBe('Unable to determine file type');
    expect(uploadErrorMessage({ code: 'FILE_VALIDATION_FAILED' }, intl)).toBe('File validation failed');
  });

  it('tells to remove the password of a protected PDF, and calls a broken one corrupted', () => {
    expect(uploadErrorMessage({ code: 'PDF_ENCRYPTED' }, intl)).toMatch(/password-protected.*Remove the password/);
    expect(uploadErrorMessage({ code: 'PDF_INVALID' }, intl)).toBe('Invalid or corrupted PDF file');
  });

  it('links words, not raw addresses, to help pages: compression tools when too large, print-to-PDF guides for a wrong format', () => {
    const tooLarge = uploadErrorMessage({ code: 'FILE_TOO_LARGE', maxBytes: 2_097_152, size: 3_000_000 }, intl);
    expect(textOf(tooLarge)).toBe('File too large. Maximum size is 2MB. You can compress a PDF or shrink an image online.');
    expect(linksOf(tooLarge)).toEqual([
      { text: 'compress a PDF', href: 'https://www.ilovepdf.com/compress_pdf' },
      { text: 'shrink an image', href: 'https://www.iloveimg.com/compress-image' },
    ]);
    const wrongFormat = uploadErrorMessage({ code: 'FILE_FORMAT_NOT_ACCEPTED', formats: ['pdf', 'png'] }, intl);
    expect(textOf(wrongFormat)).toMatch(/^Invalid file type\. Allowed: PDF, PNG\. .*print to PDF on Windows or save as PDF on a Mac\.$/);
    expect(linksOf(wrongFormat).map((link) => link.href)).toEqual([
      expect.stringMatching(/^https:\/\/support\.microsoft\.com\/en-us\//),
      expect.stringMatching(/^https:\/\/support\.apple\.com\/en-us\//),
    ]);
    expect(textOf(wrongFormat)).not.toContain('https:');
  });

  it('links French words to pages in French', () => {
    const tooLarge = uploadErrorMessage({ code: 'FILE_TOO_LARGE', maxBytes: 2_097_152, size: 3_000_000 }, french);
    expect(textOf(tooLarge)).toMatch(/^Fichier trop volumineux\. La taille maximale est de 2 Mo\./);
    expect(linksOf(tooLarge)).toEqual([
      { text: 'compresser un PDF', href: 'https://www.ilovepdf.com/fr/compresser_pdf' },
      { text: 'réduire une image', href: 'https://www.iloveimg.com/fr/compresser-image' },
    ]);
    const onlyAccepted = uploadErrorMessage({ code: 'FILE_FORMAT_NOT_ALLOWED', extension: 'docx', formats: ['pdf'] }, french);
    expect(linksOf(onlyAccepted).map((link) => link.href)).toEqual([
      expect.stringMatching(/^https:\/\/support\.microsoft\.com\/fr-fr\//),
      expect.stringMatching(/^https:\/\/support\.apple\.com\/fr-fr\//),
    ]);
  });

  it("adds after the spec's text how to send a JPEG from a phone (HEIC), or that a renamed file is really a PNG", () => {
    const heic = uploadErrorMessage({ code: 'FILE_FORMAT_NOT_ACCEPTED', formats: ['pdf', 'jpg', 'png'], hint: { kind: 'HEIC_PHOTO' } }, intl);
    expect(textOf(heic)).toMatch(/^Invalid file type\. Allowed: PDF, JPG, PNG\. .* This is an iPhone photo in HEIC format\. To send a JPEG instead/);
    const renamed = uploadErrorMessage({ code: 'FILE_SIGNATURE_MISMATCH', hint: { kind: 'RENAMED', actualFormat: 'png', suggestedName: 'portrait.png' } }, intl);
    expect(renamed).toBe("File content doesn't match its declared type (possible malicious file). This file is really a PNG file, whatever its name says: rename it portrait.png and choose it again.");
    const frenchRenamed = uploadErrorMessage({ code: 'FILE_SIGNATURE_MISMATCH', hint: { kind: 'RENAMED', actualFormat: 'jpg', suggestedName: 'scan.jpg' } }, french);
    expect(frenchRenamed).toMatch(/ Ce fichier est en réalité un fichier JPEG.*renommez-le scan\.jpg/);
    expect(textOf(uploadErrorMessage({ code: 'FILE_FORMAT_NOT_ACCEPTED', formats: ['pdf'], hint: { kind: 'HEIC_PHOTO' } }, french))).toMatch(/photo d'iPhone au format HEIC/);
  });

  it('advises a PDF on a slot that takes PDF, and a JPG or PNG, never a PDF, on a slot that takes images only', () => {
    const cv = uploadErrorMessage({ code: 'FILE_FORMAT_NOT_ACCEPTED', formats: ['pdf'] }, intl, ['pdf']);
    expect(textOf(cv)).toBe('Invalid file type. Allowed: PDF. To make a PDF of a document, print to PDF on Windows or save as PDF on a Mac.');
    const photo = uploadErrorMessage({ code: 'FILE_FORMAT_NOT_ACCEPTED', formats: ['jpg', 'png'] }, intl, ['jpg', 'png']);
    expect(textOf(photo)).toBe(
      'Invalid file type. Allowed: JPG, PNG. This document is taken as a JPG or PNG image only: export or save your photo or scan as JPG or PNG (in your photo or image app: Export, or Save as), then upload it.',
    );
    expect(linksOf(photo)).toEqual([]);
    const frenchPhoto = uploadErrorMessage({ code: 'FILE_FORMAT_NOT_ACCEPTED', formats: ['jpg', 'png'] }, french, ['jpg', 'png']);
    expect(textOf(frenchPhoto)).toBe(
      "Type de fichier non valide. Autorisés : JPG, PNG. Ce document n'est accepté qu'en image JPG ou PNG : exportez ou enregistrez votre photo ou votre scan en JPG ou PNG (dans votre application de photos ou d'images : Exporter, ou Enregistrer sous), puis déposez-le.",
    );
    expect(textOf(frenchPhoto)).not.toContain('PDF');
    const frenchCv = uploadErrorMessage({ code: 'FILE_FORMAT_NOT_ACCEPTED', formats: ['pdf'] }, french, ['pdf']);
    expect(textOf(frenchCv)).toMatch(/^Type de fichier non valide\. Autorisés : PDF\. Pour obtenir un PDF d'un document, imprimez-le en PDF sous Windows/);
    // The storage's refusal of a type follows the slot's formats too.
    const stored = uploadErrorMessage({ code: 'STORAGE_UPLOAD_FAILED', refusal: 'FILE_TYPE_NOT_ALLOWED', message: '' }, intl, ['jpg', 'png']);
    expect(textOf(stored)).toMatch(/^Only PDF, JPG, JPEG and PNG files are allowed\. This document is taken as a JPG or PNG image only/);
  });

  it("keeps the spec's words for a file whose content is not its type, then says to make it again in the slot's format", () => {
    const failure = { code: 'FILE_SIGNATURE_MISMATCH' } as const;
    expect(uploadErrorMessage(failure, intl, ['pdf'])).toBe(
      "File content doesn't match its declared type (possible malicious file). Save or export it again as a PDF, then upload it.",
    );
    expect(uploadErrorMessage(failure, intl, ['jpg', 'png'])).toBe(
      "File content doesn't match its declared type (possible malicious file). Save or export it again as a JPG or PNG image, then upload it.",
    );
    expect(uploadErrorMessage(failure, french, ['pdf'])).toBe(
      'Le contenu du fichier ne correspond pas au type déclaré (fichier potentiellement malveillant). Enregistrez-le ou exportez-le de nouveau en PDF, puis déposez-le.',
    );
    expect(uploadErrorMessage(failure, french, ['jpeg', 'png'])).toBe(
      'Le contenu du fichier ne correspond pas au type déclaré (fichier potentiellement malveillant). Enregistrez-le ou exportez-le de nouveau en image JPG ou PNG, puis déposez-le.',
    );
  });

  it("tells a storage refusal in the portal's words, never the server's", () => {
    const server = 'Storage upload failed: The resource already exists';
    const refused = (refusal: StorageRefusal) => uploadErrorMessage({ code: 'STORAGE_UPLOAD_FAILED', refusal, message: server }, intl);
    expect(textOf(refused('FILE_TOO_LARGE'))).toMatch(/^File too large\. Maximum size is 2MB/);
    expect(textOf(refused('FILE_TYPE_NOT_ALLOWED'))).toMatch(/^Only PDF, JPG, JPEG and PNG files are allowed/);
    expect(refused('ALREADY_EXISTS')).toBe('This file was already sent. Refresh the page to see it, or choose the file again.');
    expect(refused('NOT_ALLOWED')).toMatch(/^The upload was refused for your session/);
    expect(refused('INVALID_NAME')).toMatch(/^The file name could not be stored/);
    expect(refused('UNAVAILABLE')).toMatch(/^The file did not reach our storage/);
    expect(refused('UNKNOWN')).toBe('Upload failed');
    const all: StorageRefusal[] = ['FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED', 'ALREADY_EXISTS', 'NOT_ALLOWED', 'INVALID_NAME', 'UNAVAILABLE', 'UNKNOWN'];
    for (const refusal of all) expect(textOf(refused(refusal))).not.toContain('resource already exists');
  });

  it('tells each storage refusal in French from the French catalog', () => {
    const refused = (refusal: StorageRefusal) => uploadErrorMessage({ code: 'STORAGE_UPLOAD_FAILED', refusal, message: 'mime type text/plain is not supported' }, french);
    expect(refused('ALREADY_EXISTS')).toBe('Ce fichier a déjà été envoyé. Actualisez la page pour le voir, ou choisissez à nouveau le fichier.');
    expect(textOf(refused('FILE_TYPE_NOT_ALLOWED'))).toMatch(/^Seuls les fichiers PDF, JPG, JPEG et PNG sont acceptés/);
    expect(refused('UNAVAILABLE')).toMatch(/^Le fichier n'a pas atteint notre espace de stockage/);
  });

  it('shows the server detail, else the fallback', () => {
    expect(uploadErrorMessage({ code: 'RECORD_CREATION_FAILED', detail: 'Slot already taken' }, intl)).toBe('Slot already taken');
    expect(uploadErrorMessage({ code: 'RECORD_CREATION_FAILED', detail: null }, intl)).toBe('Failed to create document record');
    expect(uploadErrorMessage({ code: 'LOCKED', change: 'upload', submittedAt: null }, intl)).toBe('Cannot be changed after submission');
  });

  it('says in the candidate\'s language when every application was withdrawn meanwhile, not the server\'s English', () => {
    expect(uploadErrorMessage({ code: 'ALL_WITHDRAWN' }, intl)).toBe('Your applications have all been withdrawn, so your documents and answers can no longer be changed.');
    expect(uploadErrorMessage({ code: 'ALL_WITHDRAWN' }, french)).toBe('Toutes vos candidatures ont été retirées : vos documents et vos réponses ne peuvent plus être modifiés.');
  });
});
