import { keptPercent } from './kept-film';

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
