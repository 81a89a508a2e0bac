import { page } from './page-json';

const items = Array.from({ length: 30 }, (_, index) => index + 1);

describe('page', () => {
  it.each([
    ['an empty list', [], 1, [], null],
    ['past the end', items, 4, [], null],
    ['the last page', items, 3, [25, 26, 27, 28, 29, 30], null],
    ['the first page', items, 1, items.slice(0, 12), 'http://localhost/api/x?orderby=hot&page=2'],
  ])('pages %s', (_, list, current, data, next) => {
    const result = page(list, { page: current, baseUrl: 'http://localhost/api/x?orderby=hot' });
    expect(result).toEqual({
      current_page: current,
      data,
      next_page_url: next,
      total: list.length,
      per_page: 12,
    });
  });

  it('ends exactly on a full page', () => {
    expect(page(items.slice(0, 24), { page: 2 }).next_page_url).toBeNull();
  });

  it('honours another page size', () => {
    expect(page(items, { page: 2, perPage: 5 }).data).toEqual([6, 7, 8, 9, 10]);
  });
});
