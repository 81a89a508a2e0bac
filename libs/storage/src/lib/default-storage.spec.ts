import { createStorage } from './create-storage';
import { storage } from './default-storage';
import { storageKeys } from './storage-keys';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('storage (default instance)', () => {
  it("writes to the window's localStorage", () => {
    storage.set(storageKeys.token, 'abc');

    expect(localStorage.getItem('token')).toBe('abc');
  });

  it('works in memory where there is no window (SSR, workers)', () => {
    vi.stubGlobal('window', undefined);
    const serverStorage = createStorage();
    serverStorage.set(storageKeys.token, 'abc');

    expect(serverStorage.get(storageKeys.token)).toBe('abc');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
