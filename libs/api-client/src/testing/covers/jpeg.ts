import jpegJs from 'jpeg-js';
import type { RgbImage } from './png';

/** Quality of the covers: what image CDNs commonly serve photographs at. */
export const JPEG_QUALITY = 85;

/** A baseline JPEG file of `image` (jpeg-js: plain JavaScript, runs in Node and jsdom alike). */
export function encodeJpeg(image: RgbImage, quality = JPEG_QUALITY): Uint8Array {
  const { width, height, pixels } = image;
  const rgba = new Uint8Array(width * height * 4);
  for (let source = 0, target = 0; source < pixels.length; source += 3, target += 4) {
    rgba[target] = pixels[source];
    rgba[target + 1] = pixels[source + 1];
    rgba[target + 2] = pixels[source + 2];
    rgba[target + 3] = 255;
  }
  const { data } = jpegJs.encode({ width, height, data: rgba }, quality);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
