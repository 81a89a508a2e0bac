import { matchPath, paths, SCREEN_NAMES } from '@video/domain';
import { outlineTable } from './boot/outline-routes';
import { arrivalPlan } from './boot/arrival-plans';
import { entryAt, notFoundEntry, routeManifest, vendorPath } from './route-manifest';
import { screenModule } from './screens';
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

describe('the route manifest', () => {
  it('has every screen of the table of addresses, once', () => {
    expect(routeManifest.map((entry) => entry.name).sort()).toEqual([...SCREEN_NAMES].sort());
    for (const entry of routeManifest) expect(entry.path).toBe(paths[entry.name].path);
  });

  it('names each screen once: its folder, its file, its component and its address’s name are one word', async () => {
    const files = import.meta.glob<Record<string, unknown>>('../features/*/*-screen.tsx');
    const entries = [...routeManifest, notFoundEntry];
    expect(Object.keys(files).sort()).toEqual(
      entries.map((entry) => screenModule(entry.name).file).sort(),
    );
    for (const entry of entries) {
      const { file, component } = screenModule(entry.name);
      expect(await files[file]?.(), entry.name).toHaveProperty(component, expect.any(Function));
    }
  });

  it('matches `/` as home and an address no screen has as not found', () => {
    expect(entryAt('/').name).toBe('home');
    expect(entryAt('/Home')).toBe(notFoundEntry);
    expect(entryAt('/find/tags/').name).toBe('find');
    expect(entryAt('/__proto__')).toBe(notFoundEntry);
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

  it('gives the first-call plans: a screen has them exactly where its entry does', () => {
    for (const address of ADDRESSES) {
      expect(arrivalPlan(address), address).toBe(entryAt(address).arrival);
    }
    expect(arrivalPlan('/')).toBeDefined();
    expect(arrivalPlan('/search')).toBeUndefined();
  });

  it('gives the outline script its table: the routes with an outline, matched alike', () => {
    const table = outlineTable('/');
    for (const address of ADDRESSES) {
      const entry = entryAt(address);
      const route = matchPath(table.routes, address, table.startPath);
      expect(route?.outline, address).toBe(entry.outline);
      expect(route?.leadImage, address).toBe(entry.leadImage);
    }
    // A screen that shows a lead image in its outline must make the calls that find it.
    for (const entry of routeManifest.filter((candidate) => candidate.leadImage)) {
      expect(entry.arrival?.lead, entry.name).toEqual(expect.any(Function));
    }
  });

  it('sends a 401 to the vendor screen with its message', () => {
    expect(entryAt(new URL(vendorPath('登录已过期'), 'http://app.invalid').pathname).name).toBe(
      'vendor',
    );
  });
});
