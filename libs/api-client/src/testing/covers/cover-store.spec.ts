import jpegJs from 'jpeg-js';
import { decryptImage, type ImageCipherConfig } from '../../lib/image/cipher';
import type { ImageKind } from '../links';
import { IMAGE_SIZES } from './cover-art';
import { createCoverStore } from './cover-store';

const cipher: ImageCipherConfig = {
  algorithm: 'aes-128-cbc',
  key: '00112233445566778899aabbccddeeff',
};

function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegSize(jpeg: Uint8Array): { width: number; height: number } {
  const { width, height } = jpegJs.decode(jpeg, { useTArray: true });
  return { width, height };
}

describe('createCoverStore', () => {
  it('serves an icon as an encrypted PNG of the icon size', async () => {
    const png = decryptImage(cipher, await createCoverStore(cipher).get('icon', 60));
    expect([...png.subarray(1, 4)]).toEqual([80, 78, 71]);
    expect(pngSize(png)).toEqual(IMAGE_SIZES.icon);
  });

  it.each<[ImageKind, number]>([
    ['video', 1],
    ['ad', 1016],
  ])(
    'serves %s %i as an encrypted JPEG of its size, as heavy as a photograph',
    async (kind, id) => {
      const jpeg = decryptImage(cipher, await createCoverStore(cipher).get(kind, id));
      expect(jpegSize(jpeg)).toEqual(IMAGE_SIZES[kind]);
      // Real covers are photographs of 40–90 KB; banners are a little smaller.
      expect(jpeg.byteLength).toBeGreaterThan(kind === 'video' ? 40_000 : 28_000);
      expect(jpeg.byteLength).toBeLessThan(90_000);
    },
  );

  it('gives the same bytes for the same image, across stores and after eviction', async () => {
    const small = createCoverStore(cipher, 1);
    const first = await small.get('video', 7);
    await small.get('video', 8);
    expect(await small.get('video', 7)).toEqual(first);
    expect(await createCoverStore(cipher).get('video', 7)).toEqual(first);
  });

  it('draws different images for different ids', async () => {
    const store = createCoverStore(cipher);
    const [a, b] = await Promise.all([store.get('video', 1), store.get('video', 2)]);
    expect(decryptImage(cipher, a)).not.toEqual(decryptImage(cipher, b));
  });

  it('shares one generation between concurrent requests', () => {
    const store = createCoverStore(cipher);
    expect(store.get('icon', 3)).toBe(store.get('icon', 3));
  });
});
