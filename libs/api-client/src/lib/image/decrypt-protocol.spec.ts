import { type ImageCipherConfig, encryptImage } from './cipher';
import { answerDecryptRequest } from './decrypt-protocol';

const cipher: ImageCipherConfig = {
  algorithm: 'aes-128-cbc',
  key: '000102030405060708090a0b0c0d0e0f',
};

describe('answerDecryptRequest', () => {
  it('answers with the plaintext and transfers its buffer', () => {
    const plain = Uint8Array.from([1, 2, 3, 4, 5]);
    const data = encryptImage(cipher, new Uint8Array(16), plain);
    const { reply, transfer } = answerDecryptRequest({ id: 7, cipher, data });
    expect(reply).toEqual({ id: 7, ok: true, data: plain });
    expect(transfer).toHaveLength(1);
    expect(reply.ok && transfer[0]).toBe(reply.ok && reply.data.buffer);
  });

  it('answers with the failure of corrupt data', () => {
    const { reply, transfer } = answerDecryptRequest({ id: 8, cipher, data: new Uint8Array(3) });
    expect(reply).toEqual({ id: 8, ok: false, message: expect.stringContaining('truncated') });
    expect(transfer).toEqual([]);
  });
});
