import { type ImageCipherConfig, encryptImage } from './cipher';
import { inlineDecryptor } from './image-decryptor';

const cipher: ImageCipherConfig = {
  algorithm: 'aes-128-cbc',
  key: '000102030405060708090a0b0c0d0e0f',
};

describe('inlineDecryptor', () => {
  it('decrypts on the calling thread', async () => {
    const plain = Uint8Array.from([1, 2, 3]);
    await expect(
      inlineDecryptor.decrypt(cipher, encryptImage(cipher, new Uint8Array(16), plain)),
    ).resolves.toEqual(plain);
  });

  it('rejects, rather than throws, on corrupt data', async () => {
    const pending = inlineDecryptor.decrypt(cipher, new Uint8Array(5));
    await expect(pending).rejects.toThrow('truncated');
  });
});
