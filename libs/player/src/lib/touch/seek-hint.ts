/**
 * The one-time hint 双击左右两侧可快退/快进10秒: `pending` until playback first starts on a
 * device that never saw it, `showing` for `SEEK_HINT_MS`, then `done` for good.
 */
export type SeekHintState = 'pending' | 'showing' | 'done';

/** `started` when playback begins; `elapsed` when the hint's time is up. */
export type SeekHintEvent = 'started' | 'elapsed';

/** The hint's state on a device where it was (`true`) or was not yet shown. */
export function initialSeekHintState(alreadyShown: boolean): SeekHintState {
  return alreadyShown ? 'done' : 'pending';
}

/** The hint after `event`; it shows at most once. */
export function seekHintReducer(state: SeekHintState, event: SeekHintEvent): SeekHintState {
  if (state === 'pending' && event === 'started') return 'showing';
  if (state === 'showing' && event === 'elapsed') return 'done';
  return state;
}
