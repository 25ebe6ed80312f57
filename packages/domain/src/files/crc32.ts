// CRC-32 (ISO 3309, the polynomial of PNG chunks and zlib), table-driven.

const TABLE: readonly number[] = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 of `bytes[start..end)`, as an unsigned 32-bit number. */
export const crc32 = (bytes: Uint8Array, start = 0, end = bytes.length): number => {
  let crc = 0xffffffff;
  for (let index = start; index < end; index += 1) crc = (TABLE[(crc ^ (bytes[index] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
