import { keepAlive, type KeptView } from './keep-alive';

const view = (key: string, value = 0): KeptView<number> => ({ key, value });

describe('keepAlive', () => {
  it.each([
    { views: [], key: 'home', expected: ['home'] },
    { views: [view('home')], key: 'home', expected: ['home'] },
    { views: [view('home'), view('list')], key: 'home', expected: ['list', 'home'] },
    { views: [view('home'), view('list')], key: 'find', expected: ['home', 'list', 'find'] },
  ])('showing $key after $views.length views keeps $expected', ({ views, key, expected }) => {
    expect(keepAlive(views, key, 0, 20).map((v) => v.key)).toEqual(expected);
  });

  it('records the value the view was last shown with', () => {
    expect(keepAlive([view('list', 1), view('home', 1)], 'list', 2, 20)).toEqual([
      view('home', 1),
      view('list', 2),
    ]);
  });

  it('drops the least recently shown view past the limit', () => {
    const views = [view('a'), view('b'), view('c')];
    expect(keepAlive(views, 'd', 0, 3).map((v) => v.key)).toEqual(['b', 'c', 'd']);
  });

  it('returns the same array when nothing changes, so React can skip a render', () => {
    const views = [view('a'), view('b')];
    expect(keepAlive(views, 'b', 0, 20)).toBe(views);
  });
});
