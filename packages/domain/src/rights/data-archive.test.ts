import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH } from '../files/file-limits';
import { sanitiseFileName } from '../files/sanitise-file-name';
import { ARCHIVE_SECTIONS, archiveDocumentNames, archiveSections } from './data-archive';

const named = (...names: string[]) => names.map((name) => ({ name }));
const nothing = { hasQuiz: false, payments: 0, historyEntries: 0, reviews: 0, documents: 0 };

describe('archiveSections', () => {
  it('always holds the profile, the applications and the answers', () => {
    expect(archiveSections(nothing)).toEqual(['profile', 'applications', 'answers']);
  });

  it('holds every section, in order, for a candidate who has everything', () => {
    expect(archiveSections({ hasQuiz: true, payments: 1, historyEntries: 3, reviews: 2, documents: 4 })).toEqual(Object.keys(ARCHIVE_SECTIONS));
  });

  it.each([
    [{ hasQuiz: true }, 'quiz'],
    [{ payments: 1 }, 'payments'],
    [{ historyEntries: 1 }, 'history'],
    [{ reviews: 1 }, 'reviews'],
    [{ documents: 1 }, 'documents'],
  ] as const)('adds a section only when there is something in it: %j', (having, section) => {
    expect(archiveSections({ ...nothing, ...having })).toEqual(['profile', 'applications', 'answers', section]);
  });

  it('puts each section at its own path, the documents in a folder', () => {
    expect(new Set(Object.values(ARCHIVE_SECTIONS)).size).toBe(Object.keys(ARCHIVE_SECTIONS).length);
    expect(ARCHIVE_SECTIONS.documents).toBe('documents/');
  });
});

describe('archiveDocumentNames', () => {
  it('makes names safe by the storage rule', () => {
    expect(archiveDocumentNames(named('Relevé de notes.pdf', '../../etc/passwd', '.bashrc'))).toEqual(['Releve_de_notes.pdf', 'etc_passwd', 'file_.bashrc']);
  });

  it('suffixes -2, -3 ... before the extension when names meet, the first one keeping its name', () => {
    expect(archiveDocumentNames(named('cv.pdf', 'cv.pdf', 'CV.PDF', 'c v.pdf', 'notes', 'notes'))).toEqual(['cv.pdf', 'cv-2.pdf', 'CV-3.PDF', 'c_v.pdf', 'notes', 'notes-2']);
  });

  it('meets two names that differ once made safe', () => {
    expect(archiveDocumentNames(named('photo é.png', 'photo e.png'))).toEqual(['photo_e.png', 'photo_e-2.png']);
  });

  it('skips a suffix already taken by a real name', () => {
    expect(archiveDocumentNames(named('cv-2.pdf', 'cv.pdf', 'cv.pdf'))).toEqual(['cv-2.pdf', 'cv.pdf', 'cv-3.pdf']);
  });

  it('keeps a suffixed long name within 255 characters, extension included', () => {
    const long = `${'a'.repeat(300)}.pdf`;
    const [first, second] = archiveDocumentNames(named(long, long));
    expect(first).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(second).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(second?.endsWith('-2.pdf')).toBe(true);
  });

  it('gives every document a unique, safe name, whatever they are called', () => {
    const name = fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('cv.pdf', 'CV.pdf', 'cv-2.pdf', 'scan.jpg', '', '..', '.pdf', 'é.png', `${'b'.repeat(260)}.jpeg`));
    fc.assert(
      fc.property(fc.array(name, { maxLength: 12 }), (names) => {
        const result = archiveDocumentNames(named(...names));
        expect(result).toHaveLength(names.length);
        expect(new Set(result.map((each) => each.toLowerCase())).size).toBe(result.length);
        for (const each of result) {
          expect(sanitiseFileName(each)).toBe(each);
          expect(each.length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
          expect(each).not.toMatch(/^\.|\.\.|[/\\]/);
        }
      }),
      { numRuns: 300 },
    );
  });
});
