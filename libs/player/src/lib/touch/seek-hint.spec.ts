import { initialSeekHintState, type SeekHintEvent, seekHintReducer } from './seek-hint';

describe('seek hint', () => {
  it.each([
    [true, 'done'],
    [false, 'pending'],
  ] as const)('starts %s-shown as %s', (shown, state) => {
    expect(initialSeekHintState(shown)).toBe(state);
  });

  it.each([
    ['pending', 'elapsed', 'pending'],
    ['pending', 'started', 'showing'],
    ['showing', 'started', 'showing'],
    ['showing', 'elapsed', 'done'],
    ['done', 'started', 'done'],
    ['done', 'elapsed', 'done'],
  ] as const)('%s + %s → %s', (from, event: SeekHintEvent, to) => {
    expect(seekHintReducer(from, event)).toBe(to);
  });
});
