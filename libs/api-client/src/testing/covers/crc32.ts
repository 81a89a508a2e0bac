let table: Uint32Array | undefined;

function crcTable(): Uint32Array {
  table ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  return table;
}

/** CRC-32 (ISO 3309, the checksum of PNG chunks) of all `parts` in sequence. */
export function crc32(...parts: readonly Uint8Array[]): number {
  const lookup = crcTable();
  let crc = 0xffffffff;
  for (const bytes of parts) {
    for (const byte of bytes) crc = lookup[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}
