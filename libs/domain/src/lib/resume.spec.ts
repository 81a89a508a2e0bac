import {
  forgetPosition,
  progressByKey,
  type PositionEntry,
  resumePosition,
  timeLeftText,
  unfinishedVideos,
} from './resume';

describe('resumePosition', () => {
  it.each([
    ['nothing remembered', null, 100, 0],
    ['an unreadable position', Number.NaN, 100, 0],
    ['an unknown duration', 50, Number.NaN, 0],
    ['a live stream', 50, Infinity, 0],
    ['a negative position', -3, 100, 0],
    ['under 5 s', 4.9, 100, 0],
    ['exactly 5 s', 5, 100, 5],
    ['the middle', 42.5, 100, 42.5],
    ['exactly 10 s before the end', 90, 100, 90],
    ['within the last 10 s', 90.1, 100, 0],
    ['a video shorter than the margins', 6, 12, 0],
  ])('%s → %s', (_case, saved, duration, expected) => {
    expect(resumePosition(saved, duration)).toBe(expected);
  });
});

describe('unfinishedVideos', () => {
  const watched = (id: number) => ({ id, coverbase64: null, title: `第${id}部` });
  const history = [watched(1), watched(2), watched(3), watched(4), watched(5)];

  it('offers the videos stopped part of the way, the most recently played first', () => {
    const positions: PositionEntry[] = [
      ['1', 30, 600],
      ['2', 300, 600],
    ];

    expect(unfinishedVideos(history, positions)).toEqual([
      { video: watched(2), seconds: 300, duration: 600, watched: 0.5 },
      { video: watched(1), seconds: 30, duration: 600, watched: 0.05 },
    ]);
  });

  it.each<[string, PositionEntry]>([
    ['only the first seconds watched', ['1', 4, 600]],
    ['95 % watched', ['1', 570, 600]],
    ['within the last 10 s of a short video', ['1', 52, 60]],
    ['no duration kept (an older entry)', ['1', 300]],
    ['an unknown duration', ['1', 300, Number.NaN]],
    ['a live stream', ['1', 300, Infinity]],
    ['a zero duration', ['1', 3, 0]],
    ['a video not in the watch history', ['9', 300, 600]],
  ])('leaves out %s', (_case, entry) => {
    expect(unfinishedVideos(history, [entry])).toEqual([]);
  });

  it('offers at most the limit', () => {
    const positions = history.map((video): PositionEntry => [String(video.id), 100, 600]);

    expect(unfinishedVideos(history, positions, 3).map(({ video }) => video.id)).toEqual([5, 4, 3]);
  });
});

describe('forgetPosition', () => {
  it('drops the video’s position and keeps the others in order', () => {
    expect(
      forgetPosition(
        [
          ['1', 10, 60],
          ['2', 20, 60],
          ['3', 30, 90],
        ],
        '2',
      ),
    ).toEqual([
      ['1', 10, 60],
      ['3', 30, 90],
    ]);
  });
});

describe('timeLeftText', () => {
  it.each([
    [570, 600, '还剩 不到1分钟'],
    [0, 60, '还剩 1分钟'],
    [30, 750, '还剩 12分钟'],
    [0, 3600, '还剩 1小时'],
    [0, 3900, '还剩 1小时5分'],
    [700, 600, '还剩 不到1分钟'],
  ])('%s s into %s s is %s', (seconds, duration, text) => {
    expect(timeLeftText(seconds, duration)).toBe(text);
  });
});

describe('progressByKey', () => {
  it('gives each position with a known duration its share watched and its words', () => {
    const progress = progressByKey([
      ['1', 150, 600],
      ['2', 590, 600],
      ['3', 30],
      ['4', 30, Infinity],
      ['5', 700, 600],
    ]);

    expect(Object.fromEntries(progress)).toEqual({
      '1': { watched: 0.25, finished: false, text: '还剩 7分钟' },
      '2': { watched: 590 / 600, finished: true, text: '已看完' },
      '5': { watched: 1, finished: true, text: '已看完' },
    });
  });
});
