import type { Video } from '@video/domain';
import { feedStart, feedVideos } from './feed-start';

const video = (id: number, title = `短视频${id}`) => ({ id, title }) as Video;
const firstPage = [video(31), video(30), video(29)];

describe('feedStart', () => {
  it.each<[string, number | null, Video | null | undefined, ReturnType<typeof feedStart>]>([
    ['no id: the first video', null, undefined, { pinned: null, videoIndex: 0 }],
    ['an id on the first page: that video', 29, undefined, { pinned: null, videoIndex: 2 }],
    ['an id elsewhere, still loading: undecided', 7, undefined, null],
    ['an id elsewhere: that video first', 7, video(7), { pinned: video(7), videoIndex: 0 }],
    ['an unknown id: the first video', 7, null, { pinned: null, videoIndex: 0 }],
  ])('%s', (_case, id, requested, expected) => {
    expect(feedStart(firstPage, id, requested)).toEqual(expected);
  });
});

describe('feedVideos', () => {
  it('leaves out the titles lists hide', () => {
    expect(feedVideos([video(3), video(2, '★隐藏'), video(1)], null)).toEqual([video(3), video(1)]);
  });

  it('puts the pinned video first and drops its later copy', () => {
    expect(feedVideos([video(3), video(7), video(1)], video(7))).toEqual([
      video(7),
      video(3),
      video(1),
    ]);
  });
});
