import {
  format,
  initialPrerollState,
  PREROLL_DEFAULT_SECONDS,
  prerollButtonLabel,
  prerollReducer,
  prerollSeconds,
  type PrerollEvent,
  type PrerollState,
} from '../index';

const tick: PrerollEvent = { type: 'tick' };
const close: PrerollEvent = { type: 'closeRequested' };
const run = (state: PrerollState, ...events: PrerollEvent[]) =>
  events.reduce(prerollReducer, state);

describe('initialPrerollState', () => {
  it.each([
    [5, { status: 'counting', remaining: 5 }],
    [4.2, { status: 'counting', remaining: 5 }],
    [0, { status: 'closable', remaining: 0 }],
    [-3, { status: 'closable', remaining: 0 }],
    [Number.NaN, { status: 'closable', remaining: 0 }],
  ])('of a %s s ad is %j', (duration, state) => {
    expect(initialPrerollState(duration)).toEqual(state);
  });
});

describe('prerollReducer', () => {
  it.each([
    ['one tick', [tick], { status: 'counting', remaining: 2 }],
    ['three ticks', [tick, tick, tick], { status: 'closable', remaining: 0 }],
    ['more ticks than seconds', [tick, tick, tick, tick], { status: 'closable', remaining: 0 }],
    ['a close during the countdown', [tick, close], { status: 'counting', remaining: 2 }],
    ['a close at the end', [tick, tick, tick, close], { status: 'closed', remaining: 0 }],
    [
      'ticks and closes after closing',
      [tick, tick, tick, close, tick, close],
      { status: 'closed', remaining: 0 },
    ],
  ])('a 3 s ad after %s', (_case, events, expected) => {
    expect(run(initialPrerollState(3), ...events)).toEqual(expected);
  });
});

describe('prerollButtonLabel', () => {
  it.each([
    [initialPrerollState(5), '5s'],
    [initialPrerollState(0), '关闭'],
    [run(initialPrerollState(1), tick, close), '关闭'],
  ])('of %j reads %s', (state, text) => {
    const { key, params } = prerollButtonLabel(state);
    expect(format(key, params)).toBe(text);
  });
});

describe('prerollSeconds', () => {
  it('counts down the ad’s own duration, else five seconds', () => {
    expect(prerollSeconds({ durationSeconds: 8 })).toBe(8);
    expect(prerollSeconds({ durationSeconds: null })).toBe(PREROLL_DEFAULT_SECONDS);
    expect(PREROLL_DEFAULT_SECONDS).toBe(5);
  });
});
