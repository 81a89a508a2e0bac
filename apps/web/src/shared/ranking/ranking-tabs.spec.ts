import type { Category } from '@video/domain';
import { rankingTabs } from './ranking-tabs';

function category(id: number, typeId: number, name: string): Category {
  return { id, typeId, name, iconPath: '', order: id, icon: null, videos: [] };
}

describe('rankingTabs', () => {
  it.each([
    { case: 'no categories', categories: [], expected: [{ id: 0, name: '全部' }] },
    {
      case: 'short and share videos left out',
      categories: [category(59, 59, '短视频'), category(60, 60, '分享视频')],
      expected: [{ id: 0, name: '全部' }],
    },
    {
      case: 'tabs keyed by type id',
      categories: [category(1, 1, '电影'), category(2, 12, '电视剧')],
      expected: [
        { id: 0, name: '全部' },
        { id: 1, name: '电影' },
        { id: 12, name: '电视剧' },
      ],
    },
  ])('$case', ({ categories, expected }) => {
    expect(rankingTabs(categories)).toEqual(expected);
  });
});
