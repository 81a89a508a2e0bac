import { matchPath } from '@video/domain';
import { routes, SCREEN_NAMES, screenAt } from '@video/routes';
import { vendorPath } from '../core/logout-reasons';
import { outlineTable } from './boot/outline-routes';
import { appRoutes, routeAt, screenFiles } from './screens';
import { TAB_ICONS, tabs } from './shell/tabs';

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

describe('the screens', () => {
  it('has a route for every screen of the table, once, in its order', () => {
    expect(appRoutes.map((route) => route.name)).toEqual(SCREEN_NAMES);
    for (const name of SCREEN_NAMES) expect(routeAt(routes[name].path).name).toBe(name);
  });

  it('names each screen once: its folder, its files, its component and its key in the table are one word', async () => {
    const screens = import.meta.glob<Record<string, unknown>>('../features/*/*-screen.tsx');
    const forwards = import.meta.glob<Record<string, unknown>>('../features/*/*-forward.ts');
    const names = [...SCREEN_NAMES, 'notFound'];
    expect(Object.keys(screens).sort()).toEqual(
      names.map((name) => screenFiles(name).screen).sort(),
    );
    for (const name of names) {
      const { screen, component } = screenFiles(name);
      expect(await screens[screen]?.(), name).toHaveProperty(component, expect.any(Function));
    }
    for (const file of Object.keys(forwards)) {
      const name = names.find((candidate) => screenFiles(candidate).forward === file);
      expect(name, file).toBeDefined();
      const { forwardRule } = screenFiles(name ?? '');
      expect(await forwards[file]?.(), file).toHaveProperty(forwardRule, expect.any(Function));
    }
    expect(routeAt('/vendor').forward).toEqual(expect.any(Function));
    expect(routeAt('/find').forward).toEqual(expect.any(Function));
  });

  it('matches `/` as home and an address no screen has as not found', () => {
    expect(routeAt('/').name).toBe('home');
    expect(routeAt('/Home').name).toBe('notFound');
    expect(routeAt('/find/tags/').name).toBe('find');
    expect(routeAt('/__proto__').name).toBe('notFound');
  });

  it('gives the tab bar its tabs, in order, with their titles, addresses and icons', () => {
    expect(tabs.map(({ key, name, url }) => [key, name, url])).toEqual([
      ['home', '首页', '/home'],
      ['rank', '排行', '/rank'],
      ['find', '发现', '/find'],
      ['shortVideoGrid', '短视频', '/miin'],
      ['userFavourites', '看看', '/favorites'],
      ['mine', '我的', '/mine'],
    ]);
    for (const tab of tabs) expect(TAB_ICONS[tab.key], tab.key).toBeDefined();
  });

  it('gives the outline script its table: the routes with an outline, matched alike', () => {
    const table = outlineTable('/');
    for (const address of ADDRESSES) {
      const entry = routeAt(address);
      const route = matchPath(table.routes, address, table.startPath);
      expect(route?.outline, address).toBe(entry.outline);
      expect(route?.leadImage, address).toBe(entry.leadImage);
    }
    // A screen that shows a lead image in its outline must make the calls that find it.
    for (const route of appRoutes.filter((candidate) => candidate.leadImage)) {
      expect(route.arrival?.lead, route.name).toEqual(expect.any(Function));
    }
  });

  it('sends a 401 to the vendor screen with its message', () => {
    expect(screenAt(new URL(vendorPath('登录已过期'), 'http://app.invalid').pathname)).toBe(
      'vendor',
    );
  });
});
