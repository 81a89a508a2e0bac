import { categoryTabs, isHiddenTitle, listCategory, visibleVideos, type Category } from '../index';

describe('isHiddenTitle', () => {
  it.each([
    ['', false],
    ['普通标题', false],
    ['标题★在中间', false],
    ['a*b', false],
    ['☆ a white star', false],
    ['★隐藏', true],
    ['★', true],
    ['*隐藏', false],
    ['  ★ after blanks', false],
    ['\u3000★after an ideographic space', false],
  ])('%j → %s', (title, hidden) => {
    expect(isHiddenTitle(title)).toBe(hidden);
  });
});

describe('visibleVideos', () => {
  it('drops starred titles and keeps the order of the rest', () => {
    const videos = [
      { title: 'a' },
      { title: '★b' },
      { title: 'c' },
      { title: '★d' },
      { title: '*e' },
    ];
    expect(visibleVideos(videos)).toEqual([{ title: 'a' }, { title: 'c' }, { title: '*e' }]);
  });
});

describe('categoryTabs', () => {
  const category = (id: number, name: string): Category => ({
    id,
    name,
    typeId: id,
    iconPath: '',
    order: 0,
    icon: null,
    videos: [],
  });

  it.each([
    ['no categories', [], [{ id: 0, name: '全部' }]],
    [
      'short and share videos among others',
      [category(59, '短视频'), category(1, '电影'), category(60, '分享'), category(2, '综艺')],
      [
        { id: 0, name: '全部' },
        { id: 1, name: '电影' },
        { id: 2, name: '综艺' },
      ],
    ],
  ])('with %s', (_case, categories, tabs) => {
    expect(categoryTabs(categories)).toEqual(tabs);
  });
});

describe('listCategory', () => {
  const category = (id: number, typeId: number, name: string): Category => ({
    id,
    name,
    typeId,
    iconPath: '',
    order: 0,
    icon: null,
    videos: [],
  });
  // A backend whose type ids are numbered apart from its ids, one pair crossing over.
  const categories = [category(11, 1, '电影'), category(12, 2, '综艺'), category(1, 30, '动漫')];

  it.each([
    ['an id', 12, '综艺'],
    ['a type id no id matches', 2, '综艺'],
    ['a number that is an id and another’s type id, as the id', 1, '动漫'],
  ])('finds the category by %s', (_case, typeId, name) => {
    expect(listCategory(categories, typeId)?.name).toBe(name);
  });

  it('finds none for a number that is neither', () => {
    expect(listCategory(categories, 99)).toBeUndefined();
  });
});
