import { MAX_FILE_NAME_LENGTH } from './file-limits';

// Letters NFKD does not take apart, folded by hand (French and a few neighbours).
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE', ß: 'ss', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', þ: 'th', Þ: 'TH',
};
// An extension is a short run of letters and digits after the last dot.
const EXTENSION = /\.([A-Za-z0-9]{1,16})$/;

/** Accents folded to plain letters; spaces, illegal and other characters to underscores. */
const foldCharacters = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/gu, (char) => FOLDED_LETTERS[char] ?? '_')
    .replace(/[^A-Za-z0-9._-]/g, '_');

/** '..' removed (so a run of n dots keeps n mod 2), underscores collapsed, leading ones trimmed. */
const tidy = (text: string): string =>
  text
    .replace(/\.{2,}/g, (dots) => (dots.length % 2 === 1 ? '.' : ''))
    .replace(/_+/g, '_')
    .replace(/^_+/, '');

const withFilePrefix = (text: string): string => (text.startsWith('.') ? `file_${text}` : text);

/**
 * The storage-safe form of a file name (spec §5): only letters, digits, dot, underscore and hyphen;
 * no '..'; never a leading dot ('file_' prefix); at most 255 characters with the extension kept;
 * 'file' for an empty base name. Sanitising twice changes nothing.
 */
export const sanitiseFileName = (name: string): string => {
  const folded = foldCharacters(name);
  const match = EXTENSION.exec(folded);
  if (match === null || match.index === 0) {
    const whole = withFilePrefix(tidy(folded).replace(/_+$/, ''));
    if (whole === '') return 'file';
    return whole.slice(0, MAX_FILE_NAME_LENGTH).replace(/_+$/, '');
  }
  const extension = match[1] ?? '';
  // A stem ending in a dot would meet the extension's dot as '..'.
  const stem = withFilePrefix(tidy(folded.slice(0, match.index)).replace(/\.$/, ''));
  const base = (stem === '' ? 'file' : stem).slice(0, MAX_FILE_NAME_LENGTH - extension.length - 1).replace(/\.$/, '');
  return `${base}.${extension}`;
};
