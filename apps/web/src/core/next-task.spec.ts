import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in a later task, not among the microtasks of this one', async () => {
    let resolved = false;
    void nextTask().then(() => (resolved = true));
    for (let microtask = 0; microtask < 10; microtask += 1) await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.waitFor(() => expect(resolved).toBe(true));
  });

  it("yields with the browser's scheduler where it has one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
