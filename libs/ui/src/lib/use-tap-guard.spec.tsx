import { act, renderHook } from '@testing-library/react';
import { useTapGuard } from './use-tap-guard';

describe('useTapGuard', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => vi.useRealTimers());

  it('acts once for two taps 400 ms apart, and for both when 1000 ms apart', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useTapGuard(action));
    const [tap] = result.current;
    tap();
    vi.advanceTimersByTime(400);
    tap();
    expect(action).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(600);
    tap();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('passes the tap’s arguments on and calls the latest action', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ action }) => useTapGuard(action, 100), {
      initialProps: { action: first },
    });
    rerender({ action: second });
    result.current[0]('收藏', 3);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('收藏', 3);
  });

  it('ignores taps while the work a tap started runs, and says it is busy', async () => {
    let finish!: () => void;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useTapGuard(action));
    act(() => result.current[0]());
    expect(result.current[1]).toBe(true);
    vi.advanceTimersByTime(5000);
    act(() => result.current[0]());
    expect(action).toHaveBeenCalledOnce();
    await act(async () => finish());
    expect(result.current[1]).toBe(false);
    act(() => result.current[0]());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('opens again after the work failed', async () => {
    const action = vi.fn(() => Promise.reject(new Error('网络错误')));
    const { result } = renderHook(() => useTapGuard(action, 0));
    act(() => result.current[0]());
    await act(async () => undefined);
    expect(result.current[1]).toBe(false);
    act(() => result.current[0]());
    expect(action).toHaveBeenCalledTimes(2);
  });
});
