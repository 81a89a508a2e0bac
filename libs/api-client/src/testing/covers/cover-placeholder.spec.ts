import { decodeVideo } from '../../lib/schemas/decoders';
import { drawImage } from './cover-art';
import { coverPlaceholder, shrink } from './cover-placeholder';
import type { RgbImage } from './png';

const PREFIX = 'data:image/png;base64,';

/** The pixels of a placeholder: its one IDAT's stored block, each row's filter byte dropped. */
function pixelsOf(dataUrl: string): RgbImage {
  const png = Uint8Array.from(atob(dataUrl.slice(PREFIX.length)), (char) => char.charCodeAt(0));
  const view = new DataView(png.buffer);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  // Signature 8, IHDR 25, then IDAT's length and name (8), zlib's header (2) and the block's (5).
  const rows = png.subarray(8 + 25 + 8 + 2 + 5);
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  for (let row = 0; row < height; row += 1) {
    expect(rows[row * (stride + 1)]).toBe(0);
    pixels.set(rows.subarray(row * (stride + 1) + 1, (row + 1) * (stride + 1)), row * stride);
  }
  return { width, height, pixels };
}

describe('coverPlaceholder', () => {
  it('is a PNG data URL of a few hundred bytes that the client reads as the placeholder', () => {
    const url = coverPlaceholder(12);

    expect(url.startsWith(PREFIX)).toBe(true);
    expect(url.length).toBeLessThan(1024);
    const decoded = decodeVideo({ id: 12, imgbase64: url });
    expect(decoded.ok && decoded.value.placeholder).toBe(url);
  });

  it.each([2, 40, 314])('is video %i’s cover in 16×9 pixels', (id) => {
    const preview = pixelsOf(coverPlaceholder(id));
    const cover = shrink(drawImage('video', id), 16, 9);

    expect([preview.width, preview.height]).toEqual([16, 9]);
    const difference =
      preview.pixels.reduce((sum, value, index) => sum + Math.abs(value - cover.pixels[index]), 0) /
      preview.pixels.length;
    // Out of 255: the cover's grain and the id's digits are all that tell them apart.
    expect(difference).toBeLessThan(8);
  });

  it('is the same every time and differs between videos', () => {
    expect(coverPlaceholder(4)).toBe(coverPlaceholder(4));
    expect(coverPlaceholder(4)).not.toBe(coverPlaceholder(6));
  });
});

describe('shrink', () => {
  it('averages the pixels each new pixel covers', () => {
    const pixels = Uint8Array.from([0, 0, 0, 100, 50, 10, 200, 200, 200, 255, 255, 255]);
    expect(shrink({ width: 4, height: 1, pixels }, 2, 1).pixels).toEqual(
      Uint8Array.from([50, 25, 5, 228, 228, 228]),
    );
  });
});
