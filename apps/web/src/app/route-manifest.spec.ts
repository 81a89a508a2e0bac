import { listPath, playVideoPath, playVideoSharePath } from '@video/domain';
import { outlineRoutes } from './boot/outline-routes';
import { firstCallPlan } from './boot/first-call-plans';
import { entryAt, notFoundEntry, routeManifest, START_PATH, vendorPath } from './route-manifest';
import { routeAt } from './route-path';
import { matchRoute } from './routes';
import { tabs } from './shell/tabs';

/** Addresses a visitor can arrive at, odd ones included. */
const ADDRESSES = [
  '/',
  '/home',
  '/home/',
  '/Home',
  '/rank',
  '/find',
  '/find/rank',
  '/find/tags/',
  '/findx',
  '/miin',
  '/favorites',
  '/mine',
  '/list',
  '/playVideo',
  '/playVideoShare',
  '/playLink',
  '/shortVideo',
  '/searchList',
  '/collectVideo',
  '/vendor',
  '/artist-details',
  '/nowhere',
  '/toString',
  '/__proto__',
];

describe('the route manifest', () => {
  it('names each route and path once', () => {
    const names = routeManifest.map((entry) => entry.name);
    const paths = routeManifest.map((entry) => entry.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('is matched by React Router as the start before the framework matches it', () => {
    for (const address of ADDRESSES) {
      // `/` is redirected by the shell before anything renders; the start matches it as home.
      const routed = matchRoute(address === '/' ? START_PATH : address);
      expect(routed.name, address).toBe(entryAt(address).name);
    }
    expect(entryAt('/Home')).toBe(notFoundEntry);
  });

  it('gives the tab bar its tabs, in order, with their titles and addresses', () => {
    expect(tabs.map(({ key, name, url }) => [key, name, url])).toEqual([
      ['home', '首页', '/home'],
      ['rank', '排行', '/rank'],
      ['find', '发现', '/find'],
      ['shortVideos', '短视频', '/miin'],
      ['userFavourites', '看看', '/favorites'],
      ['mine', '我的', '/mine'],
    ]);
  });

  it('gives the first-call plans: a screen has them exactly where its entry does', () => {
    for (const address of ADDRESSES) {
      expect(firstCallPlan(address), address).toBe(entryAt(address).firstCalls);
    }
    expect(firstCallPlan('/')).toBeDefined();
    expect(firstCallPlan('/search')).toBeUndefined();
  });

  it('gives the outline script its table: the routes with an outline, matched alike', () => {
    const table = outlineRoutes(routeManifest);
    for (const address of ADDRESSES) {
      const entry = entryAt(address);
      expect(routeAt(table, address, START_PATH)?.outline, address).toBe(entry.outline);
      expect(routeAt(table, address, START_PATH)?.leadImage, address).toBe(entry.leadImage);
    }
    // A screen that shows a lead image in its outline must make the calls that find it.
    for (const entry of routeManifest.filter((candidate) => candidate.leadImage)) {
      expect(entry.firstCalls?.lead, entry.name).toEqual(expect.any(Function));
    }
  });

  it('has a route for every address the product’s links build', () => {
    for (const link of [
      playVideoPath(1),
      playVideoSharePath(1),
      listPath({ typeId: 1 }),
      vendorPath('登录已过期'),
    ]) {
      expect(entryAt(new URL(link, 'http://app.invalid').pathname), link).not.toBe(notFoundEntry);
    }
  });
});
