import { routes } from '@video/routes';
import { describe, expect, it } from 'vitest';
import { reactFloorRoutes } from './react-floor-routes';

describe('reactFloorRoutes', () => {
  it('routes every outlined screen of the table to its kind, its tab and the tab bar', () => {
    const byPath = new Map(reactFloorRoutes().map((route) => [route.path, route]));
    expect(byPath.get(routes.home.path)).toEqual({
      path: routes.home.path,
      kind: 'home',
      tab: 'home',
      tabBar: true,
    });
    expect(byPath.get(routes.playVideo.path)).toEqual({
      path: routes.playVideo.path,
      kind: 'player',
      tabBar: false,
    });
    // A nested screen matches its children's addresses too.
    expect(byPath.get(`${routes.find.path}/*`)).toMatchObject({ kind: 'tabs', tab: 'find' });
  });

  it('shows the tab bar on every screen of a kind a tab screen paints, and routes no other', () => {
    const table = {
      one: { path: '/one', outline: 'list', tab: true },
      two: { path: '/two', outline: 'list' },
      three: { path: '/three' },
    } as const;
    expect(reactFloorRoutes(table, ['one', 'two', 'three'])).toEqual([
      { path: '/one', kind: 'list', tab: 'one', tabBar: true },
      { path: '/two', kind: 'list', tabBar: true },
    ]);
  });
});
