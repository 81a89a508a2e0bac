import { describe, expect, it } from 'vitest';
import { countsForIdle } from './network-idle';

describe('countsForIdle', () => {
  it("counts a screen's calls, code and covers", () => {
    expect(countsForIdle('http://127.0.0.1:4512/api/videosort/1?page=1', 'fetch', 'GET')).toBe(
      true,
    );
    expect(countsForIdle('http://127.0.0.1:4512/assets/list-Ab1.js', 'script', 'GET')).toBe(true);
    expect(countsForIdle('http://127.0.0.1:4512/covers/video/3.jpg.enc', 'fetch', 'GET')).toBe(
      true,
    );
  });

  it('leaves out the stream, media and the stats beacons', () => {
    expect(countsForIdle('http://127.0.0.1:4512/media/a/index.m3u8', 'xhr', 'GET')).toBe(false);
    expect(countsForIdle('http://127.0.0.1:4512/media/a/seg-3.ts?x=1', 'fetch', 'GET')).toBe(false);
    expect(countsForIdle('http://127.0.0.1:4512/media/ad.mp4', 'media', 'GET')).toBe(false);
    expect(countsForIdle('http://127.0.0.1:4512/stats/otlp/v1/logs', 'fetch', 'POST')).toBe(false);
    expect(countsForIdle('http://127.0.0.1:4512/api/favorite', 'fetch', 'POST')).toBe(true);
  });
});
