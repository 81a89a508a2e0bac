import { initialPlayerState, type MediaEventName, playerReducer } from './player-state';
import type { PlayerState, PlayerStatus } from './player-types';

const media = { currentTime: 12, duration: 100, rate: 1 };

function stateWith(status: PlayerStatus): PlayerState {
  return { ...initialPlayerState, status };
}

describe('playerReducer', () => {
  it.each<[PlayerStatus, MediaEventName, PlayerStatus]>([
    ['loading', 'loadedmetadata', 'ready'],
    ['loading', 'canplay', 'ready'],
    ['waiting', 'canplay', 'waiting'],
    ['paused', 'loadedmetadata', 'paused'],
    ['ready', 'playing', 'playing'],
    ['waiting', 'playing', 'playing'],
    ['playing', 'waiting', 'waiting'],
    ['playing', 'pause', 'paused'],
    ['ended', 'pause', 'ended'],
    ['playing', 'ended', 'ended'],
    ['playing', 'timeupdate', 'playing'],
    ['paused', 'durationchange', 'paused'],
    ['ready', 'ratechange', 'ready'],
  ])('%s + %s → %s', (from, event, to) => {
    expect(playerReducer(stateWith(from), { type: 'media', event, media }).status).toBe(to);
  });

  it('reads position, duration and rate from the media, an unknown duration as 0', () => {
    const next = playerReducer(stateWith('loading'), {
      type: 'media',
      event: 'timeupdate',
      media: { currentTime: 3, duration: Number.NaN, rate: 2 },
    });

    expect(next).toMatchObject({ currentTime: 3, duration: 0, rate: 2 });
  });

  it('keeps a live stream infinite', () => {
    const next = playerReducer(stateWith('playing'), {
      type: 'media',
      event: 'durationchange',
      media: { ...media, duration: Infinity },
    });

    expect(next.duration).toBe(Infinity);
  });

  it('marks the first start of playback, until the next load', () => {
    const started = playerReducer(stateWith('ready'), { type: 'media', event: 'playing', media });
    const paused = playerReducer(started, { type: 'media', event: 'pause', media });

    expect(paused.started).toBe(true);
    expect(playerReducer(paused, { type: 'loading' }).started).toBe(false);
  });

  it('starts a load afresh but keeps the chosen rate', () => {
    const state: PlayerState = {
      ...stateWith('error'),
      rate: 2,
      currentTime: 40,
      error: { kind: 'network', message: 'x' },
      engine: 'hls',
    };

    expect(playerReducer(state, { type: 'loading' })).toEqual({
      ...initialPlayerState,
      status: 'loading',
      rate: 2,
    });
  });

  it('keeps an error through playback events', () => {
    const failed = playerReducer(stateWith('playing'), {
      type: 'failed',
      error: { kind: 'media', message: '视频播放出错，请重试' },
    });

    const after = [
      { type: 'media', event: 'playing', media },
      { type: 'seek', time: 5 },
      { type: 'recovering' },
      { type: 'level', level: { index: 0, height: 360, bitrate: 1, auto: true } },
    ] as const;

    expect(after.reduce(playerReducer, failed)).toBe(failed);
  });

  it.each([
    [{ type: 'seek', time: 30 }, { currentTime: 30 }],
    [{ type: 'recovering' }, { status: 'waiting' }],
    [{ type: 'attached', engine: 'native' }, { engine: 'native' }],
  ] as const)('applies %o', (action, expected) => {
    expect(playerReducer(stateWith('paused'), action)).toMatchObject(expected);
  });

  it('returns the same state when nothing changes', () => {
    const state = stateWith('playing');

    expect(playerReducer(state, { type: 'seek', time: 0 })).toBe(state);
  });
});
