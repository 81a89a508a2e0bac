import { crc32 } from './crc32';
import { encodePng, encodeTinyPng } from './png';

const text = (value: string) => new TextEncoder().encode(value);

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new DecompressionStream('deflate');
  const writer = stream.writable.getWriter();
  void writer.write(bytes as Uint8Array<ArrayBuffer>);
  void writer.close();
  return new Uint8Array(await new Response(stream.readable).arrayBuffer());
}

/** The chunks of a PNG file, their CRCs checked. */
function chunks(png: Uint8Array): { type: string; data: Uint8Array }[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const found: { type: string; data: Uint8Array }[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = view.getUint32(offset);
    const typeBytes = png.subarray(offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(view.getUint32(offset + 8 + length)).toBe(crc32(typeBytes, data));
    found.push({ type: new TextDecoder().decode(typeBytes), data });
    offset += 12 + length;
  }
  return found;
}

describe('crc32', () => {
  it.each([
    ['', 0],
    ['123456789', 0xcbf43926],
    ['IEND', 0xae426082],
  ])('of %j is the ISO 3309 value', (input, crc) => {
    expect(crc32(text(input))).toBe(crc);
  });

  it('chains parts', () => {
    expect(crc32(text('1234'), text('56789'))).toBe(crc32(text('123456789')));
  });
});

describe('encodePng', () => {
  it('writes the signature, IHDR, IDAT and IEND with valid CRCs', async () => {
    const png = await encodePng({ width: 3, height: 2, pixels: new Uint8Array(18).fill(200) });
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const [header, ...rest] = chunks(png);
    expect(header.type).toBe('IHDR');
    expect([...header.data]).toEqual([0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
    expect(rest.map(({ type }) => type)).toEqual(['IDAT', 'IEND']);
  });

  it('stores every row behind a filter byte', async () => {
    const pixels = Uint8Array.from({ length: 2 * 2 * 3 }, (_, index) => index * 10);
    const idat = chunks(await encodePng({ width: 2, height: 2, pixels }))[1];
    expect([...(await inflate(idat.data))]).toEqual([
      0,
      ...pixels.subarray(0, 6),
      0,
      ...pixels.subarray(6),
    ]);
  });
});

describe('encodeTinyPng', () => {
  it('writes the same rows as encodePng, stored in a zlib stream any inflater reads', async () => {
    const image = {
      width: 3,
      height: 2,
      pixels: Uint8Array.from({ length: 18 }, (_, index) => index * 14),
    };
    const [header, idat, end] = chunks(encodeTinyPng(image));
    const [compressedHeader, compressedIdat] = chunks(await encodePng(image));

    expect(header).toEqual(compressedHeader);
    expect(end.type).toBe('IEND');
    expect(idat.type).toBe('IDAT');
    expect(await inflate(idat.data)).toEqual(await inflate(compressedIdat.data));
  });
});
