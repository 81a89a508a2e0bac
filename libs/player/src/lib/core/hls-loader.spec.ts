import { createFakeHls, fakeHlsLoader } from '../../testing';
import { hasMediaSource, importHlsLight, preloadHls } from './hls-loader';

describe('preloadHls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['no Media Source at all', {}, 0],
    ['MediaSource', { MediaSource: class {} }, 1],
    ["Safari's ManagedMediaSource", { ManagedMediaSource: class {} }, 1],
  ])('with %s downloads hls.js %i time(s)', (_case, globals, times) => {
    Object.entries(globals).forEach(([name, value]) => vi.stubGlobal(name, value));
    const loadHls = vi.fn(fakeHlsLoader(createFakeHls()));

    preloadHls(loadHls);

    expect(hasMediaSource()).toBe(times > 0);
    expect(loadHls).toHaveBeenCalledTimes(times);
  });

  it('leaves a failed download for load() to report', async () => {
    vi.stubGlobal('MediaSource', class {});
    const failure = Promise.reject(new Error('offline'));
    const loadHls = vi.fn(() => failure);

    preloadHls(loadHls);

    await expect(failure).rejects.toThrow('offline');
    expect(loadHls).toHaveBeenCalledOnce();
  });
});

describe('importHlsLight', () => {
  it('loads the light build of hls.js', async () => {
    const Hls = await importHlsLight();

    expect(typeof Hls.isSupported).toBe('function');
  });

  it('hands hls.js over in a later task than the one that evaluated it', async () => {
    await import('hls.js/light');
    let laterTaskRan = false;

    const handedOver = importHlsLight().then(() => laterTaskRan);
    setTimeout(() => (laterTaskRan = true), 0);

    await expect(handedOver).resolves.toBe(true);
  });
});
