import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';

const ascii = (text: string): Uint8Array => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

describe('crc32', () => {
  it.each([
    ['', 0x00000000],
    ['a', 0xe8b7be43],
    ['123456789', 0xcbf43926],
    ['IEND', 0xae426082],
  ])('of "%s" is the ISO 3309 value', (text, expected) => {
    expect(crc32(ascii(text))).toBe(expected);
  });

  it('covers only the range asked for', () => {
    expect(crc32(ascii('xx123456789yy'), 2, 11)).toBe(0xcbf43926);
  });
});
