// Downloading one's data ("Candidates' rights"): which files the archive holds, and a safe, unique name inside it
// for each uploaded document.
import type { UploadedDocument } from '../api/entities';
import { MAX_FILE_NAME_LENGTH } from '../files/file-limits';
import { sanitiseFileName } from '../files/sanitise-file-name';

/** The archive's sections in the order they are listed, with the path each takes inside the archive. */
export const ARCHIVE_SECTIONS = {
  profile: 'profile.json',
  applications: 'applications.json',
  answers: 'nationalities-and-disability.json',
  quiz: 'quiz.json',
  payments: 'payments.json',
  history: 'history.json',
  /** The jury's submitted reviews of their applications: scores, recommendation, comment, total; no reviewer named. */
  reviews: 'reviews.json',
  documents: 'documents/',
} as const;
export type ArchiveSection = keyof typeof ARCHIVE_SECTIONS;

/** What the candidate has, as counts: a section with nothing in it is left out (the profile and applications never are). */
export interface ArchiveContents {
  readonly hasQuiz: boolean;
  readonly payments: number;
  readonly historyEntries: number;
  /** Submitted reviews of their applications (the jury). */
  readonly reviews: number;
  readonly documents: number;
}

/** The sections this candidate's archive holds, in ARCHIVE_SECTIONS order. */
export const archiveSections = (contents: ArchiveContents): readonly ArchiveSection[] => {
  const holds: Readonly<Record<ArchiveSection, boolean>> = {
    profile: true,
    applications: true,
    answers: true,
    quiz: contents.hasQuiz,
    payments: contents.payments > 0,
    history: contents.historyEntries > 0,
    reviews: contents.reviews > 0,
    documents: contents.documents > 0,
  };
  return (Object.keys(ARCHIVE_SECTIONS) as ArchiveSection[]).filter((section) => holds[section]);
};

// The extension sanitiseFileName keeps: a short run of letters and digits after the last dot (never at the start).
const EXTENSION = /(?<=.)\.[A-Za-z0-9]{1,16}$/;

/** `cv.pdf` as `cv-2.pdf`: the suffix goes before the extension, the stem shortened so the name stays within 255. */
const withSuffix = (name: string, copy: number): string => {
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  const suffix = `-${copy}`;
  return `${name.slice(0, name.length - extension.length).slice(0, MAX_FILE_NAME_LENGTH - extension.length - suffix.length)}${suffix}${extension}`;
};

/**
 * The name of each document inside `documents/`, in the order given: its file name made safe by the storage rule
 * (spec §5), and where two would meet (ignoring case, as Windows and macOS unpack them) a -2, -3 ... before the
 * extension, skipping any name already taken.
 */
export const archiveDocumentNames = (documents: readonly Pick<UploadedDocument, 'name'>[]): readonly string[] => {
  const taken = new Set<string>();
  return documents.map((document) => {
    const safe = sanitiseFileName(document.name);
    let name = safe;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = withSuffix(safe, copy);
    taken.add(name.toLowerCase());
    return name;
  });
};
