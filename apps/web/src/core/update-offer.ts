import { listeners } from './listeners';

/**
 * Whether a new version of the app waits (its service worker installed), and how to start it:
 * a tiny store that the service-worker registration writes and the shell renders.
 */
export interface UpdateOffer {
  /** Called by the registration when a new version is ready; `apply` reloads into it. */
  offer(apply: () => Promise<void>): void;
  /** Starts the new version: the page reloads once its worker has taken over. */
  accept(): void;
  subscribe(listener: () => void): () => void;
  /** True while a new version waits for the visitor. */
  getSnapshot(): boolean;
}

export function createUpdateOffer(): UpdateOffer {
  const changes = listeners();
  let apply: (() => Promise<void>) | null = null;
  const { notify } = changes;
  return {
    offer(next) {
      apply = next;
      notify();
    },
    accept() {
      const start = apply;
      apply = null;
      notify();
      void start?.();
    },
    subscribe: changes.add,
    getSnapshot: () => apply !== null,
  };
}
