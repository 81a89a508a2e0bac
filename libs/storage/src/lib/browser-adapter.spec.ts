import { browserAdapter } from './browser-adapter';

/** A window whose localStorage getter throws, as with cookies disabled. */
function windowWithoutStorage(): Window {
  const win = new EventTarget();
  Object.defineProperty(win, 'localStorage', {
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
  return win as Window;
}

beforeEach(() => localStorage.clear());

describe('browserAdapter', () => {
  it("uses the window's localStorage", () => {
    const adapter = browserAdapter(window);
    adapter.setItem('a', '1');

    expect(localStorage.getItem('a')).toBe('1');
    expect(adapter.getItem('a')).toBe('1');
    adapter.removeItem('a');
    expect(localStorage.getItem('a')).toBeNull();
  });

  it.each([
    ['there is no window', undefined],
    ['localStorage access throws', windowWithoutStorage()],
  ])('stands in with memory when %s', (_, win) => {
    const adapter = browserAdapter(win);
    adapter.setItem('a', '1');

    expect(adapter.getItem('a')).toBe('1');
    expect(localStorage.getItem('a')).toBeNull();
    expect(adapter.subscribe).toBeUndefined();
  });

  it.each([
    ['localStorage', () => localStorage, ['a']],
    ['an event without storage area', () => null, ['a']],
    ['sessionStorage', () => sessionStorage, []],
  ])('reports storage events from %s accordingly', (_, area, expected) => {
    const listener = vi.fn();
    const stop = browserAdapter(window).subscribe?.(listener);

    window.dispatchEvent(new StorageEvent('storage', { key: 'a', storageArea: area() }));
    stop?.();
    window.dispatchEvent(new StorageEvent('storage', { key: 'a', storageArea: area() }));

    expect(listener.mock.calls.flat()).toEqual(expected);
  });

  it('reports a clear as a null name', () => {
    const listener = vi.fn();
    browserAdapter(window).subscribe?.(listener);

    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));

    expect(listener).toHaveBeenCalledWith(null);
  });
});
