import { decryptImage, encryptImage, type ImageCipherConfig } from './cipher';
import { isValidCipherKey } from './cipher-key';

const config: ImageCipherConfig = {
  algorithm: 'aes-128-cbc',
  key: '000102030405060708090a0b0c0d0e0f',
};
const iv = Uint8Array.from({ length: 16 }, (_, i) => 255 - i);

describe('image cipher', () => {
  it.each([0, 1, 15, 16, 17, 1000])('round-trips %i bytes', (length) => {
    const bytes = Uint8Array.from({ length }, (_, i) => (i * 7) % 256);
    const encrypted = encryptImage(config, iv, bytes);
    expect(encrypted.subarray(0, 16)).toEqual(iv);
    expect(decryptImage(config, encrypted)).toEqual(bytes);
  });

  it('matches the AES-128-CBC reference vector (NIST SP 800-38A F.2.1)', () => {
    const nist: ImageCipherConfig = {
      algorithm: 'aes-128-cbc',
      key: '2b7e151628aed2a6abf7158809cf4f3c',
    };
    const nistIv = Uint8Array.from(Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex'));
    const block = Uint8Array.from(Buffer.from('6bc1bee22e409f96e93d7e117393172a', 'hex'));
    const encrypted = encryptImage(nist, nistIv, block);
    expect(Buffer.from(encrypted.subarray(16, 32)).toString('hex')).toBe(
      '7649abac8119b246cee98e9b12e9197d',
    );
  });

  it.each([
    ['empty', new Uint8Array(0)],
    ['only an IV', new Uint8Array(16)],
    ['not whole blocks', new Uint8Array(40)],
  ])('rejects %s input', (_, data) => {
    expect(() => decryptImage(config, data)).toThrow();
  });

  it('rejects data encrypted with another key', () => {
    const other: ImageCipherConfig = {
      algorithm: 'aes-128-cbc',
      key: 'ffeeddccbbaa99887766554433221100',
    };
    const encrypted = encryptImage(other, iv, new Uint8Array(64).fill(9));
    expect(() => decryptImage(config, encrypted)).toThrow();
  });

  it.each([
    ['000102030405060708090a0b0c0d0e0f', true],
    ['000102030405060708090A0B0C0D0E0F', true],
    ['0001', false],
    ['zz0102030405060708090a0b0c0d0e0f', false],
    ['', false],
  ])('key %s is valid: %s', (key, valid) => {
    expect(isValidCipherKey(key)).toBe(valid);
  });
});
