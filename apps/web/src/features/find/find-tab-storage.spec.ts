import { createStorage, memoryAdapter, storageKeys } from '@video/storage';

describe('storageKeys.findTab', () => {
  it.each([
    { stored: null, expected: 'rank' },
    { stored: 'tags', expected: 'tags' },
    { stored: 'nonsense', expected: 'rank' },
  ])('reads a stored $stored as $expected', ({ stored, expected }) => {
    const adapter = memoryAdapter();
    if (stored !== null) adapter.setItem('findTab', stored);
    const storage = createStorage({ adapter, logger: { warn: () => undefined } });
    expect(storage.get(storageKeys.findTab)).toBe(expected);
  });
});
