/** Taps on one control closer together than this act once: the product's throttle default. */
export const TAP_THROTTLE_MS = 1000;

/** What a control that acts on a tap remembers of its taps. */
export interface TapGate {
  /** When it last acted (ms, on the clock the caller passes); null before its first tap. */
  readonly actedAt: number | null;
  /** What the last acting tap started (a request, a copy) is still running. */
  readonly busy: boolean;
}

/** A control nobody has tapped yet. */
export const OPEN_TAP_GATE: TapGate = { actedAt: null, busy: false };

/**
 * A tap at `now` on a control: the control's gate after it when the tap acts, or null when it is
 * ignored. One rule for every control that acts on a tap (收藏, 换一批, 提交, 分享, 重新加载 …):
 * a tap acts unless what the last one started is still running, or the last one acted less than
 * `wait` ms before (a double tap, a nervous second tap). A clock that went back lets it act.
 */
export function tapGate(gate: TapGate, now: number, wait = TAP_THROTTLE_MS): TapGate | null {
  if (gate.busy) return null;
  const since = gate.actedAt === null ? Infinity : now - gate.actedAt;
  if (since >= 0 && since < wait) return null;
  return { actedAt: now, busy: true };
}

/** The gate once what the acting tap started has ended (at once for an action with no wait). */
export function tapSettled(gate: TapGate): TapGate {
  return gate.busy ? { ...gate, busy: false } : gate;
}
