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
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, image.width);
  view.setUint32(4, image.height);
  header.set([8, COLOR_TYPE_RGB, 0, 0, 0], 8);
  return concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', await deflate(scanlines(image))),
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

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => {
    out.set(part, offset);
    return offset + part.length;
  }, 0);
  return out;
}
