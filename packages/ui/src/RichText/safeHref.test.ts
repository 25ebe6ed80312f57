import { describe, expect, it } from 'vitest';
import { safeHref, segmentMessage } from './safeHref';

describe('safeHref', () => {
  it('keeps https: and mailto: URLs', () => {
    expect(safeHref('https://www.ilovepdf.com/compress_pdf')).toBe('https://www.ilovepdf.com/compress_pdf');
    expect(safeHref('mailto:admissions@northbridge.example')).toBe('mailto:admissions@northbridge.example');
  });

  it.each(['javascript:alert(1)', 'http://example.com', 'data:text/html,<b>x</b>', 'ftp://x.example', '/relative', 'JaVaScRiPt:alert(1)', 'vbscript:x'])(
    'refuses %s',
    (url) => {
      expect(safeHref(url)).toBeNull();
    },
  );
});

describe('segmentMessage', () => {
  it('detects links inside a message and keeps the punctuation after them as text', () => {
    expect(segmentMessage('Too large. Compress it at https://www.ilovepdf.com/compress_pdf. Or write to mailto:help@x.example')).toEqual([
      { text: 'Too large. Compress it at ' },
      { text: 'https://www.ilovepdf.com/compress_pdf', href: 'https://www.ilovepdf.com/compress_pdf' },
      { text: '. Or write to ' },
      { text: 'help@x.example', href: 'mailto:help@x.example' },
    ]);
  });

  it('leaves other schemes as text', () => {
    expect(segmentMessage('See javascript:alert(1) or http://insecure.example')).toEqual([{ text: 'See javascript:alert(1) or http://insecure.example' }]);
  });

  it('returns one text segment for a message without links', () => {
    expect(segmentMessage('File size exceeds 2MB limit')).toEqual([{ text: 'File size exceeds 2MB limit' }]);
  });
});
