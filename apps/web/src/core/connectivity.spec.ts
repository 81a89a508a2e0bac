import { createConnectivity } from './connectivity';

/** A window whose `navigator.onLine` the test sets, with real event dispatch. */
function fakeWindow(onLine = true) {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  target.navigator = { onLine };
  return target;
}

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

describe('createConnectivity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp(reachable: boolean[], onLine = true) {
    const win = fakeWindow(onLine);
    const probe = vi.fn(() => Promise.resolve(reachable.shift() ?? true));
    const connectivity = createConnectivity({
      probe,
      retryMs: 5000,
      window: win as unknown as Window,
    });
    const changes = vi.fn();
    connectivity.subscribe(changes);
    return { win, probe, connectivity, changes };
  }

  it('follows the browser’s flag and its online and offline events', () => {
    const { win, connectivity, changes } = setUp([]);
    expect(connectivity.isOnline()).toBe(true);
    win.navigator.onLine = false;
    win.dispatchEvent(new Event('offline'));
    expect(connectivity.isOnline()).toBe(false);
    expect(changes).toHaveBeenCalledOnce();
  });

  it('counts a request that failed for want of a network as offline once a probe fails too', async () => {
    const { connectivity, probe, changes } = setUp([false]);
    const fetchFn = connectivity.watch(networkDown);
    await expect(fetchFn('/api/x')).rejects.toThrow(TypeError);
    await vi.waitFor(() => expect(connectivity.isOnline()).toBe(false));
    expect(probe).toHaveBeenCalledOnce();
    expect(changes).toHaveBeenCalledOnce();
  });

  it('stays online when the probe gets through: one server down is not the network', async () => {
    const { connectivity, probe, changes } = setUp([true]);
    await expect(connectivity.watch(networkDown)('/api/x')).rejects.toThrow(TypeError);
    await vi.waitFor(() => expect(probe).toHaveBeenCalledOnce());
    expect(connectivity.isOnline()).toBe(true);
    expect(changes).not.toHaveBeenCalled();
  });

  it('probes again every 5 s while out of reach, and is online when one gets through', async () => {
    const { connectivity, probe } = setUp([false, false, true]);
    await expect(connectivity.watch(networkDown)('/api/x')).rejects.toThrow();
    await vi.waitFor(() => expect(connectivity.isOnline()).toBe(false));
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(connectivity.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(connectivity.isOnline()).toBe(true);
  });

  it('probes at once when the browser says it is back online', async () => {
    const { win, connectivity, probe } = setUp([false, true]);
    await expect(connectivity.watch(networkDown)('/api/x')).rejects.toThrow();
    await vi.waitFor(() => expect(connectivity.isOnline()).toBe(false));
    win.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(connectivity.isOnline()).toBe(true));
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('does not count an aborted request, and passes replies through', async () => {
    const { connectivity, probe } = setUp([false]);
    const aborted = () => Promise.reject(new DOMException('stopped', 'AbortError'));
    await expect(connectivity.watch(aborted)('/api/x')).rejects.toThrow('stopped');
    const reply = new Response('ok');
    await expect(connectivity.watch(() => Promise.resolve(reply))('/api/y')).resolves.toBe(reply);
    expect(probe).not.toHaveBeenCalled();
    expect(connectivity.isOnline()).toBe(true);
  });
});
