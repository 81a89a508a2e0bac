import { warmTabScreens } from './warm-tab-screens';

/** A loaded page whose idle callbacks the test runs one at a time. */
function idlePage() {
  const idle: (() => void)[] = [];
  const events = new EventTarget();
  const navigator = { onLine: true };
  const win = {
    document: { readyState: 'complete' },
    navigator,
    requestIdleCallback: (run: () => void) => idle.push(run),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  } as unknown as Window;
  const setOnline = (onLine: boolean) => {
    navigator.onLine = onLine;
    if (onLine) events.dispatchEvent(new Event('online'));
  };
  const runIdle = async () => {
    idle.shift()?.();
    // The preload's promise settles before the next idle callback is asked for.
    await Promise.resolve();
    await Promise.resolve();
  };
  return { win, idle, runIdle, setOnline };
}

const screen = (tab?: boolean) => ({ tab, preload: vi.fn(() => Promise.resolve()) });

describe('warmTabScreens', () => {
  it('loads the tab screens’ code one per idle period, and no other screen', async () => {
    const { win, idle, runIdle } = idlePage();
    const home = screen(true);
    const rank = screen(true);
    const player = screen();
    warmTabScreens([home, player, rank], win);

    expect(home.preload).not.toHaveBeenCalled();
    await runIdle();
    expect(home.preload).toHaveBeenCalledOnce();
    expect(rank.preload).not.toHaveBeenCalled();
    await runIdle();
    expect(rank.preload).toHaveBeenCalledOnce();
    await runIdle();
    expect(player.preload).not.toHaveBeenCalled();
    expect(idle).toHaveLength(0);
  });

  it('waits while the browser is offline, and goes on once it is back', async () => {
    const { win, idle, runIdle, setOnline } = idlePage();
    const home = screen(true);
    const rank = screen(true);
    warmTabScreens([home, rank], win);
    await runIdle();
    expect(home.preload).toHaveBeenCalledOnce();

    setOnline(false);
    await runIdle();
    expect(rank.preload).not.toHaveBeenCalled();
    expect(idle).toHaveLength(0);

    setOnline(true);
    await runIdle();
    expect(rank.preload).toHaveBeenCalledOnce();
  });
});
