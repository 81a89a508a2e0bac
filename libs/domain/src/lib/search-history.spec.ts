import { addSearchKeyword, parseSearchHistory, serialiseSearchHistory } from '../index';

describe('addSearchKeyword', () => {
  const list = ['新', '旧'];

  it.each([
    ['a new keyword at the front', '电影', ['电影', '新', '旧']],
    ['a keyword without its blanks', '  电影 ', ['电影', '新', '旧']],
    ['commas turned into spaces', 'a,b', ['a b', '新', '旧']],
  ])('adds %s', (_case, keyword, expected) => {
    expect(addSearchKeyword(list, keyword)).toEqual(expected);
  });

  it.each([
    ['an empty keyword', ''],
    ['a blank keyword', '   '],
    ['only commas', ',,'],
    ['a keyword already present, which keeps its place', '旧'],
    ['a keyword already present but for blanks', ' 旧 '],
  ])('ignores %s', (_case, keyword) => {
    expect(addSearchKeyword(list, keyword)).toBe(list);
  });

  it('keeps the 20 newest keywords', () => {
    const full = Array.from({ length: 20 }, (_, index) => `k${index}`);
    const next = addSearchKeyword(full, 'new');
    expect(next).toHaveLength(20);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('k19');
  });
});

describe('parseSearchHistory', () => {
  it.each([
    ['nothing stored', '', []],
    ['a non-string', 42, []],
    ['null', null, []],
    ['one keyword', '电影', ['电影']],
    ['keywords in stored order', '电影,综艺,动漫', ['电影', '综艺', '动漫']],
    ['empty and blank parts', ',电影,, ,综艺,', ['电影', '综艺']],
    ['blanks around keywords', ' 电影 , 综艺', ['电影', '综艺']],
    ['duplicates, keeping the first', '电影,综艺,电影', ['电影', '综艺']],
  ])('reads %s', (_case, stored, expected) => {
    expect(parseSearchHistory(stored)).toEqual(expected);
  });

  it('keeps at most 20 keywords', () => {
    const stored = Array.from({ length: 25 }, (_, index) => `k${index}`).join(',');
    expect(parseSearchHistory(stored)).toHaveLength(20);
  });
});

describe('serialiseSearchHistory', () => {
  it.each([
    ['nothing', [], ''],
    ['keywords', ['电影', '综艺'], '电影,综艺'],
    ['keywords with commas and blanks', ['a,b', ' c ', '', ','], 'a b,c'],
  ])('writes %s', (_case, list, stored) => {
    expect(serialiseSearchHistory(list)).toBe(stored);
  });

  it('round-trips what addSearchKeyword builds', () => {
    const list = ['x,y', '电影', 'a b'].reduce<readonly string[]>(addSearchKeyword, []);
    expect(parseSearchHistory(serialiseSearchHistory(list))).toEqual(list);
  });
});
