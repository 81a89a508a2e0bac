import { invalid } from './codec';
import { flagCodec, jsonCodec, numberCodec, stringCodec } from './codecs';
import { browserAdapter } from './browser-adapter';
import { createStorage } from './create-storage';
import { memoryAdapter } from './memory-adapter';
import type { ExternalChangeListener, StorageAdapter } from './storage-adapter';
import { defineKey } from './storage-key';

type Method = 'getItem' | 'setItem' | 'removeItem';

const token = defineKey('token', stringCodec, '');
const seen = defineKey('seen', flagCodec, false);
const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const logger = { warn: vi.fn() };

/** A memory adapter whose `failing` methods throw `error` while `broken.value` is true. */
function brokenAdapter(failing: readonly Method[], error: unknown = quotaExceeded()) {
  const backing = memoryAdapter();
  const broken = { value: true };
  const guard =
    <A extends unknown[], R>(method: Method, call: (...args: A) => R) =>
    (...args: A): R => {
      if (broken.value && failing.includes(method)) throw error;
      return call(...args);
    };
  const adapter: StorageAdapter = {
    getItem: guard('getItem', backing.getItem),
    setItem: guard('setItem', backing.setItem),
    removeItem: guard('removeItem', backing.removeItem),
  };
  return { adapter, backing, broken };
}

/** A memory adapter that lets the test play "another tab". */
function sharedAdapter() {
  const backing = memoryAdapter();
  const stop = vi.fn();
  let external: ExternalChangeListener = () => undefined;
  const subscribe = vi.fn((listener: ExternalChangeListener) => {
    external = listener;
    return stop;
  });
  const otherTab = (name: string | null) => external(name);
  return { adapter: { ...backing, subscribe }, backing, subscribe, stop, otherTab };
}

beforeEach(() => {
  localStorage.clear();
  logger.warn.mockClear();
});

