import { matchPath, pathInApp } from '../index';

describe('matchPath', () => {
  it('matches any table of patterns the same way', () => {
    const patterns = [{ path: '/a' }, { path: '/b', nested: true }];
    expect(matchPath(patterns, '/', '/a')).toBe(patterns[0]);
    expect(matchPath(patterns, '/b/c', '/a')).toBe(patterns[1]);
    expect(matchPath(patterns, '/a/c', '/a')).toBeUndefined();
  });
});

describe('pathInApp', () => {
  it.each([
    ['/home', '/', '/home'],
    ['/m/home', '/m/', '/home'],
    ['/m', '/m/', '/'],
    ['/mx/home', '/m/', '/mx/home'],
    ['/home', '/m', '/home'],
  ])('%s under %s is %s', (pathname, base, path) => {
    expect(pathInApp(pathname, base)).toBe(path);
  });
});
