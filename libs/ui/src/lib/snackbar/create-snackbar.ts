/** The message a snackbar shows; a new `id` for every `show`, even of the same text. */
export interface SnackbarMessage {
  readonly id: number;
  readonly text: string;
}

/**
 * The app's snackbar: a tiny store that any code can `show` into and `SnackbarHost` renders.
 * Framework-free, so non-React code (the player, the api error handler) can raise messages.
 */
export interface Snackbar {
  /** Shows `text`, replacing whatever is showing: one message at a time. */
  show(text: string): void;
  /** Hides the message `id` if it is still the one showing; a newer message stays. */
  dismiss(id: number): void;
  /** `useSyncExternalStore`'s subscribe: calls `listener` on every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The message showing, or null. */
  getSnapshot(): SnackbarMessage | null;
}

/** A new, empty snackbar store. */
export function createSnackbar(): Snackbar {
  const listeners = new Set<() => void>();
  let current: SnackbarMessage | null = null;
  let lastId = 0;

  function set(next: SnackbarMessage | null): void {
    current = next;
    listeners.forEach((listener) => listener());
  }

  return {
    show(text) {
      lastId += 1;
      set({ id: lastId, text });
    },
    dismiss(id) {
      if (current?.id === id) set(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
  };
}
