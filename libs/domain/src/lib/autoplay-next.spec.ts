import {
  AUTOPLAY_COUNTDOWN_SECONDS,
  type AutoplayEvent,
  askingAutoplayState,
  autoplayReducer,
  initialAutoplayState,
  nextFilm,
} from '../index';
import type { Video } from './entities';

const film = (id: number, title = `第${id}部`): Video => ({
  id,
  title,
  pageviews: 0,
  duration: '',
  rank: null,
  createdAt: null,
  updatedAt: null,
  videoPath: `/media/${id}.m3u8`,
  cover: null,
  coverPath: '',
  tags: [],
  placeholder: null,
});

const run = (...events: AutoplayEvent[]) => events.reduce(autoplayReducer, initialAutoplayState);
const tick: AutoplayEvent = { type: 'tick' };

describe('autoplayReducer', () => {
  it('counts down five seconds, then the next film is due', () => {
    expect(initialAutoplayState).toEqual({ status: 'counting', remaining: 5 });
    expect(run(tick, tick)).toEqual({ status: 'counting', remaining: 3 });
    const ticks = Array.from({ length: AUTOPLAY_COUNTDOWN_SECONDS }, () => tick);
    expect(run(...ticks)).toEqual({ status: 'due', remaining: 0 });
  });

  it('stays cancelled after a tap, whatever ticks come later', () => {
    expect(run(tick, { type: 'cancel' }, tick, tick, tick, tick)).toEqual({
      status: 'cancelled',
      remaining: 4,
    });
  });

  it('is due at once on 立即播放, and a due countdown is not cancelled', () => {
    expect(run({ type: 'now' }, { type: 'cancel' })).toEqual({ status: 'due', remaining: 0 });
  });

  it('under 省流 asks, however long: due on 播放, cancelled on a tap', () => {
    const ask = (...events: AutoplayEvent[]) => events.reduce(autoplayReducer, askingAutoplayState);
    expect(ask(tick, tick, tick, tick, tick, tick)).toEqual({ status: 'asking', remaining: 0 });
    expect(ask(tick, { type: 'now' })).toEqual({ status: 'due', remaining: 0 });
    expect(ask({ type: 'cancel' }, { type: 'now' }).status).toBe('cancelled');
  });
});

describe('nextFilm', () => {
  it('is the first of 猜你喜欢 that is neither the film that ended nor hidden', () => {
    expect(nextFilm([film(7), film(8, '★测试'), film(9)], 7)?.id).toBe(9);
  });

  it('is none when 猜你喜欢 has no other film', () => {
    expect(nextFilm([film(7)], 7)).toBeUndefined();
    expect(nextFilm([], 7)).toBeUndefined();
  });
});
