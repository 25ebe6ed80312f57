// "Export CSV" on /admin: every application matching the search and filter, as a spreadsheet opens
// it (UTF-8 with a byte-order mark, CRLF lines) and with no cell a spreadsheet would run as a formula.
import type { AdminApplicationListItem, DealStatus } from '../api/entities';
import { dealStatusOf } from '../applications/deal-status';

/** Makes Excel and LibreOffice read the file as UTF-8 (accents right). */
export const CSV_BOM = '\uFEFF';

/** A text cell starting with one of these is a formula to a spreadsheet (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text that would start a formula gets a leading apostrophe: the spreadsheet shows it as text. */
export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** One cell: numbers as they are, text neutralised, and quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, ended by CRLF (RFC 4180). */
export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The cells of a CSV text as this module writes it (RFC 4180: quoted cells may hold commas, doubled quotes and line
 * breaks; every line ends with CRLF); a byte-order mark is the caller's to remove. Throws on a text that does not
 * end its last line. For reading an export back (the tests, an import).
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0 || quoted) throw new Error('CSV text does not end its last line with CRLF');
  return rows;
}

/** `applications-2026-03-05.csv`: the export's date (UTC) in the name. */
export const exportFileName = (now: Date): string => `applications-${now.toISOString().slice(0, 10)}.csv`;

/** The columns of the export, in order: the catalogs of @admission/wording name each in a language. */
export const EXPORT_COLUMNS = ['application', 'firstName', 'lastName', 'email', 'phone', 'program', 'status', 'quizScore', 'documents', 'payers', 'appliedOn'] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** The words of the export in one language: each column's header, each status (a withdrawn application's too). */
export interface CsvExportWording {
  readonly columns: Readonly<Record<ExportColumn, string>>;
  readonly status: Readonly<Record<DealStatus | 'WITHDRAWN', string>>;
}

/** The header line of the export, in the words of the staff member's language. */
export const exportHeaderLine = (words: CsvExportWording): string => csvLine(EXPORT_COLUMNS.map((column) => words.columns[column]));

/** One application's line: its id, the candidate, the program, the status in words, the counts, the date (YYYY-MM-DD). */
export const exportApplicationLine = (item: AdminApplicationListItem, words: CsvExportWording): string =>
  csvLine([
    item.deal_id,
    item.first_name,
    item.last_name,
    item.email,
    item.phone ?? null,
    item.program_name,
    // A withdrawn application reads Withdrawn whatever status it had.
    words.status[item.withdrawn_at ? 'WITHDRAWN' : dealStatusOf(item)],
    item.quiz_score ?? null,
    item.document_count,
    item.payer_count,
    item.created_at.slice(0, 10),
  ]);
