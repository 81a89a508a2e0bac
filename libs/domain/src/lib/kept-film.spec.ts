import { downloadPending, keptFilmVideo, keptPercent } from './kept-film';

describe('keptPercent', () => {
  it('counts the bytes kept against those expected, in whole percent', () => {
    expect(keptPercent({ state: 'downloading', bytesDone: 250, bytesExpected: 1000 })).toBe(25);
    expect(keptPercent({ state: 'paused', bytesDone: 333, bytesExpected: 1000 })).toBe(33);
  });

  it('says 100 only once the film is whole, however the estimate was off', () => {
    expect(keptPercent({ state: 'downloading', bytesDone: 1200, bytesExpected: 1000 })).toBe(99);
    expect(keptPercent({ state: 'done', bytesDone: 1200, bytesExpected: 1200 })).toBe(100);
  });

  it('says 0 before anything is known', () => {
    expect(keptPercent({ state: 'queued', bytesDone: 0, bytesExpected: 0 })).toBe(0);
  });
});

describe('keptFilmVideo', () => {
  it('plays the kept master playlist with the kept title, length and cover', () => {
    const cover = { url: 'https://covers.test/5.enc', type: 'jpeg' };
    const video = keptFilmVideo({
      id: 5,
      details: { title: '标题', duration: '12:34', cover },
      masterUrl: 'https://media.test/clip-1/master.m3u8',
      height: 360,
      mediaUrl: 'https://media.test/clip-1/360p/index.m3u8',
      filesTotal: 10,
      filesDone: 10,
      bytesDone: 1000,
      bytesExpected: 1000,
      state: 'done',
      keptAt: 1,
    });
    expect(video).toMatchObject({
      id: 5,
      title: '标题',
      duration: '12:34',
      cover,
      videoPath: 'https://media.test/clip-1/master.m3u8',
      tags: [],
    });
  });
});

describe('downloadPending', () => {
  it('is true while a film waits its turn, downloads or waits for the network', () => {
    for (const state of ['queued', 'downloading', 'waiting'] as const) {
      expect(downloadPending([{ state: 'done' }, { state }])).toBe(true);
    }
  });

  it('is false once every film is kept, paused or stopped', () => {
    expect(downloadPending([{ state: 'done' }, { state: 'paused' }, { state: 'full' }])).toBe(
      false,
    );
    expect(downloadPending([{ state: 'failed' }])).toBe(false);
    expect(downloadPending([])).toBe(false);
  });
});
