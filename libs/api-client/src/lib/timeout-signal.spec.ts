import { timeoutSignal } from './timeout-signal';

describe('timeoutSignal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('aborts after the timeout', () => {
    const { signal } = timeoutSignal(1000, new AbortController().signal);
    vi.advanceTimersByTime(999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
  });

  it('aborts with the outer signal', () => {
    const outer = new AbortController();
    const { signal } = timeoutSignal(1000, outer.signal);
    outer.abort();
    expect(signal.aborted).toBe(true);
  });

  it('starts aborted when the outer signal already is', () => {
    expect(timeoutSignal(1000, AbortSignal.abort()).signal.aborted).toBe(true);
  });

  it('stops listening once disposed', () => {
    const outer = new AbortController();
    const { signal, dispose } = timeoutSignal(1000, outer.signal);
    dispose();
    vi.advanceTimersByTime(5000);
    outer.abort();
    expect(signal.aborted).toBe(false);
  });
});
