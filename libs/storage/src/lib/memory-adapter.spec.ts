import { memoryAdapter } from './memory-adapter';

describe('memoryAdapter', () => {
  it('stores, reads and removes values, separately per adapter', () => {
    const adapter = memoryAdapter();

    expect(adapter.getItem('a')).toBeNull();
    adapter.setItem('a', '1');
    expect(adapter.getItem('a')).toBe('1');
    expect(memoryAdapter().getItem('a')).toBeNull();
    adapter.removeItem('a');
    expect(adapter.getItem('a')).toBeNull();
  });
});
