import { fakeWeixinPage, spyOnListeners, stubMedia } from '../../testing';
import {
  createPlaybackStarter,
  isWeixin,
  type PlaybackPage,
  pageOf,
  WEIXIN_BRIDGE_WAIT_MS,
} from './playback-start';
import { globalTimers } from './timers';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const ANDROID_WEIXIN =
  'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110005 ' +
  'MMWEBSDK/20231105 MMWEBID/6262 MicroMessenger/8.0.44.2502(0x28002C36) WeChat/arm64 Weixin';

function setup(page: PlaybackPage) {
  const { video } = stubMedia();
  const play = vi.spyOn(video, 'play');
  const starter = createPlaybackStarter(video, page, globalTimers);
  return { video, play, starter };
}

/** Lets promise callbacks run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('createPlaybackStarter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe('outside WeChat', () => {
    const page: PlaybackPage = {
      userAgent: SAFARI,
      weixinBridge: () => undefined,
      document: new EventTarget(),
    };

    it('plays at once', async () => {
      const { play, starter } = setup(page);

      const started = starter.start();

      expect(play).toHaveBeenCalledOnce();
      await expect(started).resolves.toBeUndefined();
    });

    it('passes a refusal on, thrown or rejected', async () => {
      const { play, starter } = setup(page);
      const refusal = new DOMException('no gesture', 'NotAllowedError');
      play.mockRejectedValueOnce(refusal);
      await expect(starter.start()).rejects.toBe(refusal);

      play.mockImplementationOnce(() => {
        throw refusal;
      });
      await expect(starter.start()).rejects.toBe(refusal);
    });

    it('resolves where play() returns nothing (older WebKit)', async () => {
      const { play, starter } = setup(page);
      play.mockReturnValueOnce(undefined as unknown as Promise<void>);

      await expect(starter.start()).resolves.toBeUndefined();
    });
  });

  describe('inside WeChat', () => {
    it('plays inside the callback of the bridge when it is there', async () => {
      const weixin = fakeWeixinPage();
      const { play, starter } = setup(weixin.page);

      const started = starter.start();
      expect(weixin.invoked).toEqual(['getNetworkType']);
      expect(play).not.toHaveBeenCalled();

      weixin.answer();

      expect(play).toHaveBeenCalledOnce();
      await expect(started).resolves.toBeUndefined();
      expect(vi.getTimerCount()).toBe(0);
    });

    it('waits for WeixinJSBridgeReady when the bridge is not there yet, then lets go of it', async () => {
      const weixin = fakeWeixinPage({ bridge: false });
      const listeners = spyOnListeners(weixin.page.document);
      const { play, starter } = setup(weixin.page);

      const started = starter.start();
      expect(listeners.active()).toBe(1);
      expect(play).not.toHaveBeenCalled();

      weixin.announce();

      expect(play).toHaveBeenCalledOnce();
      await expect(started).resolves.toBeUndefined();
      expect(listeners.active()).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('plays without the bridge when none comes in time', async () => {
      const weixin = fakeWeixinPage({ bridge: false });
      const listeners = spyOnListeners(weixin.page.document);
      const { play, starter } = setup(weixin.page);

      const started = starter.start();
      vi.advanceTimersByTime(WEIXIN_BRIDGE_WAIT_MS - 1);
      expect(play).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);

      expect(play).toHaveBeenCalledOnce();
      await expect(started).resolves.toBeUndefined();
      expect(listeners.active()).toBe(0);
      weixin.announce();
      expect(play).toHaveBeenCalledOnce();
    });

    it('passes a refusal from inside the bridge on', async () => {
      const weixin = fakeWeixinPage();
      const { play, starter } = setup(weixin.page);
      const refusal = new DOMException('no gesture', 'NotAllowedError');
      play.mockRejectedValueOnce(refusal);

      const started = starter.start();
      weixin.answer();

      await expect(started).rejects.toBe(refusal);
    });

    it.each([
      ['the bridge answers', { bridge: true }],
      ['the bridge is announced', { bridge: false }],
    ])(
      'never plays a cancelled start, even when %s later, and leaves nothing behind',
      async (_when, options) => {
        const weixin = fakeWeixinPage(options);
        const listeners = spyOnListeners(weixin.page.document);
        const { play, starter } = setup(weixin.page);
        const started = starter.start();

        starter.cancel();
        await expect(started).resolves.toBeUndefined();
        weixin.announce();
        weixin.answer();
        vi.runAllTimers();

        expect(play).not.toHaveBeenCalled();
        expect(listeners.active()).toBe(0);
        expect(vi.getTimerCount()).toBe(0);
      },
    );

    it('replaces a start still waiting with the newer one: one play()', async () => {
      const weixin = fakeWeixinPage();
      const { play, starter } = setup(weixin.page);

      const first = starter.start();
      const second = starter.start();
      weixin.answer();
      await settle();

      expect(play).toHaveBeenCalledOnce();
      await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});

describe('isWeixin', () => {
  it.each([
    [fakeWeixinPage().page.userAgent, true],
    [ANDROID_WEIXIN, true],
    [SAFARI, false],
  ])('tells WeChat by its user agent: %s', (userAgent, expected) => {
    expect(isWeixin(userAgent)).toBe(expected);
  });
});

describe('pageOf', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the video's window: its user agent and WeChat's bridge once it is there", () => {
    const video = document.createElement('video');
    const page = pageOf(video);
    expect(page.userAgent).toBe(navigator.userAgent);
    expect(page.document).toBe(document);
    expect(page.weixinBridge()).toBeUndefined();

    const bridge = { invoke: vi.fn() };
    vi.stubGlobal('WeixinJSBridge', bridge);

    expect(page.weixinBridge()).toBe(bridge);
  });
});
