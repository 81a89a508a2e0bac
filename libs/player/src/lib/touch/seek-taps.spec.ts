import {
  initialSeekTapState,
  type SeekSide,
  seekTapHint,
  seekTapReducer,
  type SeekTapState,
} from './seek-taps';

function tapAll(sides: readonly SeekSide[]): SeekTapState {
  return sides.reduce(
    (state, side) => seekTapReducer(state, { type: 'tap', side }),
    initialSeekTapState,
  );
}

describe('seek taps', () => {
  it.each<[readonly SeekSide[], number, string | null]>([
    [[], 0, null],
    [['left', 'right'], 0, null],
    [['left'], -10, '-10s'],
    [['left', 'left'], -20, '-20s'],
    [['right'], 10, '+10s'],
    [['right', 'right', 'right'], 30, '+30s'],
    [['left', 'left', 'right'], -10, '-10s'],
  ])('taps %j add up to %s, hinted %s', (sides, offset, hint) => {
    const state = tapAll(sides);

    expect(state.offset).toBe(offset);
    expect(state.taps).toBe(sides.length);
    expect(seekTapHint(state)).toBe(hint);
  });

  it('starts over after a commit', () => {
    const committed = seekTapReducer(tapAll(['left', 'left']), { type: 'commit' });

    expect(committed).toEqual(initialSeekTapState);
    expect(seekTapReducer(committed, { type: 'tap', side: 'right' }).offset).toBe(10);
  });
});
