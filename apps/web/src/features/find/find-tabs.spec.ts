import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { parseFindTab } from './find-tabs';

describe('parseFindTab', () => {
  it.each([
    { text: undefined, expected: null },
    { text: null, expected: null },
    { text: '', expected: null },
    { text: 'RANK', expected: null },
    { text: 'artist', expected: 'artist' },
    { text: 'rank', expected: 'rank' },
    { text: 'tags', expected: 'tags' },
  ])('reads $text as $expected', ({ text, expected }) => {
    expect(parseFindTab(text)).toBe(expected);
  });
});

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
