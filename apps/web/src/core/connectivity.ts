import { listeners } from './listeners';

/**
 * Whether the device can reach the network. The browser's `navigator.onLine` is the first word,
 * but not the last: some engines keep it true while every request fails (a stale flag after
 * navigating, a captive portal, a connected Wi-Fi without internet). So a request that fails for
 * want of a network also counts as offline, until a probe that no cache can answer gets through.
 */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `onChange` whenever {@link isOnline} may have changed; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** `fetchFn` whose network failures (not aborts) mark the network as gone. */
  watch(fetchFn: typeof fetch): typeof fetch;
}

export interface ConnectivityOptions {
  /** Resolves true when the network answered (any status), false when it could not be reached. */
  readonly probe: () => Promise<boolean>;
  /** How long between probes while the network is gone. */
  readonly retryMs?: number;
  readonly window?: Window;
}

const DEFAULT_RETRY_MS = 5000;

export function createConnectivity({
  probe,
  retryMs = DEFAULT_RETRY_MS,
  window: win = window,
}: ConnectivityOptions): Connectivity {
  const changes = listeners();
  let unreachable = false;
  let probing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const { notify } = changes;
  // Asks the network itself; while it stays out of reach, asks again every `retryMs`.
  const confirm = async () => {
    if (probing) return;
    probing = true;
    clearTimeout(timer);
    const reachable = await probe();
    probing = false;
    if (reachable === unreachable) {
      unreachable = !reachable;
      notify();
    }
    if (unreachable) timer = setTimeout(() => void confirm(), retryMs);
  };
  win.addEventListener('online', () => {
    notify();
    if (unreachable) void confirm();
  });
  win.addEventListener('offline', notify);

  return {
    isOnline: () => win.navigator.onLine !== false && !unreachable,
    subscribe: changes.add,
    watch: (fetchFn) => async (input, init) => {
      try {
        return await fetchFn(input, init);
      } catch (error) {
        // A failed request may be one server down: the probe tells that from no network.
        const aborted = error instanceof DOMException && error.name === 'AbortError';
        if (!aborted && !unreachable) void confirm();
        throw error;
      }
    },
  };
}

/**
 * A probe of `url` that the service worker's caches never answer (a HEAD request, not stored):
 * true when the server answered at all.
 */
export function probeOf(url: string, fetchFn: typeof fetch = fetch): () => Promise<boolean> {
  return async () => {
    try {
      await fetchFn(url, { method: 'HEAD', cache: 'no-store' });
      return true;
    } catch {
      return false;
    }
  };
}
