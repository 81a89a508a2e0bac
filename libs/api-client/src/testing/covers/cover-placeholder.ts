import { seedFromText } from '../random';
import { paintLandscape } from './landscape';
import { encodeTinyPng, type RgbImage } from './png';

/** The preview's pixels: 16×9, near enough the cover's 750:422 for a picture shown blurred. */
const WIDTH = 16;
const HEIGHT = 9;
/** Painted this many times larger and averaged down, as a photograph scaled down is. */
const SUPERSAMPLE = 4;

const made = new Map<number, string>();

/**
 * Video `id`'s cover as a blurred preview of it (`imgbase64`): the cover's own landscape at
 * 16×9 pixels (without the id in digits, which so few pixels cannot show), a PNG as a base64
 * data URL of about 700 characters. Made once per video and kept (a few hundred KB for the
 * whole catalogue).
 */
export function coverPlaceholder(id: number): string {
  let url = made.get(id);
  if (url === undefined) {
    // The seed `drawImage('video', id)` paints the cover from.
    const seed = seedFromText(`video:${id}`);
    const painted = paintLandscape(WIDTH * SUPERSAMPLE, HEIGHT * SUPERSAMPLE, seed);
    const png = encodeTinyPng(shrink(painted, WIDTH, HEIGHT));
    url = `data:image/png;base64,${btoa(String.fromCharCode(...png))}`;
    made.set(id, url);
  }
  return url;
}

/** `image` at `width`×`height`, each pixel the mean of those of `image` it covers. */
export function shrink(image: RgbImage, width: number, height: number): RgbImage {
  const sums = new Float64Array(width * height * 3);
  const counts = new Uint32Array(width * height);
  for (let y = 0; y < image.height; y += 1) {
    const row = Math.floor((y * height) / image.height) * width;
    for (let x = 0; x < image.width; x += 1) {
      const target = row + Math.floor((x * width) / image.width);
      counts[target] += 1;
      const source = (y * image.width + x) * 3;
      for (let c = 0; c < 3; c += 1) sums[target * 3 + c] += image.pixels[source + c];
    }
  }
  const pixels = Uint8Array.from(sums, (sum, index) =>
    Math.round(sum / counts[Math.floor(index / 3)]),
  );
  return { width, height, pixels };
}
