import { act, renderHook } from '@testing-library/react';
import { createStorage, memoryAdapter, storageKeys } from './index';
import { useStoredValue } from './react';

describe('useStoredValue', () => {
  it('reads the stored value and follows every write to the key', () => {
    const storage = createStorage({ adapter: memoryAdapter() });
    storage.set(storageKeys.listStr, '电影');
    const first = renderHook(() => useStoredValue(storage, storageKeys.listStr));
    const second = renderHook(() => useStoredValue(storage, storageKeys.listStr));
    expect(first.result.current).toBe('电影');

    act(() => storage.set(storageKeys.listStr, '电影,动画'));
    expect(first.result.current).toBe('电影,动画');
    expect(second.result.current).toBe('电影,动画');
  });

  it('stops following once unmounted, and a corrupt value reads as the default', () => {
    const adapter = memoryAdapter();
    adapter.setItem('lastReadTimestamp', 'not a number');
    const storage = createStorage({ adapter });
    const view = renderHook(() => useStoredValue(storage, storageKeys.lastReadTimestamp));
    expect(view.result.current).toBe(0);
    view.unmount();
    expect(() => storage.set(storageKeys.lastReadTimestamp, 5)).not.toThrow();
  });
});
