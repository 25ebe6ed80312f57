import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AdminApplicationListItem } from '../api/entities';
import { CSV_BOM, EXPORT_COLUMNS, csvCell, csvLine, exportApplicationLine, exportFileName, exportHeaderLine, neutraliseFormula, readCsv, type CsvExportWording } from './csv-export';

/** The cells of one line (without its CRLF). */
const readLine = (line: string): string[] => readCsv(`${line}\r\n`)[0] ?? [];

describe('formula injection', () => {
  it.each(['=SUM(A1:A2)', '+33 1 23', '-2+3', '@cmd', '\tx', '\rx'])('neutralises %j with a leading apostrophe', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('leaves other text alone, and numbers as numbers', () => {
    expect(neutraliseFormula('Ada = Lovelace')).toBe('Ada = Lovelace');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('never lets a cell read back start a formula', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const [read] = readLine(csvCell(text));
        expect(read).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});

describe('csv cells and lines', () => {
  it('quotes a comma, a quote, a line break or edge spaces, doubling quotes', () => {
    expect(csvCell('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('Zoë Ñúñez')).toBe('Zoë Ñúñez');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('ends each line with CRLF and reads back the same cells (neutralised)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 6 }), (cells) => {
        const line = csvLine(cells);
        expect(line.endsWith('\r\n')).toBe(true);
        expect(readLine(line.slice(0, -2))).toEqual(cells.map(neutraliseFormula));
      }),
    );
  });

  it('starts the file with a byte-order mark and names it with the date', () => {
    expect(CSV_BOM).toBe('\uFEFF');
    expect(exportFileName(new Date('2026-03-05T23:30:00Z'))).toBe('applications-2026-03-05.csv');
  });
});

describe('the export of an application', () => {
  const item: AdminApplicationListItem = {
    deal_id: 41,
    first_name: '=HYPERLINK("http://x")',
    last_name: 'Dupré',
    email: 'zoe@example.com',
    phone: null,
    program_name: 'MSc Finance, Paris',
    deal_status: 'REJECTED',
    quiz_score: 12,
    document_count: 4,
    payer_count: 1,
    created_at: '2026-03-01T10:00:00Z',
  };

  /** Words made up from the ids (the product's are in @admission/wording). */
  const words: CsvExportWording = {
    columns: Object.fromEntries(EXPORT_COLUMNS.map((column) => [column, `header ${column}`])) as CsvExportWording['columns'],
    status: { DRAFT: 'draft word', IN_PROGRESS: 'in progress word', COMPLETE: 'complete word', ADMISSIBLE: 'admissible word', REJECTED: 'rejected word', WITHDRAWN: 'withdrawn word' },
  };

  it('writes the headers in the order of the columns', () => {
    expect(readLine(exportHeaderLine(words).slice(0, -2))).toEqual(EXPORT_COLUMNS.map((column) => `header ${column}`));
    expect(EXPORT_COLUMNS.indexOf('status')).toBe(6);
  });

  it('writes each column, the status in words, the injected formula neutralised', () => {
    expect(readLine(exportApplicationLine(item, words).slice(0, -2))).toEqual([
      '41',
      `'=HYPERLINK("http://x")`,
      'Dupré',
      'zoe@example.com',
      '',
      'MSc Finance, Paris',
      'rejected word',
      '12',
      '4',
      '1',
      '2026-03-01',
    ]);
    expect(readLine(exportApplicationLine({ ...item, deal_status: null }, words).slice(0, -2))[6]).toBe('draft word');
    expect(readLine(exportApplicationLine({ ...item, withdrawn_at: '2026-03-02T10:00:00Z' }, words).slice(0, -2))[6]).toBe('withdrawn word');
  });
});

describe('readCsv', () => {
  it('reads lines back, quoted cells with commas, quotes and line breaks included', () => {
    const text = csvLine(['a', 'b,c', 'say "hi"', 'two\nlines', 3]) + csvLine(['', null, '=x']);
    expect(readCsv(text)).toEqual([
      ['a', 'b,c', 'say "hi"', 'two\nlines', '3'],
      ['', '', "'=x"],
    ]);
    expect(readCsv('')).toEqual([]);
  });

  it('refuses a text whose last line is not ended', () => {
    expect(() => readCsv('a,b')).toThrow();
    expect(() => readCsv('"a\r\n')).toThrow();
  });
});
