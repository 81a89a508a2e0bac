import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it.each([
    ['首页', '首页 - 视频'],
    ['  电影 ', '电影 - 视频'],
    ['', '视频'],
    [null, '视频'],
    [undefined, '视频'],
  ])('names %j as %j', (title, expected) => {
    expect(documentTitle(title, '视频')).toBe(expected);
  });
});
