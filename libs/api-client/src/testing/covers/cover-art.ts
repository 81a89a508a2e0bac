import { AD_RATIO, BLOCK_COVER_RATIO } from '@video/domain';
import type { ImageKind } from '../links';
import { createRandom, seedFromText } from '../random';
import { paintLandscape } from './landscape';
import type { RgbImage } from './png';

/**
 * Pixel sizes, as a real catalogue serves them: a video has one cover in the blocks' 750:422
 * ratio at full size (a 2× phone screen's width); lists show it at 360:243 with CSS
 * `object-fit: cover`. Banners and ads are as wide at the ad ratio 2.3; icons are small squares.
 */
export const IMAGE_SIZES: Readonly<Record<ImageKind, { width: number; height: number }>> = {
  video: { width: BLOCK_COVER_RATIO.width, height: BLOCK_COVER_RATIO.height },
  icon: { width: 96, height: 96 },
  ad: { width: BLOCK_COVER_RATIO.width, height: Math.round(BLOCK_COVER_RATIO.width / AD_RATIO) },
};

/** 3×5 bitmaps of the digits, row by row. */
const DIGITS = [
  '111101101101111',
  '010110010010111',
  '111001111100111',
  '111001111001111',
  '101101111001001',
  '111100111001111',
  '111100111101111',
  '111001001001001',
  '111101111101111',
  '111101111001111',
];

type Rgb = readonly [number, number, number];

/**
 * The picture of image `id` of `kind`, with the id in block digits at the bottom right so that a
 * screenshot says which image it is (no fonts needed): a photographic landscape for covers and
 * ads, a flat gradient icon for categories.
 */
export function drawImage(kind: ImageKind, id: number): RgbImage {
  const { width, height } = IMAGE_SIZES[kind];
  const seed = seedFromText(`${kind}:${id}`);
  const image =
    kind === 'icon' ? drawIcon(width, height, seed) : paintLandscape(width, height, seed);
  drawNumber(image, id);
  return image;
}

/** A diagonal two-colour gradient with soft stripes. */
function drawIcon(width: number, height: number, seed: number): RgbImage {
  const random = createRandom(seed);
  const hue = random.next() * 360;
  const from = hslToRgb(hue, 0.65, 0.55);
  const to = hslToRgb(hue + 40 + random.next() * 80, 0.6, 0.35);
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      const shade = Math.floor((x + y) / 24) % 2 === 0 ? 1 : 0.93;
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        pixels[offset + c] = Math.round((from[c] + (to[c] - from[c]) * t) * shade);
      }
    }
  }
  return { width, height, pixels };
}

function drawNumber(image: RgbImage, value: number): void {
  // Large enough to read on a phone-sized cover, small enough to leave the picture its own.
  const scale = Math.max(2, Math.floor(image.height / (image.height > 200 ? 36 : 16)));
  const digits = String(value);
  const textWidth = (digits.length * 4 - 1) * scale;
  const left = image.width - textWidth - scale * 2;
  const top = image.height - 7 * scale;
  [...digits].forEach((digit, index) => {
    const bitmap = DIGITS[Number(digit)];
    for (let cell = 0; cell < 15; cell += 1) {
      if (bitmap[cell] !== '1') continue;
      const x = left + (index * 4 + (cell % 3)) * scale;
      const y = top + Math.floor(cell / 3) * scale;
      fillRect(image, x + 1, y + 1, scale, [0, 0, 0]);
      fillRect(image, x, y, scale, [255, 255, 255]);
    }
  });
}

function fillRect(
  { width, height, pixels }: RgbImage,
  x: number,
  y: number,
  size: number,
  rgb: Rgb,
): void {
  for (let row = Math.max(0, y); row < Math.min(height, y + size); row += 1) {
    for (let col = Math.max(0, x); col < Math.min(width, x + size); col += 1) {
      pixels.set(rgb, (row * width + col) * 3);
    }
  }
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number): number => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}
