import { OPEN_TAP_GATE, TAP_THROTTLE_MS, tapGate, tapSettled, type TapGate } from './tap-gate';

/** Taps at each of `times` on a control whose work ends at once; the taps that acted. */
function actingTaps(times: readonly number[], wait?: number): number[] {
  let gate: TapGate = OPEN_TAP_GATE;
  const acted: number[] = [];
  for (const now of times) {
    const next = tapGate(gate, now, wait);
    if (next === null) continue;
    acted.push(now);
    gate = tapSettled(next);
  }
  return acted;
}

describe('tapGate', () => {
  it('throttles by 1000 ms by default', () => {
    expect(TAP_THROTTLE_MS).toBe(1000);
  });

  it('lets the first tap act', () => {
    expect(tapGate(OPEN_TAP_GATE, 5000)).toEqual({ actedAt: 5000, busy: true });
  });

  it('acts once for two taps 400 ms apart, and for both when 1000 ms apart', () => {
    expect(actingTaps([10_000, 10_400])).toEqual([10_000]);
    expect(actingTaps([10_000, 11_000])).toEqual([10_000, 11_000]);
  });

  it('measures from the tap that acted, not from the ignored ones', () => {
    expect(actingTaps([0, 600, 900, 1000, 1500, 2100])).toEqual([0, 1000, 2100]);
  });

  it('takes another wait when given', () => {
    expect(actingTaps([0, 300, 500], 500)).toEqual([0, 500]);
  });

  it('ignores every tap while what the last one started is running, however long', () => {
    const started = tapGate(OPEN_TAP_GATE, 0);
    expect(started).not.toBeNull();
    expect(tapGate(started as TapGate, 60_000)).toBeNull();
    expect(tapGate(tapSettled(started as TapGate), 60_000)).toEqual({
      actedAt: 60_000,
      busy: true,
    });
  });

  it('lets a tap act when the clock went back', () => {
    expect(actingTaps([50_000, 1000])).toEqual([50_000, 1000]);
  });

  it('leaves a settled gate as it is', () => {
    const gate: TapGate = { actedAt: 3, busy: false };
    expect(tapSettled(gate)).toBe(gate);
  });
});
