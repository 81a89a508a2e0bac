import { invalid, type Invalid } from './codec';
import { browserAdapter } from './browser-adapter';
import type { StorageAdapter } from './storage-adapter';
import type { StorageKey } from './storage-key';

/** Where failures go; `console` by default. */
export interface StorageLogger {
  warn(message: string, ...details: unknown[]): void;
}

export interface StorageOptions {
  /** Defaults to the browser's localStorage, or memory where there is none. */
  readonly adapter?: StorageAdapter;
  readonly logger?: StorageLogger;
}

/** Typed access to the backing store. No method throws. */
export interface TypedStorage {
  /**
   * The stored value, or the key's default when it is missing or cannot be read. An unreadable
   * value is left as it is (a later version or another app may read it) until the key is written.
   * Reads of an unchanged value return the same object.
   */
  get<T>(key: StorageKey<T>): T;
  /** Stores the value; when the store refuses, logs and keeps it in memory for this session. */
  set<T>(key: StorageKey<T>, value: T): void;
  remove(key: StorageKey<unknown>): void;
  /** Calls `listener` with the key's new value after any change, here or in another tab. */
  subscribe<T>(key: StorageKey<T>, listener: (value: T) => void): () => void;
}

interface Subscription {
  readonly name: string;
  readonly notify: () => void;
}

function defaultAdapter(): StorageAdapter {
  return browserAdapter(typeof window === 'undefined' ? undefined : window);
}

/** Builds a {@link TypedStorage} over `adapter`. */
export function createStorage({
  adapter = defaultAdapter(),
  logger = console,
}: StorageOptions = {}): TypedStorage {
  // Raw values the adapter refused to write (null: refused to remove); they win until the next
  // successful write or an external change, so that this session reads what it wrote.
  const unsaved = new Map<string, string | null>();
  const subscriptions = new Set<Subscription>();
  // The last raw value of each key and what it decoded to: reads of an unchanged value return
  // the same object (a stable snapshot for React) and log a corrupt one once.
  const decoded = new WeakMap<
    StorageKey<unknown>,
    { readonly raw: string; readonly value: unknown }
  >();
  let stopExternal: (() => void) | undefined;

  function readRaw(name: string): string | null {
    if (unsaved.has(name)) return unsaved.get(name) ?? null;
    try {
      return adapter.getItem(name);
    } catch (error) {
      logger.warn(`[storage] could not read "${name}"`, error);
      return null;
    }
  }

  function writeRaw(name: string, raw: string | null): void {
    try {
      if (raw === null) adapter.removeItem(name);
      else adapter.setItem(name, raw);
      unsaved.delete(name);
    } catch (error) {
      unsaved.set(name, raw);
      logger.warn(`[storage] could not write "${name}"; kept in memory for this session`, error);
    }
  }

  function decodeOrInvalid<T>(key: StorageKey<T>, raw: string): T | Invalid {
    try {
      return key.codec.decode(raw);
    } catch {
      return invalid;
    }
  }

  function notify(name: string | null): void {
    for (const subscription of subscriptions) {
      if (name !== null && subscription.name !== name) continue;
      try {
        subscription.notify();
      } catch (error) {
        logger.warn(`[storage] a listener for "${subscription.name}" failed`, error);
      }
    }
  }

  function onExternalChange(name: string | null): void {
    if (name === null) unsaved.clear();
    else unsaved.delete(name);
    notify(name);
  }

  /** The value `raw` decodes to; decoded (and a corrupt one logged) once per raw value. */
  function decode<T>(key: StorageKey<T>, raw: string): T | Invalid {
    const last = decoded.get(key);
    if (last?.raw === raw) return last.value as T | Invalid;
    const value = decodeOrInvalid(key, raw);
    decoded.set(key, { raw, value });
    if (value === invalid)
      logger.warn(`[storage] cannot read "${key.name}"; using the default until it is written`);
    return value;
  }

  function get<T>(key: StorageKey<T>): T {
    const raw = readRaw(key.name);
    if (raw === null) return key.defaultValue;
    const value = decode(key, raw);
    return value === invalid ? key.defaultValue : value;
  }

  function set<T>(key: StorageKey<T>, value: T): void {
    let raw: string;
    try {
      raw = key.codec.encode(value);
    } catch (error) {
      logger.warn(`[storage] could not encode "${key.name}"; not stored`, error);
      return;
    }
    writeRaw(key.name, raw);
    notify(key.name);
  }

  function remove(key: StorageKey<unknown>): void {
    writeRaw(key.name, null);
    notify(key.name);
  }

  function subscribe<T>(key: StorageKey<T>, listener: (value: T) => void): () => void {
    const subscription: Subscription = { name: key.name, notify: () => listener(get(key)) };
    subscriptions.add(subscription);
    stopExternal ??= adapter.subscribe?.(onExternalChange);
    return () => {
      subscriptions.delete(subscription);
      if (subscriptions.size > 0) return;
      stopExternal?.();
      stopExternal = undefined;
    };
  }

  return { get, set, remove, subscribe };
}
