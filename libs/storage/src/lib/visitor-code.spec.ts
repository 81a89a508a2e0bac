import { isValidCode } from '@video/domain';
import { createStorage } from './create-storage';
import { memoryAdapter } from './memory-adapter';
import { storageKeys } from './storage-keys';
import { cryptoRandom } from './crypto-random';
import { ensureVisitorCode } from './visitor-code';

describe('ensureVisitorCode', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws a first-time visitor’s code from crypto.getRandomValues, not Math.random', () => {
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    const mathRandom = vi.spyOn(Math, 'random');
    const storage = createStorage({ adapter: memoryAdapter() });
    ensureVisitorCode(storage);
    expect(isValidCode(storage.get(storageKeys.uuid))).toBe(true);
    expect(getRandomValues).toHaveBeenCalled();
    expect(mathRandom).not.toHaveBeenCalled();
  });

  it('keeps the code a visitor has', () => {
    const storage = createStorage({ adapter: memoryAdapter() });
    storage.set(storageKeys.uuid, 'mycode12');
    ensureVisitorCode(storage);
    expect(storage.get(storageKeys.uuid)).toBe('mycode12');
  });

  it('gives different visitors different codes', () => {
    const codes = Array.from({ length: 50 }, () => {
      const storage = createStorage({ adapter: memoryAdapter() });
      ensureVisitorCode(storage);
      return storage.get(storageKeys.uuid);
    });
    expect(new Set(codes).size).toBe(50);
  });
});

describe('cryptoRandom', () => {
  it('spans [0, 1) from the values crypto gives', () => {
    const values = [0, 2 ** 31, 2 ** 32 - 1];
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      (array as Uint32Array)[0] = values.shift() ?? 0;
      return array;
    });
    expect([cryptoRandom(), cryptoRandom(), cryptoRandom()]).toEqual([
      0,
      0.5,
      (2 ** 32 - 1) / 2 ** 32,
    ]);
  });
});
