import { withQuery } from '@video/domain';
import { routes, SCREEN_NAMES, screenAt } from '../index';

const at = (search: string, pathname = '/') => ({ pathname, search });

describe('routes: links', () => {
  it.each([
    [routes.home.href(), '/home'],
    [routes.vendor.href(), '/vendor'],
    [
      routes.vendor.href({ message: '登录 失效&' }),
      '/vendor?logout=logout&msg=%E7%99%BB%E5%BD%95%20%E5%A4%B1%E6%95%88%26',
    ],
    [routes.find.href(), '/find'],
    [routes.find.href('artist'), '/find/artist'],
    [
      routes.artistDetails.href({ id: 7, name: '周 杰伦' }),
      '/artist-details?id=7&name=%E5%91%A8%20%E6%9D%B0%E4%BC%A6',
    ],
    [routes.searchList.href({ keyword: 'a&b=c' }), '/searchList?search=a%26b%3Dc'],
    [routes.list.href({ typeId: 0 }), '/list?typeId=0'],
    [routes.list.href({ typeId: 5, orderby: 'hot' }), '/list?typeId=5&orderby=hot'],
    [routes.myVideos.href({ type: 'history' }), '/collectVideo?type=history'],
    [routes.myVideos.href({ type: 'favourites' }), '/collectVideo?type=favorite'],
    [routes.playVideo.href({ id: 42 }), '/playVideo?id=42'],
    [routes.playVideoShare.href({ id: 123 }), '/playVideoShare?id=djE6MTIz'],
    [routes.shortVideo.href(), '/shortVideo'],
    [routes.shortVideo.href({ id: 9 }), '/shortVideo?id=9'],
    [routes.shortVideoGrid.href(), '/miin'],
    [routes.userFavourites.href(), '/favorites'],
  ])('%s', (href, expected) => {
    expect(href).toBe(expected);
  });

  it('adds to a query, or starts one', () => {
    expect(withQuery(routes.home.href(), { source: 'pwa' })).toBe('/home?source=pwa');
    expect(withQuery(routes.myVideos.href({ type: 'history' }), { source: 'pwa' })).toBe(
      '/collectVideo?type=history&source=pwa',
    );
    expect(withQuery('/home', {})).toBe('/home');
  });
});

describe('routes: reading an address', () => {
  it.each([
    ['', null],
    ['?', null],
    ['?from=home', null],
    ['?id', null],
    ['?id=', null],
    ['?id=abc', null],
    ['?id=-3', null],
    ['?id=0', null],
    ['?id=1.5', null],
    ['?id=%E4', null],
    ['?id=99999999999999999999', null],
    ['?id=42', 42],
    ['id=42', 42],
    ['?from=share&id=42&utm=x', 42],
    ['?%69d=42', 42],
    ['?id=42&id=43', 42],
    ['?bad=%E4&id=42', 42],
  ])('a video id in %j reads as %s', (search, id) => {
    expect(routes.playVideo.read(at(search))).toEqual({ id });
    expect(routes.playLink.read(at(search))).toEqual({ id });
    expect(routes.shortVideo.read(at(search))).toEqual({ id });
  });

  it('reads back what every link writes', () => {
    expect(routes.playVideoShare.read(at('?id=djE6MTIz'))).toEqual({ id: 123 });
    expect(routes.playVideoShare.read(at('?id=%%%'))).toEqual({ id: null });
    expect(routes.artistDetails.read(at('?id=7&name=x'))).toEqual({ id: 7 });
    expect(routes.searchList.read(at('?search=+%E5%91%A8+'))).toEqual({ keyword: '周' });
    expect(routes.searchList.read(at(''))).toEqual({ keyword: '' });
    expect(routes.myVideos.read(at('?type=history'))).toEqual({ type: 'history' });
    expect(routes.myVideos.read(at('?type=favorite'))).toEqual({ type: 'favourites' });
    expect(routes.myVideos.read(at('?type=HISTORY'))).toEqual({ type: 'favourites' });
    expect(routes.home.read(at('?anything=1'))).toEqual({});
  });

  it.each([
    ['?typeId=3&orderby=hot', { typeId: 3, orderby: 'hot' }],
    ['?typeId=0', { typeId: 0, orderby: 'new' }],
    ['', { typeId: 0, orderby: 'new' }],
    ['?typeId=-1&orderby=HOT', { typeId: 0, orderby: 'new' }],
    ['?typeId=1e3&orderby=', { typeId: 0, orderby: 'new' }],
    ['?typeId=99999999999999999999', { typeId: 0, orderby: 'new' }],
  ])('the list filter of %j', (search, filter) => {
    expect(routes.list.read(at(search))).toEqual(filter);
  });

  it('reads a logout message only after a logout', () => {
    expect(routes.vendor.read(at('?logout=logout&msg=%E8%BF%87%E6%9C%9F'))).toEqual({
      logoutMessage: '过期',
    });
    expect(routes.vendor.read(at('?msg=%E8%BF%87%E6%9C%9F'))).toEqual({ logoutMessage: null });
    expect(routes.vendor.read(at('?logout=logout'))).toEqual({ logoutMessage: '' });
  });

  it.each([
    ['/find', null],
    ['/find/', null],
    ['/find/artist', 'artist'],
    ['/find/tags/', 'tags'],
    ['/find/other', null],
    ['/find/rank/more', null],
  ])('the sub-tab of %s', (pathname, tab) => {
    expect(routes.find.read(at('', pathname))).toEqual({ tab });
  });
});

describe('screenAt', () => {
  it.each([
    ['/', 'home'],
    ['/home', 'home'],
    ['/home/', 'home'],
    ['/Home', null],
    ['/home/x', null],
    ['/find', 'find'],
    ['/find/rank', 'find'],
    ['/finder', null],
    ['/miin', 'shortVideoGrid'],
    ['/favorites', 'userFavourites'],
    ['/collectVideo', 'myVideos'],
    ['/nowhere', null],
  ])('%s is %s', (pathname, screen) => {
    expect(screenAt(pathname)).toBe(screen);
  });

  it('finds every screen at its own path', () => {
    for (const name of SCREEN_NAMES) expect(screenAt(routes[name].path)).toBe(name);
  });
});
