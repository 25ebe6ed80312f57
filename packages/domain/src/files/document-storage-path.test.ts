import { describe, expect, it } from 'vitest';
import { aClock } from '../testing';
import { documentStoragePath, parseDocumentStoragePath } from './document-storage-path';

describe('documentStoragePath', () => {
  it('builds documents/{user}/{type}/{timestamp ms}_{sanitised name}', () => {
    const clock = aClock(1_767_225_600_123);
    expect(documentStoragePath(clock, { userId: 'u-1', documentType: 'passport', fileName: 'Mon passeport.pdf' })).toBe(
      'documents/u-1/passport/1767225600123_Mon_passeport.pdf',
    );
  });

  it('reads the parts back', () => {
    expect(parseDocumentStoragePath('documents/u-1/passport/1767225600123_Mon_passeport.pdf')).toEqual({
      userId: 'u-1',
      documentType: 'passport',
      timestamp: 1_767_225_600_123,
      fileName: 'Mon_passeport.pdf',
    });
  });

  it.each(['documents/u-1/passport/x.pdf', 'other/u-1/passport/1_x.pdf', 'documents/u-1/1_x.pdf', 'documents/u/t/1_a/b.pdf'])(
    'does not read %j as a storage path',
    (path) => {
      expect(parseDocumentStoragePath(path)).toBeNull();
    },
  );
});
