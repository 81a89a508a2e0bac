import { type ImageCipherConfig, encryptImage } from '../lib/image/cipher';

const cipher: ImageCipherConfig = {
  algorithm: 'aes-128-cbc',
  key: '000102030405060708090a0b0c0d0e0f',
};

describe('the decrypt worker', () => {
  it('posts back the answer to each request, transferring the plaintext', async () => {
    const postMessage = vi.spyOn(self, 'postMessage').mockImplementation(() => undefined);
    await import('./decrypt.worker');
    const plain = Uint8Array.from([9, 8, 7]);
    const data = encryptImage(cipher, new Uint8Array(16), plain);
    self.dispatchEvent(new MessageEvent('message', { data: { id: 1, cipher, data } }));
    expect(postMessage).toHaveBeenCalledWith(
      { id: 1, ok: true, data: plain },
      { transfer: [expect.any(ArrayBuffer)] },
    );
  });
});
