import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileRemakeAdviceFor } from './file-advice';
import { ACCEPTED_FORMATS } from './file-formats';

describe('fileRemakeAdviceFor', () => {
  it('advises a PDF wherever the slot takes PDF', () => {
    expect(fileRemakeAdviceFor(['pdf'])).toBe('MAKE_PDF');
    expect(fileRemakeAdviceFor(['pdf', 'jpg', 'jpeg', 'png'])).toBe('MAKE_PDF');
    expect(fileRemakeAdviceFor(['.PDF', 'png'])).toBe('MAKE_PDF');
  });

  it('advises a JPG or PNG image on a slot that takes images only', () => {
    expect(fileRemakeAdviceFor(['jpg', 'png'])).toBe('MAKE_JPG_OR_PNG');
    expect(fileRemakeAdviceFor(['jpeg'])).toBe('MAKE_JPG_OR_PNG');
    expect(fileRemakeAdviceFor(['PNG'])).toBe('MAKE_JPG_OR_PNG');
  });

  it('falls back on a PDF for a slot that names no format the platform takes', () => {
    expect(fileRemakeAdviceFor([])).toBe('MAKE_PDF');
    expect(fileRemakeAdviceFor(['docx'])).toBe('MAKE_PDF');
  });

  it('never advises a format the slot refuses when it takes one of the platform’s formats', () => {
    fc.assert(
      fc.property(fc.subarray([...ACCEPTED_FORMATS], { minLength: 1 }), (formats) => {
        const advice = fileRemakeAdviceFor(formats);
        if (advice === 'MAKE_PDF') expect(formats).toContain('pdf');
        else expect(formats.some((format) => format !== 'pdf')).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  });
});
