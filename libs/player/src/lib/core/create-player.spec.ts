import {
  createFakeHls,
  FakeMediaMetadata,
  fakeHlsLoader,
  fakeMediaSession,
  fakeWeixinPage,
  spyOnListeners,
  stubMedia,
} from '../../testing';
import { createPlayer, NETWORK_RETRY_DELAY_MS } from './create-player';
import { STANDBY_BUFFER_SECONDS } from './hls-config';
import type { CreatePlayerOptions, Player } from './player-types';

/** Lets the player's awaited hls.js import (and play() promises) settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

interface SetupOptions extends Partial<CreatePlayerOptions> {
  readonly supported?: boolean;
  readonly nativeHls?: boolean;
}

function setup({ supported = true, nativeHls = false, ...options }: SetupOptions = {}) {
  const media = stubMedia(document.createElement('video'), { nativeHls });
  const Hls = createFakeHls({ supported });
  const listeners = spyOnListeners(media.video);
  const player = createPlayer({
    video: media.video,
    loadHls: fakeHlsLoader(Hls),
    mediaSession: null,
    ...options,
  });
  const hls = () => {
    const instance = Hls.instances.at(-1);
    if (instance === undefined) throw new Error('no hls.js instance');
    return instance;
  };
  return { media, Hls, hls, player, listeners, video: media.video };
}

async function loaded(player: Player, src = 'https://media.test/1/master.m3u8') {
  player.load(src);
  await settle();
}

describe('createPlayer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('MediaSource', class {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  describe('choosing an engine', () => {
    it('plays through hls.js where it is supported, with the start-fast config', async () => {
      const { player, hls, video } = setup({ hlsConfig: { maxBufferLength: 25 } });

      player.load('https://media.test/1/master.m3u8');
      expect(player.getState().status).toBe('loading');
      await settle();

      expect(hls().media).toBe(video);
      expect(hls().source).toBe('https://media.test/1/master.m3u8');
      expect(hls().config).not.toHaveProperty('startLevel'); // no bandwidth-test fragment first
      expect(hls().config).toMatchObject({
        capLevelToPlayerSize: true,
        startFragPrefetch: true,
        autoStartLoad: true,
        backBufferLength: 30,
        maxBufferLength: 25,
      });
      expect(player.getState().engine).toBe('hls');
    });

    it('prefers hls.js even where the browser also answers canPlayType (Chromium says maybe)', async () => {
      const { player, video } = setup({ nativeHls: true });

      await loaded(player);

      expect(player.getState().engine).toBe('hls');
      expect(video.getAttribute('src')).toBeNull();
    });

    it('falls back to native HLS when hls.js is not supported', async () => {
      const { player, Hls, video } = setup({ supported: false, nativeHls: true });

      await loaded(player);

      expect(Hls.instances).toHaveLength(0);
      expect(video.getAttribute('src')).toBe('https://media.test/1/master.m3u8');
      expect(player.getState().engine).toBe('native');
    });

    it('does not download hls.js at all without Media Source Extensions (older iPhones)', async () => {
      vi.stubGlobal('MediaSource', undefined);
      const loadHls = vi.fn();
      const { player } = setup({ nativeHls: true, loadHls });

      await loaded(player);

      expect(loadHls).not.toHaveBeenCalled();
      expect(player.getState().engine).toBe('native');
    });

    it('reports a browser with neither as unsupported', async () => {
      const { player } = setup({ supported: false });

      await loaded(player);

      expect(player.getState()).toMatchObject({
        status: 'error',
        error: { kind: 'unsupported', message: '请尝试更换浏览器观看' },
      });
    });

    it('reports a failed hls.js download as a network error', async () => {
      const { player } = setup({ loadHls: () => Promise.reject(new Error('chunk failed')) });

      await loaded(player);

      expect(player.getState().error).toEqual({
        kind: 'network',
        message: '视频加载失败，请检查网络后重试',
      });
    });

    it('keeps only the latest source when loads overlap the hls.js download', async () => {
      const { player, Hls } = setup();

      player.load('https://media.test/1/master.m3u8');
      player.load('https://media.test/2/master.m3u8');
      await settle();

      expect(Hls.instances.map((instance) => instance.source)).toEqual([
        'https://media.test/2/master.m3u8',
      ]);
    });

    it('destroys the previous hls.js instance when another source loads', async () => {
      const { player, Hls } = setup();

      await loaded(player, 'https://media.test/1/master.m3u8');
      await loaded(player, 'https://media.test/2/master.m3u8');

      expect(Hls.instances.map((instance) => instance.destroyed)).toEqual([true, false]);
    });
  });

  describe('phone attributes', () => {
    it.each([
      ['playsinline', ''],
      ['webkit-playsinline', ''],
      ['x5-playsinline', ''],
      ['x5-video-player-type', 'h5-page'],
      ['preload', 'metadata'],
    ])('sets %s="%s" on the video', (name, value) => {
      const { video } = setup();

      expect(video.getAttribute(name)).toBe(value);
    });

    it("leaves out X5's fullscreen switch, which X5 documents by its presence alone", () => {
      const { video } = setup();

      expect(video.hasAttribute('x5-video-player-fullscreen')).toBe(false);
    });
  });

  describe('state', () => {
    it('follows the media events into an immutable snapshot', async () => {
      const { player, media } = setup();
      await loaded(player);
      const listener = vi.fn();
      player.subscribe(listener);

      media.setDuration(120);
      media.emit('loadedmetadata');
      const ready = player.getState();
      media.emit('playing');

      expect(ready).toMatchObject({ status: 'ready', duration: 120 });
      expect(Object.isFrozen(ready)).toBe(true);
      expect(player.getState()).toMatchObject({ status: 'playing', started: true });
      expect(listener).toHaveBeenCalledTimes(3);
    });

    it('keeps the same snapshot when an event changes nothing', async () => {
      const { player, media } = setup();
      await loaded(player);
      const before = player.getState();

      media.emit('canplay');
      media.emit('canplay');

      expect(player.getState()).toBe(player.getState());
      expect(before).not.toBe(player.getState());
    });

    it('stops notifying a listener once unsubscribed', async () => {
      const { player, media } = setup();
      const listener = vi.fn();
      const unsubscribe = player.subscribe(listener);

      unsubscribe();
      await loaded(player);
      media.emit('playing');

      expect(listener).not.toHaveBeenCalled();
    });

    it('reports the quality level hls.js switched to', async () => {
      const { player, hls, Hls } = setup();
      await loaded(player);
      hls().levels = [
        { height: 360, bitrate: 800_000 },
        { height: 720, bitrate: 2_500_000 },
      ];

      hls().emit(Hls.Events.LEVEL_SWITCHED, { level: 1 });

      expect(player.getState().level).toEqual({
        index: 1,
        height: 720,
        bitrate: 2_500_000,
        auto: true,
      });
    });

    it('reports an unknown level as zero height and bitrate', async () => {
      const { player, hls, Hls } = setup();
      await loaded(player);

      hls().emit(Hls.Events.LEVEL_SWITCHED, { level: 4 });

      expect(player.getState().level).toMatchObject({ index: 4, height: 0, bitrate: 0 });
    });
  });

  describe('playing', () => {
    it('holds a play() made before the source is attached until it is', async () => {
      const { player, video } = setup();
      const play = vi.spyOn(video, 'play');

      player.load('https://media.test/1/master.m3u8');
      void player.play();
      expect(play).not.toHaveBeenCalled();
      await settle();

      expect(play).toHaveBeenCalledOnce();
    });

    it('stays paused, without a rejection, when the browser refuses autoplay', async () => {
      const { player, video } = setup();
      await loaded(player);
      vi.spyOn(video, 'play').mockRejectedValue(new DOMException('no gesture', 'NotAllowedError'));

      await expect(player.play()).resolves.toBeUndefined();
      expect(player.getState().status).toBe('loading');
    });

    it('with the muted fallback, starts muted where the browser refuses sound before a tap', async () => {
      const { player, video, media } = setup({ mutedFallback: true });
      await loaded(player);
      const play = vi
        .spyOn(video, 'play')
        .mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'))
        .mockResolvedValue(undefined);

      await player.play();
      media.emit('volumechange');

      expect(play).toHaveBeenCalledTimes(2);
      expect(video.muted).toBe(true);
      expect(player.getState().muted).toBe(true);
    });

    it('does not mute for any other failure of play()', async () => {
      const { player, video } = setup({ mutedFallback: true });
      await loaded(player);
      const play = vi
        .spyOn(video, 'play')
        .mockRejectedValue(new DOMException('gone', 'AbortError'));

      await player.play();

      expect(play).toHaveBeenCalledOnce();
      expect(video.muted).toBe(false);
    });

    it('mutes and unmutes on request, and the state follows the video', async () => {
      const { player, video, media } = setup();
      await loaded(player);
      player.setMuted(true);
      media.emit('volumechange');
      expect(video.muted).toBe(true);
      expect(player.getState().muted).toBe(true);
      player.setMuted(false);
      media.emit('volumechange');
      expect(player.getState().muted).toBe(false);
    });

    it('starts a newly loaded source paused until play() is called', async () => {
      const { player, video } = setup();
      await loaded(player);
      await player.play();
      const play = vi.spyOn(video, 'play');

      await loaded(player, 'https://media.test/2/master.m3u8');

      expect(play).not.toHaveBeenCalled();
    });

    it('pauses the video', async () => {
      const { player, video } = setup();
      await loaded(player);
      await player.play();

      player.pause();

      expect(video.paused).toBe(true);
    });
  });

  describe('inside WeChat', () => {
    it('starts the film inside the bridge callback, not before', async () => {
      const weixin = fakeWeixinPage();
      const { player, video } = setup({ page: weixin.page });
      await loaded(player);
      const play = vi.spyOn(video, 'play');

      const started = player.play();
      await settle();
      expect(play).not.toHaveBeenCalled();
      weixin.answer();
      await started;

      expect(play).toHaveBeenCalledOnce();
      expect(video.paused).toBe(false);
    });

    it('holds a play() made before the source is attached, then asks the bridge', async () => {
      const weixin = fakeWeixinPage({ bridge: false });
      const { player, video } = setup({ page: weixin.page });
      const play = vi.spyOn(video, 'play');

      player.load('https://media.test/1/master.m3u8');
      const started = player.play();
      await settle();
      weixin.announce();
      await started;

      expect(play).toHaveBeenCalledOnce();
    });

    it.each<[string, (player: Player) => void]>([
      ['destroy()', (player) => player.destroy()],
      ['pause()', (player) => player.pause()],
      ['another load()', (player) => player.load('https://media.test/2/master.m3u8')],
    ])(
      'drops a start still waiting for the bridge on %s: no listener left, no play',
      async (_name, call) => {
        const weixin = fakeWeixinPage({ bridge: false });
        const bridgeListeners = spyOnListeners(weixin.page.document);
        const { player, video } = setup({ page: weixin.page });
        await loaded(player);
        const play = vi.spyOn(video, 'play');
        const started = player.play();
        expect(bridgeListeners.active()).toBe(1);

        call(player);
        await expect(started).resolves.toBeUndefined();
        weixin.announce();
        weixin.answer();
        vi.runAllTimers();
        await settle();

        expect(play).not.toHaveBeenCalled();
        expect(bridgeListeners.active()).toBe(0);
        expect(vi.getTimerCount()).toBe(0);
      },
    );
  });

  describe('seeking', () => {
    it.each([
      ['before the start', 5, -10, 0],
      ['past the end', 95, 10, 100],
      ['inside', 30, 10, 40],
      ['backwards inside', 30, -20, 10],
    ])('seekBy keeps the time within [0, duration]: %s', async (_case, from, by, expected) => {
      const { player, media, video } = setup();
      await loaded(player);
      media.setDuration(100);
      media.setTime(from);

      player.seekBy(by);

      expect(video.currentTime).toBe(expected);
      expect(player.getState().currentTime).toBe(expected);
    });

    it.each([
      [-5, 0],
      [250, 100],
      [42, 42],
    ])('seekTo(%s) lands on %s', async (to, expected) => {
      const { player, media, video } = setup();
      await loaded(player);
      media.setDuration(100);

      player.seekTo(to);

      expect(video.currentTime).toBe(expected);
    });

    it('ignores seeks while the duration is unknown', async () => {
      const { player, video } = setup();
      await loaded(player);

      player.seekTo(30);

      expect(video.currentTime).toBe(0);
    });
  });

  describe('volume', () => {
    it('sets the volume, 0 muting and more unmuting', () => {
      const { player, video } = setup();

      player.setVolume(0.4);
      expect([video.volume, video.muted, player.getVolume()]).toEqual([0.4, false, 0.4]);
      player.setVolume(-1);
      expect([video.muted, player.getVolume()]).toEqual([true, 0]);
      player.setVolume(2);
      expect([video.volume, video.muted, player.getVolume()]).toEqual([1, false, 1]);
    });

    it('has none where the platform keeps the volume to itself, as iOS does', () => {
      const { player, video } = setup();
      // iOS: the element's volume is the device's, always 1, whatever a page sets.
      Object.defineProperty(video, 'volume', {
        configurable: true,
        get: () => 1,
        set: () => undefined,
      });

      expect(player.getVolume()).toBeNull();
      player.setVolume(0);
      expect(video.muted).toBe(false);
    });
  });

  describe('rates', () => {
    it.each([1, 1.5, 2, 3])('accepts %s', (rate) => {
      const { player, video } = setup();

      player.setRate(rate);

      expect(video.playbackRate).toBe(rate);
      expect(video.defaultPlaybackRate).toBe(rate);
    });

    it.each([0, 0.5, 1.25, 4, Number.NaN])('ignores %s', (rate) => {
      const { player, video } = setup();

      player.setRate(rate);

      expect(video.playbackRate).toBe(1);
    });

    it('reports the rate once the video does', () => {
      const { player, media } = setup();

      player.setRate(2);
      media.emit('ratechange');

      expect(player.getState().rate).toBe(2);
    });
  });

  describe('清晰度', () => {
    const LEVELS = [
      { height: 360, bitrate: 800_000 },
      { height: 720, bitrate: 2_400_000 },
      { height: 720, bitrate: 1_800_000 },
    ];
    /** The stream's playlist read: hls.js tells its levels. */
    const parsed = (instance: ReturnType<ReturnType<typeof setup>['hls']>) => {
      instance.levels = LEVELS;
      instance.emit('hlsManifestParsed', { levels: LEVELS });
    };
    const store = (saved = 0) => {
      let height = saved;
      return { getQuality: () => height, setQuality: vi.fn((next: number) => (height = next)) };
    };

    it('offers the renditions by height, highest first, beside 自动', async () => {
      const { player, hls } = setup();
      await loaded(player);
      expect(player.getState()).toMatchObject({ qualities: [], quality: 0 });
      parsed(hls());
      expect(player.getState()).toMatchObject({ qualities: [720, 360], quality: 0 });
    });

    it('switches to the chosen height at once (its best bitrate), and back to 自动', async () => {
      const qualityStore = store();
      const { player, hls } = setup({ qualityStore });
      await loaded(player);
      parsed(hls());

      player.setQuality(720);
      expect(hls().currentLevel).toBe(1);
      expect(player.getState().quality).toBe(720);
      player.setQuality(0);
      expect(hls().currentLevel).toBe(-1);
      expect(qualityStore.setQuality.mock.calls).toEqual([[720], [0]]);
    });

    it('ignores a height the stream does not have', async () => {
      const qualityStore = store();
      const { player, hls } = setup({ qualityStore });
      await loaded(player);
      parsed(hls());
      player.setQuality(1080);
      expect(hls().currentLevel).toBe(-1);
      expect(player.getState().quality).toBe(0);
      expect(qualityStore.setQuality).not.toHaveBeenCalled();
    });

    it('starts each source at the height chosen before, where the stream has it', async () => {
      const { player, hls } = setup({ qualityStore: store(360) });
      await loaded(player);
      parsed(hls());
      expect(hls().currentLevel).toBe(0);
      expect(player.getState().quality).toBe(360);

      await loaded(player, 'https://media.test/2/master.m3u8');
      hls().levels = [{ height: 480, bitrate: 1 }];
      hls().emit('hlsManifestParsed', { levels: hls().levels });
      expect(hls().currentLevel).toBe(-1);
    });

    it('offers 自动 only with the browser’s own HLS', async () => {
      const { player } = setup({ supported: false, nativeHls: true });
      await loaded(player);
      player.setQuality(720);
      expect(player.getState()).toMatchObject({ qualities: [], quality: 0, engine: 'native' });
    });
  });

  describe('standby', () => {
    it('buffers only the start of a source loaded on standby, and all of it once woken', async () => {
      const { player, hls } = setup();

      player.setStandby(true);
      await loaded(player);
      expect(hls().config.maxMaxBufferLength).toBe(STANDBY_BUFFER_SECONDS);

      player.setStandby(false);
      expect(hls().config.maxMaxBufferLength).toBe(60);
    });

    it('holds across loads and caps a source already playing', async () => {
      const { player, hls, Hls } = setup();
      await loaded(player);

      player.setStandby(true);
      expect(hls().config.maxMaxBufferLength).toBe(STANDBY_BUFFER_SECONDS);
      await loaded(player, 'https://media.test/2/master.m3u8');

      expect(Hls.instances).toHaveLength(2);
      expect(hls().config.maxMaxBufferLength).toBe(STANDBY_BUFFER_SECONDS);
    });

    it('gives back the limit hls.js had lowered itself (a full buffer), not the configured one', async () => {
      const { player, hls } = setup();
      await loaded(player);
      hls().config.maxMaxBufferLength = 30; // what hls.js does after a buffer-full error

      player.setStandby(true);
      player.setStandby(false);

      expect(hls().config.maxMaxBufferLength).toBe(30);
    });
  });

  describe('hls.js errors', () => {
    it('ignores errors hls.js recovers from by itself', async () => {
      const { player, hls, Hls } = setup();
      await loaded(player);

      hls().emit(Hls.Events.ERROR, { type: Hls.ErrorTypes.NETWORK_ERROR, fatal: false });

      expect(player.getState().status).toBe('loading');
    });

    it('restarts loading once after a fatal network error, then gives up', async () => {
      const { player, hls, Hls } = setup();
      await loaded(player);
      const startLoad = vi.spyOn(hls(), 'startLoad');
      const fatalNetwork = { type: Hls.ErrorTypes.NETWORK_ERROR, fatal: true };

      hls().emit(Hls.Events.ERROR, fatalNetwork);
      expect(player.getState().status).toBe('waiting');
      vi.advanceTimersByTime(NETWORK_RETRY_DELAY_MS - 1);
      expect(startLoad).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(startLoad).toHaveBeenCalledOnce();

      hls().emit(Hls.Events.ERROR, fatalNetwork);
      vi.runAllTimers();

      expect(startLoad).toHaveBeenCalledOnce();
      expect(player.getState()).toMatchObject({
        status: 'error',
        error: { kind: 'network', message: '视频加载失败，请检查网络后重试' },
      });
    });

    it('recovers once from a fatal media error, then gives up', async () => {
      const { player, hls, Hls } = setup();
      await loaded(player);
      const recover = vi.spyOn(hls(), 'recoverMediaError');
      const fatalMedia = { type: Hls.ErrorTypes.MEDIA_ERROR, fatal: true };

      hls().emit(Hls.Events.ERROR, fatalMedia);
      hls().emit(Hls.Events.ERROR, fatalMedia);

      expect(recover).toHaveBeenCalledOnce();
      expect(player.getState().error).toEqual({
        kind: 'media',
        message: '视频播放出错，请重试',
      });
    });

    it('gives up at once on other fatal errors', async () => {
      const { player, hls, Hls } = setup();
      await loaded(player);
      const recover = vi.spyOn(hls(), 'recoverMediaError');

      hls().emit(Hls.Events.ERROR, { type: Hls.ErrorTypes.MUX_ERROR, fatal: true });

      expect(recover).not.toHaveBeenCalled();
      expect(player.getState().error?.kind).toBe('media');
    });

    it('allows another recovery once playback got going again', async () => {
      const { player, hls, Hls, media } = setup();
      await loaded(player);
      const recover = vi.spyOn(hls(), 'recoverMediaError');
      const fatalMedia = { type: Hls.ErrorTypes.MEDIA_ERROR, fatal: true };

      hls().emit(Hls.Events.ERROR, fatalMedia);
      media.emit('playing');
      hls().emit(Hls.Events.ERROR, fatalMedia);

      expect(recover).toHaveBeenCalledTimes(2);
      expect(player.getState().status).toBe('waiting');
    });

    it('leaves element errors to hls.js, which reports them itself', async () => {
      const { player, media } = setup();
      await loaded(player);

      media.fail(3);

      expect(player.getState().status).toBe('loading');
    });

    it('ignores media events after giving up', async () => {
      const { player, hls, Hls, media } = setup();
      await loaded(player);
      hls().emit(Hls.Events.ERROR, { type: Hls.ErrorTypes.OTHER_ERROR, fatal: true });

      media.emit('playing');

      expect(player.getState().status).toBe('error');
    });
  });

  describe('native errors', () => {
    it('reloads once at the same position, then gives up', async () => {
      const { player, media, video } = setup({ supported: false, nativeHls: true });
      await loaded(player);
      media.setDuration(100);
      media.emit('loadedmetadata');
      media.setTime(42);
      const load = vi.spyOn(video, 'load');

      media.fail(3);
      expect(load).toHaveBeenCalledOnce();
      media.setTime(0);
      media.emit('loadedmetadata');
      expect(video.currentTime).toBe(42);

      media.fail(3);
      expect(player.getState().error?.kind).toBe('media');
    });

    it('waits a moment before reloading after a network error', async () => {
      const { player, media, video } = setup({ supported: false, nativeHls: true });
      await loaded(player);
      const load = vi.spyOn(video, 'load');

      media.fail(2);
      vi.advanceTimersByTime(NETWORK_RETRY_DELAY_MS);

      expect(load).toHaveBeenCalledOnce();
    });

    it('ignores a fetch the user aborted', async () => {
      const { player, media } = setup({ supported: false, nativeHls: true });
      await loaded(player);

      media.fail(1);

      expect(player.getState().status).toBe('loading');
    });
  });

  describe('retry', () => {
    it('reloads the source where it stopped and plays', async () => {
      const { player, hls, Hls, media, video } = setup();
      await loaded(player);
      media.setDuration(100);
      media.emit('loadedmetadata');
      media.setTime(30);
      hls().emit(Hls.Events.ERROR, { type: Hls.ErrorTypes.OTHER_ERROR, fatal: true });
      const play = vi.spyOn(video, 'play');

      player.retry();
      await settle();
      media.emit('loadedmetadata');

      expect(Hls.instances).toHaveLength(2);
      expect(Hls.instances[0]?.destroyed).toBe(true);
      expect(hls().source).toBe('https://media.test/1/master.m3u8');
      expect(video.currentTime).toBe(30);
      expect(play).toHaveBeenCalledOnce();
      expect(player.getState().error).toBeNull();
    });

    it('does nothing before anything was loaded', () => {
      const { player, Hls } = setup();

      player.retry();

      expect(Hls.instances).toHaveLength(0);
      expect(player.getState().status).toBe('idle');
    });
  });

  describe('fullscreen', () => {
    it('makes the container fullscreen', () => {
      const container = document.createElement('div');
      const requestFullscreen = vi.fn().mockResolvedValue(undefined);
      container.requestFullscreen = requestFullscreen;
      const { player } = setup({ container });

      player.requestFullscreen();

      expect(requestFullscreen).toHaveBeenCalledOnce();
    });

    it('uses the prefixed call of older iPad Safari', () => {
      const container = Object.assign(document.createElement('div'), {
        webkitRequestFullscreen: vi.fn(),
      });
      const { player } = setup({ container });

      player.requestFullscreen();

      expect(container.webkitRequestFullscreen).toHaveBeenCalledOnce();
    });

    it("uses the iPhone's native video fullscreen where elements cannot go fullscreen", () => {
      const { player, video } = setup({ container: document.createElement('div') });
      const enter = vi.fn();
      Object.assign(video, { webkitEnterFullscreen: enter });

      player.requestFullscreen();

      expect(enter).toHaveBeenCalledOnce();
    });

    it('does nothing where neither exists, and survives a refusal', async () => {
      const refused = document.createElement('div');
      refused.requestFullscreen = () => Promise.reject(new TypeError('not allowed'));

      expect(() => setup().player.requestFullscreen()).not.toThrow();
      expect(() => setup({ container: refused }).player.requestFullscreen()).not.toThrow();
      await settle();
    });
  });

  describe('landscape and picture-in-picture', () => {
    function lockableScreen() {
      const orientation = { lock: vi.fn().mockResolvedValue(undefined), unlock: vi.fn() };
      // jsdom's screen has no orientation.
      Object.defineProperty(window.screen, 'orientation', {
        value: orientation,
        configurable: true,
      });
      onTestFinished(() => {
        Reflect.deleteProperty(window.screen, 'orientation');
      });
      return orientation;
    }
    function fullscreenContainer() {
      const container = document.createElement('div');
      container.requestFullscreen = vi.fn().mockResolvedValue(undefined);
      return container;
    }
    const sized = (video: HTMLVideoElement, width: number, height: number) => {
      Object.defineProperty(video, 'videoWidth', { value: width, configurable: true });
      Object.defineProperty(video, 'videoHeight', { value: height, configurable: true });
    };

    it('turns the phone to landscape for a landscape film in fullscreen, and lets go after', async () => {
      const orientation = lockableScreen();
      const { player, video } = setup({ container: fullscreenContainer() });
      sized(video, 1280, 720);

      player.requestFullscreen();
      await settle();
      expect(orientation.lock).toHaveBeenCalledWith('landscape');

      document.dispatchEvent(new Event('fullscreenchange'));
      expect(orientation.unlock).toHaveBeenCalledOnce();
    });

    it('leaves a portrait film upright', async () => {
      const orientation = lockableScreen();
      const { player, video } = setup({ container: fullscreenContainer() });
      sized(video, 720, 1280);
      player.requestFullscreen();
      await settle();
      expect(orientation.lock).not.toHaveBeenCalled();
    });

    it('offers picture-in-picture where the browser has it, and floats the film', () => {
      const { player, video } = setup();
      expect(player.canPictureInPicture()).toBe(false);

      Object.defineProperty(document, 'pictureInPictureEnabled', {
        value: true,
        configurable: true,
      });
      onTestFinished(() => {
        Reflect.deleteProperty(document, 'pictureInPictureEnabled');
      });
      const request = vi.fn().mockResolvedValue(undefined);
      Object.assign(video, { requestPictureInPicture: request });
      expect(player.canPictureInPicture()).toBe(true);
      player.togglePictureInPicture();
      expect(request).toHaveBeenCalledOnce();
    });

    it('uses WebKit’s presentation mode on iPhone Safari', () => {
      const { player, video } = setup();
      const setMode = vi.fn((mode: string) => {
        Object.assign(video, { webkitPresentationMode: mode });
      });
      Object.assign(video, {
        webkitSupportsPresentationMode: (mode: string) => mode === 'picture-in-picture',
        webkitSetPresentationMode: setMode,
        webkitPresentationMode: 'inline',
      });
      expect(player.canPictureInPicture()).toBe(true);
      player.togglePictureInPicture();
      player.togglePictureInPicture();
      expect(setMode.mock.calls).toEqual([['picture-in-picture'], ['inline']]);
    });
  });

  describe('resume', () => {
    function positionStore(saved: Record<string, number> = {}) {
      return {
        get: vi.fn((key: string) => saved[key] ?? null),
        set: vi.fn((key: string, seconds: number, _duration: number) => {
          saved[key] = seconds;
        }),
      };
    }

    it.each([
      ['nothing remembered', undefined, 0],
      ['under 5 s', 4, 0],
      ['from 5 s', 5, 5],
      ['in the middle', 60, 60],
      ['10 s before the end', 110, 110],
      ['within the last 10 s', 111, 0],
    ])('starts at the remembered position unless invalid: %s', async (_case, saved, expected) => {
      const positions = positionStore(saved === undefined ? {} : { v1: saved });
      const { player, media, video } = setup({ positions });

      player.load('https://media.test/1/master.m3u8', { resumeKey: 'v1' });
      await settle();
      media.setDuration(120);
      media.emit('loadedmetadata');

      expect(video.currentTime).toBe(expected);
    });

    it('starts at an explicit position over a remembered one', async () => {
      const { player, media, video } = setup({ positions: positionStore({ v1: 60 }) });

      player.load('https://media.test/1/master.m3u8', { resumeKey: 'v1', startPosition: 15 });
      await settle();
      media.setDuration(120);
      media.emit('loadedmetadata');

      expect(video.currentTime).toBe(15);
    });

    it('saves the position at most every 5 s while playing, and on pause', async () => {
      let clock = 0;
      const positions = positionStore();
      const { player, media } = setup({ positions, now: () => clock });
      player.load('https://media.test/1/master.m3u8', { resumeKey: 'v1' });
      await settle();
      media.setDuration(120);
      media.emit('loadedmetadata');

      clock = 4999;
      media.setTime(10);
      expect(positions.set).not.toHaveBeenCalled();
      clock = 5000;
      media.setTime(11);
      expect(positions.set).toHaveBeenLastCalledWith('v1', 11, 120);
      clock = 6000;
      media.setTime(12);
      media.emit('pause');

      expect(positions.set.mock.calls).toEqual([
        ['v1', 11, 120],
        ['v1', 12, 120],
      ]);
    });

    it('saves the position when the page goes to the background, and no longer once destroyed', async () => {
      const positions = positionStore();
      const { player, media } = setup({ positions });
      player.load('https://media.test/1/master.m3u8', { resumeKey: 'v1' });
      await settle();
      media.setDuration(120);
      media.emit('loadedmetadata');
      media.setTime(42);
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');

      document.dispatchEvent(new Event('visibilitychange'));
      expect(positions.set).toHaveBeenLastCalledWith('v1', 42, 120);

      player.destroy();
      positions.set.mockClear();
      document.dispatchEvent(new Event('visibilitychange'));
      expect(positions.set).not.toHaveBeenCalled();
      visibility.mockRestore();
    });

    it('saves the position when destroyed or replaced, but not before it was applied', async () => {
      const positions = positionStore({ v1: 60 });
      const { player, media } = setup({ positions });

      player.load('https://media.test/1/master.m3u8', { resumeKey: 'v1' });
      await settle();
      player.load('https://media.test/2/master.m3u8', { resumeKey: 'v2' });
      await settle();
      media.setDuration(120);
      media.emit('loadedmetadata');
      media.setTime(33);
      player.destroy();

      expect(positions.set.mock.calls).toEqual([['v2', 33, 120]]);
    });
  });

  describe('Media Session', () => {
    // Older Safari throws for 'seekto': the player must set the other buttons regardless.
    const fakeSession = () => fakeMediaSession(['seekto']);

    beforeEach(() => vi.stubGlobal('MediaMetadata', FakeMediaMetadata));

    async function playingWithSession() {
      const { session, handlers } = fakeSession();
      const context = setup({ mediaSession: session });
      context.player.load('https://media.test/1/master.m3u8', {
        title: '示例视频',
        cover: 'https://img.test/cover.jpg',
      });
      await settle();
      context.media.setDuration(100);
      context.media.emit('playing');
      return { ...context, session, handlers };
    }

    it('shows the title and cover on the lock screen once playing', async () => {
      const { session } = await playingWithSession();

      expect(session.metadata).toMatchObject({
        title: '示例视频',
        artwork: [{ src: 'https://img.test/cover.jpg' }],
      });
    });

    it.each([
      ['pause', {}, (video: HTMLVideoElement) => video.paused, true],
      ['seekforward', {}, (video: HTMLVideoElement) => video.currentTime, 10],
      ['seekbackward', { seekOffset: 5 }, (video: HTMLVideoElement) => video.currentTime, 0],
    ] as const)('routes the %s button to the player', async (action, details, read, expected) => {
      const { handlers, video } = await playingWithSession();

      handlers.get(action)?.({ action, ...details });

      expect(read(video)).toBe(expected);
    });

    it('clears the metadata and buttons on destroy', async () => {
      const { player, session, handlers } = await playingWithSession();

      player.destroy();

      expect(session.metadata).toBeNull();
      expect([...handlers.values()].every((handler) => handler === null)).toBe(true);
    });

    it('leaves the session alone when another player took it over', async () => {
      const { player, session } = await playingWithSession();
      const other = new FakeMediaMetadata({ title: '另一个' }) as unknown as MediaMetadata;
      session.metadata = other;

      player.destroy();

      expect(session.metadata).toBe(other);
    });

    describe('updateMetadata', () => {
      const late = { title: '示例视频', cover: 'https://img.test/late.jpg' };

      it('shows a cover that arrives after load at once, keeping the buttons', async () => {
        const { player, session, handlers } = await playingWithSession();
        const buttons = [...handlers.values()];

        player.updateMetadata(late);

        expect(session.metadata).toMatchObject({
          title: '示例视频',
          artwork: [{ src: late.cover }],
        });
        expect([...handlers.values()]).toEqual(buttons);
      });

      it('remembers it until the player claims the session, and across retry', async () => {
        const { session } = fakeSession();
        const { player, media } = setup({ mediaSession: session });
        await loaded(player);

        player.updateMetadata(late);
        expect(session.metadata).toBeNull();
        player.retry();
        await settle();
        media.emit('playing');

        expect(session.metadata).toMatchObject({
          title: '示例视频',
          artwork: [{ src: late.cover }],
        });
      });

      it('is forgotten by the next load()', async () => {
        const { session } = fakeSession();
        const { player, media } = setup({ mediaSession: session });
        await loaded(player);

        player.updateMetadata(late);
        player.load('https://media.test/2/master.m3u8', { title: '下一个' });
        await settle();
        media.emit('playing');

        expect(session.metadata).toMatchObject({ title: '下一个', artwork: [] });
      });

      it('leaves the session alone when another player took it over', async () => {
        const { player, session } = await playingWithSession();
        const other = new FakeMediaMetadata({ title: '另一个' }) as unknown as MediaMetadata;
        session.metadata = other;

        player.updateMetadata(late);

        expect(session.metadata).toBe(other);
      });

      it('is ignored after destroy', async () => {
        const { player, session } = await playingWithSession();
        player.destroy();

        player.updateMetadata(late);

        expect(session.metadata).toBeNull();
      });
    });

    it('uses navigator.mediaSession by default', async () => {
      const { session } = fakeSession();
      vi.stubGlobal('navigator', { mediaSession: session });
      const { player, media } = setup({ mediaSession: undefined });

      await loaded(player);
      media.emit('playing');

      expect(session.metadata).toBeInstanceOf(FakeMediaMetadata);
    });
  });

  describe('destroy', () => {
    it('removes every listener, timer and hls.js instance and releases the decoder', async () => {
      const { player, hls, Hls, listeners, video } = setup();
      await loaded(player);
      hls().emit(Hls.Events.ERROR, { type: Hls.ErrorTypes.NETWORK_ERROR, fatal: true });
      const detach = vi.spyOn(hls(), 'detachMedia');
      const load = vi.spyOn(video, 'load');
      expect(listeners.active()).toBeGreaterThan(0);
      expect(vi.getTimerCount()).toBe(1);

      player.destroy();

      expect(listeners.active()).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
      expect(hls().listenerCount()).toBe(0);
      expect(detach).toHaveBeenCalledOnce();
      expect(hls().destroyed).toBe(true);
      expect(video.hasAttribute('src')).toBe(false);
      expect(load).toHaveBeenCalledOnce();
    });

    it('creates no hls.js instance when destroyed while hls.js downloads', async () => {
      const { player, Hls } = setup();

      player.load('https://media.test/1/master.m3u8');
      player.destroy();
      await settle();

      expect(Hls.instances).toHaveLength(0);
    });

    it.each<[string, (player: Player) => unknown]>([
      ['load', (player) => player.load('https://media.test/2/master.m3u8')],
      ['play', (player) => player.play()],
      ['pause', (player) => player.pause()],
      ['seekBy', (player) => player.seekBy(10)],
      ['seekTo', (player) => player.seekTo(10)],
      ['setRate', (player) => player.setRate(2)],
      ['setVolume', (player) => player.setVolume(0)],
      ['updateMetadata', (player) => player.updateMetadata({ title: '示例视频' })],
      ['retry', (player) => player.retry()],
      ['requestFullscreen', (player) => player.requestFullscreen()],
      ['destroy', (player) => player.destroy()],
    ])('makes %s a no-op afterwards', async (_name, call) => {
      const container = document.createElement('div');
      container.requestFullscreen = vi.fn();
      const { player, media, Hls, video } = setup({ container });
      await loaded(player);
      media.setDuration(100);
      player.destroy();
      const state = player.getState();
      const touched = vi.spyOn(video, 'play');
      const load = vi.spyOn(video, 'load');

      await call(player);
      await settle();

      expect(player.getState()).toBe(state);
      expect(Hls.instances).toHaveLength(1);
      expect([video.currentTime, video.playbackRate, video.paused]).toEqual([0, 1, true]);
      expect(touched).not.toHaveBeenCalled();
      expect(load).not.toHaveBeenCalled();
      expect(container.requestFullscreen).not.toHaveBeenCalled();
    });

    it('accepts no new subscribers afterwards', () => {
      const { player, media } = setup();
      player.destroy();
      const listener = vi.fn();

      player.subscribe(listener)();
      media.emit('playing');

      expect(listener).not.toHaveBeenCalled();
    });
  });
});
