import { describe, expect, it } from 'vitest';
import { firstVisitRoutes, routeFilter } from './demo-catalogue';

const videos = { videoId: 5, shareVideoId: 60, shortVideoId: 70 };

describe('firstVisitRoutes', () => {
  it('names the seven first visits, the pages shared links open among them', () => {
    const routes = firstVisitRoutes(videos, []);
    expect(routes).toHaveLength(7);
    expect(routes).toContain('/rank');
    expect(routes).toContain('/shortVideo?id=70');
  });

  it('keeps only the paths BENCH_ROUTES names', () => {
    expect(firstVisitRoutes(videos, routeFilter(' /rank, /shortVideo '))).toEqual([
      '/rank',
      '/shortVideo?id=70',
    ]);
    expect(routeFilter(undefined)).toEqual([]);
  });
});
