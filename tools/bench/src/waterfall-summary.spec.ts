import { describe, expect, it } from 'vitest';
import { summariseWaterfall, type TimedRequest } from './waterfall-summary';

const request = (path: string, start: number, responseStart: number, end: number, bytes = 100) =>
  ({ path, start, responseStart, end, bytes }) satisfies TimedRequest;

describe('summariseWaterfall', () => {
  const requests = [
    request('/assets/store.js', 200, 440, 1000, 40_000),
    request('/api/adsort', 1200, 1650, 1800, 100),
    request('/api/adinfo/BANNER/1', 1850, 1860, 2000, 200),
    request('/covers/ad/1.jpg.enc', 2050, 2060, 2400, 40_000),
    request('/covers/video/2.jpg.enc', 2500, 2510, 3300, 48_000),
  ];

  it('counts what came before the largest paint, and finds the longest wait and the lead image', () => {
    const summary = summariseWaterfall(requests, { at: 2500, url: 'blob:x' });

    expect(summary).toEqual({
      requestsBefore: 4,
      bytesBefore: 80_300,
      longestWait: { path: '/api/adsort', ms: 450 },
      api: { firstSent: 1200, lastAnswered: 2000 },
      leadImage: requests[3],
    });
  });

  it('takes every request when there was no largest paint, and says when there is no API call', () => {
    const summary = summariseWaterfall([request('/index.html', 0, 150, 300)], null);
    expect(summary).toMatchObject({ requestsBefore: 1, api: null, leadImage: null });
  });
});
