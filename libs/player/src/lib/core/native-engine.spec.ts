import { createFakeHls, fakeHlsLoader, spyOnListeners, stubMedia } from '../../testing';
import { createPlayer } from './create-player';
import type { PositionStore } from './player-types';

const SRC = 'https://media.test/1/master.m3u8';

/** Lets the player's promises settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/**
 * iOS Safari before 17.1: neither MediaSource nor ManagedMediaSource, but the `<video>` plays
 * HLS itself (`canPlayType('application/vnd.apple.mpegurl')` answers).
 */
function olderIphone({
  nativeHls = true,
  positions,
}: { nativeHls?: boolean; positions?: PositionStore } = {}) {
  const media = stubMedia(document.createElement('video'), { nativeHls });
  const videoListeners = spyOnListeners(media.video);
  const documentListeners = spyOnListeners(document);
  const loadHls = vi.fn(fakeHlsLoader(createFakeHls()));
  const player = createPlayer({ video: media.video, loadHls, mediaSession: null, positions });
  return { ...media, player, loadHls, videoListeners, documentListeners };
}

describe('native HLS (iOS Safari before 17.1)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no ManagedMediaSource either, like those iPhones.
    vi.stubGlobal('MediaSource', undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('gives the stream to the element itself, without downloading hls.js', async () => {
    const { player, video, loadHls } = olderIphone();

    player.load(SRC);
    await settle();

    expect(loadHls).not.toHaveBeenCalled();
    expect(video.getAttribute('src')).toBe(SRC);
    expect(player.getState()).toMatchObject({ engine: 'native', status: 'loading' });
  });

  it('plays and follows the element through its media events', async () => {
    const { player, video, emit, setDuration } = olderIphone();
    const play = vi.spyOn(video, 'play');
    player.load(SRC);

    await player.play();
    setDuration(120);
    emit('loadedmetadata');
    emit('playing');

    expect(play).toHaveBeenCalledOnce();
    expect(player.getState()).toMatchObject({ status: 'playing', duration: 120, started: true });
  });

  it('starts at the remembered position once the element knows the duration', async () => {
    const positions = { get: vi.fn(() => 42), set: vi.fn() };
    const { player, video, setDuration, emit } = olderIphone({ positions });

    player.load(SRC, { resumeKey: '7' });
    setDuration(120);
    emit('loadedmetadata');

    expect(video.currentTime).toBe(42);
  });

  it('swaps the source on the next load()', async () => {
    const { player, video } = olderIphone();
    player.load(SRC);

    player.load('https://media.test/2/master.m3u8');
    await settle();

    expect(video.getAttribute('src')).toBe('https://media.test/2/master.m3u8');
  });

  it('downloads hls.js where ManagedMediaSource exists (iOS 17.1 and later)', async () => {
    vi.stubGlobal('ManagedMediaSource', class {});
    const { player, video, loadHls } = olderIphone();

    player.load(SRC);
    await settle();

    expect(loadHls).toHaveBeenCalledOnce();
    expect(player.getState().engine).toBe('hls');
    expect(video.getAttribute('src')).toBeNull();
  });

  it('reports a browser that plays neither as unsupported, without downloading hls.js', async () => {
    const { player, loadHls } = olderIphone({ nativeHls: false });

    player.load(SRC);
    await settle();

    expect(loadHls).not.toHaveBeenCalled();
    expect(player.getState().error?.kind).toBe('unsupported');
  });

  it('destroy() undoes it: no source, the decoder released, no listener, no more play', async () => {
    const { player, video, videoListeners, documentListeners, emit } = olderIphone();
    player.load(SRC);
    await player.play();
    const load = vi.spyOn(video, 'load');
    const play = vi.spyOn(video, 'play');
    expect(videoListeners.active()).toBeGreaterThan(0);
    expect(documentListeners.active()).toBeGreaterThan(0);

    player.destroy();
    const state = player.getState();
    await player.play();
    emit('playing');

    expect(video.hasAttribute('src')).toBe(false);
    expect(load).toHaveBeenCalledOnce();
    expect(videoListeners.active()).toBe(0);
    expect(documentListeners.active()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(play).not.toHaveBeenCalled();
    expect(player.getState()).toBe(state);
  });

  it('destroy() during a pending network retry clears the retry', async () => {
    const { player, video, fail } = olderIphone();
    player.load(SRC);
    const load = vi.spyOn(video, 'load');
    fail(2);
    expect(vi.getTimerCount()).toBe(1);

    player.destroy();
    vi.runAllTimers();

    expect(vi.getTimerCount()).toBe(0);
    expect(load).toHaveBeenCalledOnce(); // destroy's own, not the retry's
  });
});