describe('createStorage: reads', () => {
  it('reads the default when nothing is stored', () => {
    expect(createStorage({ logger }).get(token)).toBe('');
  });

  it('reads the default and logs when the adapter throws on read', () => {
    const { adapter } = brokenAdapter(['getItem'], new DOMException('denied', 'SecurityError'));

    expect(createStorage({ adapter, logger }).get(seen)).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(
      '[storage] could not read "seen"',
      expect.any(DOMException),
    );
  });

  it('reads the default for a value whose codec throws, and leaves it stored', () => {
    const fragile = defineKey(
      'fragile',
      {
        decode: () => {
          throw new Error('bug');
        },
        encode: String,
      },
      1,
    );
    localStorage.setItem('fragile', '2');

    expect(createStorage({ logger }).get(fragile)).toBe(1);
    expect(localStorage.getItem('fragile')).toBe('2');
  });

  it('leaves a corrupt value stored, logging it once, until the key is written', () => {
    const backing = memoryAdapter();
    backing.setItem('seen', 'maybe');
    const storage = createStorage({ adapter: backing, logger });

    expect(storage.get(seen)).toBe(false);
    expect(storage.get(seen)).toBe(false);
    expect(backing.getItem('seen')).toBe('maybe');
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(logger.warn).toHaveBeenCalledWith(
      '[storage] cannot read "seen"; using the default until it is written',
    );

    storage.set(seen, true);
    expect(backing.getItem('seen')).toBe('1');
  });

  it('logs again when a different corrupt value turns up', () => {
    const backing = memoryAdapter();
    const storage = createStorage({ adapter: backing, logger });
    backing.setItem('seen', 'maybe');
    storage.get(seen);
    backing.setItem('seen', 'perhaps');
    storage.get(seen);

    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('returns the same object while the stored value is unchanged', () => {
    const list = defineKey(
      'list',
      jsonCodec((value) => (Array.isArray(value) ? (value as unknown[]) : invalid)),
      [],
    );
    const storage = createStorage({ logger });
    localStorage.setItem('list', '[1,2]');
    const first = storage.get(list);

    expect(storage.get(list)).toBe(first);
    localStorage.setItem('list', '[1,2,3]');
    expect(storage.get(list)).toEqual([1, 2, 3]);
    expect(storage.get(list)).not.toBe(first);
  });
});

describe('createStorage: writes', () => {
  it('writes through the adapter', () => {
    const storage = createStorage({ logger });
    storage.set(token, 'abc');

    expect(localStorage.getItem('token')).toBe('abc');
    expect(storage.get(token)).toBe('abc');
    storage.remove(token);
    expect(localStorage.getItem('token')).toBeNull();
    expect(storage.get(token)).toBe('');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['quota exceeded', quotaExceeded()],
    ['storage disabled', new DOMException('denied', 'SecurityError')],
    ['a throwing adapter', new Error('boom')],
    ['a thrown non-error', 'boom'],
  ])('keeps the value for the session and logs on %s', (_, error) => {
    const { adapter, backing } = brokenAdapter(['setItem'], error);
    const storage = createStorage({ adapter, logger });

    expect(() => storage.set(token, 'abc')).not.toThrow();
    expect(storage.get(token)).toBe('abc');
    expect(backing.getItem('token')).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(
      '[storage] could not write "token"; kept in memory for this session',
      error,
    );
  });

  it('forgets the session value once a later write succeeds', () => {
    const { adapter, backing, broken } = brokenAdapter(['setItem']);
    const storage = createStorage({ adapter, logger });
    storage.set(token, 'unsaved');
    broken.value = false;
    storage.set(token, 'saved');
    backing.setItem('token', 'changed elsewhere');

    expect(storage.get(token)).toBe('changed elsewhere');
  });

  it('reads the default for the session when a removal fails', () => {
    const { adapter, backing } = brokenAdapter(['removeItem']);
    backing.setItem('token', 'abc');
    const storage = createStorage({ adapter, logger });

    expect(() => storage.remove(token)).not.toThrow();
    expect(storage.get(token)).toBe('');
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('logs and stores nothing when the value cannot be encoded', () => {
    const circular: { self?: unknown } = {};
    circular.self = circular;
    const object = defineKey(
      'object',
      jsonCodec((value) => value),
      {},
    );
    const storage = createStorage({ logger });

    expect(() => storage.set(object, circular)).not.toThrow();
    expect(localStorage.getItem('object')).toBeNull();
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('logs to the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createStorage({ adapter: brokenAdapter(['setItem']).adapter }).set(token, 'abc');

    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('createStorage: keys declared elsewhere', () => {
  const positions = defineKey(
    'resumePositions',
    jsonCodec((value) =>
      Array.isArray(value) && value.every(Number.isFinite) ? (value as number[]) : invalid,
    ),
    [] as readonly number[],
  );

  it('gives them the same guarantees', () => {
    const storage = createStorage({ logger });
    storage.set(positions, [12, 40]);
    expect(createStorage({ logger }).get(positions)).toEqual([12, 40]);

    localStorage.setItem('resumePositions', '["a"]');
    expect(storage.get(positions)).toEqual([]);
    expect(localStorage.getItem('resumePositions')).toBe('["a"]');
  });
});

describe('createStorage: subscribe', () => {
  it('tells subscribers of this key about writes and removals in this tab', () => {
    const storage = createStorage({ logger });
    const onToken = vi.fn();
    const onSeen = vi.fn();
    storage.subscribe(token, onToken);
    storage.subscribe(seen, onSeen);

    storage.set(token, 'abc');
    storage.remove(token);

    expect(onToken.mock.calls).toEqual([['abc'], ['']]);
    expect(onSeen).not.toHaveBeenCalled();
  });

  it('tells subscribers about other tabs, decoded', () => {
    const storage = createStorage({ adapter: browserAdapter(window), logger });
    const listener = vi.fn();
    storage.subscribe(defineKey('count', numberCodec, 0), listener);

    localStorage.setItem('count', '5');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'count', newValue: '5', storageArea: localStorage }),
    );

    expect(listener).toHaveBeenCalledWith(5);
  });

  it('tells the default for a corrupt value from another tab, leaving it stored', () => {
    const { adapter, backing, otherTab } = sharedAdapter();
    const listener = vi.fn();
    createStorage({ adapter, logger }).subscribe(seen, listener);

    backing.setItem('seen', 'garbage');
    otherTab('seen');

    expect(listener).toHaveBeenCalledWith(false);
    expect(backing.getItem('seen')).toBe('garbage');
  });

  it('tells every subscriber when another tab clears the store', () => {
    const { adapter, otherTab } = sharedAdapter();
    const storage = createStorage({ adapter, logger });
    storage.set(token, 'abc');
    const onToken = vi.fn();
    const onSeen = vi.fn();
    storage.subscribe(token, onToken);
    storage.subscribe(seen, onSeen);

    adapter.removeItem('token');
    otherTab(null);

    expect(onToken).toHaveBeenCalledWith('');
    expect(onSeen).toHaveBeenCalledWith(false);
  });

  it.each([
    ['that key', 'token' as string | null],
    ['everything', null],
  ])('lets another tab change of %s replace a value kept in memory', (_, changed) => {
    const { adapter, backing, broken } = brokenAdapter(['setItem']);
    const { adapter: shared, otherTab } = sharedAdapter();
    const storage = createStorage({ adapter: { ...adapter, subscribe: shared.subscribe }, logger });
    storage.set(token, 'unsaved');
    storage.subscribe(token, vi.fn());
    broken.value = false;

    backing.setItem('token', 'from another tab');
    otherTab(changed);

    expect(storage.get(token)).toBe('from another tab');
  });

  it('stops calling a listener after it unsubscribes', () => {
    const storage = createStorage({ adapter: browserAdapter(window), logger });
    const listener = vi.fn();
    const unsubscribe = storage.subscribe(token, listener);
    unsubscribe();

    storage.set(token, 'abc');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: localStorage }));

    expect(listener).not.toHaveBeenCalled();
  });

  it('listens to the adapter once, and stops when the last subscriber leaves', () => {
    const { adapter, subscribe, stop } = sharedAdapter();
    const storage = createStorage({ adapter, logger });
    const first = storage.subscribe(token, vi.fn());
    const second = storage.subscribe(seen, vi.fn());

    first();
    expect(stop).not.toHaveBeenCalled();
    second();
    second();
    expect(subscribe).toHaveBeenCalledOnce();
    expect(stop).toHaveBeenCalledOnce();
  });

  it('keeps notifying, and does not throw, when a listener throws', () => {
    const storage = createStorage({ logger });
    const after = vi.fn();
    storage.subscribe(token, () => {
      throw new Error('listener bug');
    });
    storage.subscribe(token, after);

    expect(() => storage.set(token, 'abc')).not.toThrow();
    expect(after).toHaveBeenCalledWith('abc');
    expect(logger.warn).toHaveBeenCalledWith(
      '[storage] a listener for "token" failed',
      expect.any(Error),
    );
  });
});
