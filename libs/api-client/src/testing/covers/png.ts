import { crc32 } from './crc32';

/** An 8-bit RGB raster, row by row, three bytes per pixel. */
export interface RgbImage {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
}

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const COLOR_TYPE_RGB = 2;
const FILTER_NONE = 0;

/**
 * A PNG file of `image`. Written by hand with web standards only (CompressionStream's `deflate`
 * is the zlib format IDAT needs), so that it runs in Node, jsdom and browsers alike.
 */
export async function encodePng(image: RgbImage): Promise<Uint8Array> {
  return pngFile(image, await deflate(scanlines(image)));
}

/**
 * A PNG file of a tiny `image` (a placeholder of a few hundred bytes), made at once: its rows are
 * stored uncompressed, which for so few noisy pixels costs little over deflating them.
 */
export function encodeTinyPng(image: RgbImage): Uint8Array {
  return pngFile(image, storedZlib(scanlines(image)));
}

function pngFile(image: RgbImage, idat: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, image.width);
  view.setUint32(4, image.height);
  header.set([8, COLOR_TYPE_RGB, 0, 0, 0], 8);
  return concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Each row prefixed by its filter byte. */
function scanlines({ width, height, pixels }: RgbImage): Uint8Array {
  const stride = width * 3;
  const out = new Uint8Array((stride + 1) * height);
  for (let row = 0; row < height; row += 1) {
    out[row * (stride + 1)] = FILTER_NONE;
    out.set(pixels.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const name = new TextEncoder().encode(type);
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(name, 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(name, data));
  return out;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new CompressionStream('deflate');
  const writer = stream.writable.getWriter();
  void writer.write(bytes as Uint8Array<ArrayBuffer>);
  void writer.close();
  return new Uint8Array(await new Response(stream.readable).arrayBuffer());
}

/** The largest block deflate stores uncompressed. */
const STORED_BLOCK_MAX = 0xffff;

/** `bytes` as zlib data of one final stored (uncompressed) deflate block (RFC 1950, 1951). */
function storedZlib(bytes: Uint8Array): Uint8Array {
  if (bytes.length > STORED_BLOCK_MAX) throw new RangeError('too large for one stored block');
  const out = new Uint8Array(bytes.length + 11);
  const view = new DataView(out.buffer);
  // 0x78 0x01: deflate with a 32 KiB window, no dictionary; 0x01: the final block, stored.
  out.set([0x78, 0x01, 0x01]);
  view.setUint16(3, bytes.length, true);
  view.setUint16(5, ~bytes.length & 0xffff, true);
  out.set(bytes, 7);
  view.setUint32(7 + bytes.length, adler32(bytes));
  return out;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65_521;
    b = (b + a) % 65_521;
  }
  return ((b << 16) | a) >>> 0;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => {
    out.set(part, offset);
    return offset + part.length;
  }, 0);
  return out;
}
