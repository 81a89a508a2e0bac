import { memoryAdapter } from './memory-adapter';
import { readOnce } from './read-once';
import { colorSchemeKey } from './storage-keys';

describe('readOnce', () => {
  it('reads a stored value through the key’s codec', () => {
    const adapter = memoryAdapter();
    adapter.setItem('colorScheme', 'dark');
    expect(readOnce(colorSchemeKey, adapter)).toBe('dark');
  });

  it('gives the default for a missing or broken entry', () => {
    const adapter = memoryAdapter();
    expect(readOnce(colorSchemeKey, adapter)).toBe('system');
    adapter.setItem('colorScheme', 'purple');
    expect(readOnce(colorSchemeKey, adapter)).toBe('system');
  });

  it('gives the default where reading throws (storage refused)', () => {
    const refusing = {
      ...memoryAdapter(),
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readOnce(colorSchemeKey, refusing)).toBe('system');
  });
});
