/** Called with the name that changed outside this store, or `null` when everything was cleared. */
export type ExternalChangeListener = (name: string | null) => void;

/**
 * The backing store behind the typed API. The browser's localStorage is the default; another
 * front end (mini-program, native shell) supplies its own. Methods may throw: the store catches.
 */
export interface StorageAdapter {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
  removeItem(name: string): void;
  /** Reports changes made elsewhere (another tab); returns a function that stops reporting. */
  subscribe?(listener: ExternalChangeListener): () => void;
}
