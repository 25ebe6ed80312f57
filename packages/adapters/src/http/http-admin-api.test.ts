import { describe, expect, it } from 'vitest';
import { fileNameOf } from './http-admin-api';

describe("the export's file name from Content-Disposition", () => {
  it.each([
    ['attachment; filename="applications-2026-03-05.csv"', 'applications-2026-03-05.csv'],
    ['attachment; filename=applications-2026-03-05.csv', 'applications-2026-03-05.csv'],
    ['attachment; filename="../../etc/applications.csv"', 'applications.csv'],
    ['attachment; filename="C:\\\\x\\\\applications.csv"', 'applications.csv'],
  ])('%s gives %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });

  it.each([undefined, '', 'attachment', 'attachment; filename=""'])('%j gives none', (header) => {
    expect(fileNameOf(header)).toBeNull();
  });
});
