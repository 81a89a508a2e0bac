import type { Category, HomeBlock, Tag, Video } from '@video/domain';
import { homeBlockVideos, seenTags } from './seen-tags';

const HD: Tag = { id: 1, name: '高清' };
const MANDARIN: Tag = { id: 2, name: '国语' };
const SUSPENSE: Tag = { id: 3, name: '悬疑' };

function video(id: number, tags: readonly Tag[], title = `视频${id}`): Video {
  return {
    id,
    title,
    pageviews: 0,
    duration: '01:00',
    rank: null,
    createdAt: null,
    updatedAt: null,
    videoPath: '',
    cover: { url: `https://example.com/${id}.png.enc`, type: 'png' },
    coverPath: '',
    tags,
    placeholder: null,
  };
}

function categoryBlock(videos: readonly Video[]): HomeBlock {
  const category: Category = {
    id: 1,
    name: '电影',
    typeId: 1,
    iconPath: '',
    order: 1,
    icon: null,
    videos,
  };
  return { kind: 'category', category };
}

describe('seenTags', () => {
  it.each([
    { case: 'no videos', videos: [], expected: [] },
    { case: 'videos without tags', videos: [video(1, [])], expected: [] },
    { case: 'a hidden (★) video is not counted', videos: [video(1, [HD], '★隐藏')], expected: [] },
    {
      case: 'most used first, ties by id',
      videos: [video(1, [SUSPENSE]), video(2, [MANDARIN, SUSPENSE]), video(3, [HD])],
      expected: [
        { name: '悬疑', count: 2 },
        { name: '高清', count: 1 },
        { name: '国语', count: 1 },
      ],
    },
    {
      case: 'a video listed twice counts once',
      videos: [video(1, [HD]), video(1, [HD]), video(2, [MANDARIN])],
      expected: [
        { name: '高清', count: 1 },
        { name: '国语', count: 1 },
      ],
    },
  ])('$case', ({ videos, expected }) => {
    expect(seenTags(videos).map(({ tag, count }) => ({ name: tag.name, count }))).toEqual(expected);
  });

  it('takes the cover of the first video carrying the tag that has one', () => {
    const [tag] = seenTags([{ ...video(1, [HD]), cover: null }, video(2, [HD]), video(3, [HD])]);
    expect(tag.cover?.url).toBe('https://example.com/2.png.enc');
  });
});

describe('homeBlockVideos', () => {
  it('collects the videos of category blocks and skips ad blocks', () => {
    const ad: HomeBlock = {
      kind: 'ad',
      ad: { url: '', image: null, title: '广告', videoPath: null, durationSeconds: null },
    };
    const blocks = [ad, categoryBlock([video(1, [])]), categoryBlock([video(2, []), video(3, [])])];
    expect(homeBlockVideos(blocks).map(({ id }) => id)).toEqual([1, 2, 3]);
  });
});
