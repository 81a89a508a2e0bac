import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import {
  createFakeHls,
  type FakeHlsClass,
  fakeHlsLoader,
  fakeWeixinPage,
  spyOnListeners,
  type ListenerSpy,
} from '../../testing';
import { DEFAULT_HLS_CONFIG, STANDBY_BUFFER_SECONDS } from '../core/hls-config';
import { INLINE_VIDEO_ATTRIBUTES } from '../core/phone-attributes';
import type { PlaybackPage } from '../core/playback-start';
import { type FeedSlot, slotAssignments } from '../feed/slot-assignments';
import { usePlayerSlot } from './use-player-slot';

const items = Array.from({ length: 200 }, (_, i) => `https://media.test/short-${i}/master.m3u8`);
const titles = items.map((_, i) => `短视频${i}`);

/**
 * Spies per <video>, started from its ref: after React added its own media listeners (which it
 * never removes from an element), before the player core adds its.
 */
const spies = new Map<HTMLVideoElement, ListenerSpy>();
const activeListeners = () => [...spies.values()].reduce((sum, spy) => sum + spy.active(), 0);

interface SlotProps {
  readonly slot: FeedSlot;
  /** The stream of item `index`. */
  readonly sourceOf: (index: number) => string;
  readonly Hls: FakeHlsClass;
  readonly mediaSession: MediaSession | null;
  readonly page?: PlaybackPage;
}

function Slot({ slot, sourceOf, Hls, mediaSession, page }: SlotProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const track = (element: HTMLVideoElement | null) => {
    videoRef.current = element;
    if (element && !spies.has(element)) spies.set(element, spyOnListeners(element));
  };
  usePlayerSlot(videoRef, {
    src: slot.index === null ? null : sourceOf(slot.index),
    item: slot.index ?? undefined,
    active: slot.active,
    title: slot.index === null ? undefined : titles[slot.index],
    loadHls: fakeHlsLoader(Hls),
    mediaSession,
    page,
  });
  return <video ref={track} data-slot={slot.slot} muted />;
}

function Feed({ slots, ...rest }: Omit<SlotProps, 'slot'> & { slots: readonly FeedSlot[] }) {
  return slots.map((slot) => <Slot key={slot.slot} slot={slot} {...rest} />);
}

async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

describe('usePlayerSlot in a feed of three slots', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaSource', class {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  });
  afterEach(() => {
    // Unmount while load() is still stubbed: the cores release their elements on the way out.
    cleanup();
    spies.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function renderFeed(
    mediaSession: MediaSession | null = null,
    sourceOf = (index: number) => items[index] ?? '',
    page?: PlaybackPage,
  ) {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const Hls = createFakeHls();
    const feed = (slots: readonly FeedSlot[]) => (
      <Feed slots={slots} sourceOf={sourceOf} Hls={Hls} mediaSession={mediaSession} page={page} />
    );
    const view = render(feed(slotAssignments(0, 3)));
    const swipeTo = async (index: number) => {
      view.rerender(feed(slotAssignments(index, 3)));
      await settle();
    };
    const sources = () =>
      Hls.instances
        .filter((instance) => !instance.destroyed)
        .map((instance) => instance.source)
        .sort();
    return { ...view, Hls, play, swipeTo, sources };
  }

  it('loads the current and next items and plays only the current one', async () => {
    const { Hls, play, sources } = renderFeed();
    await settle();

    expect(sources()).toEqual([items[0], items[1]]);
    expect(play).toHaveBeenCalledOnce();
    expect(play.mock.contexts[0]).toBe(Hls.instances[0]?.media);
  });

  it('gives every slot the inline and X5 same-layer attributes', async () => {
    const { container } = renderFeed();
    await settle();

    const videos = [...container.querySelectorAll('video')];
    expect(videos).toHaveLength(3);
    for (const video of videos) {
      for (const [name, value] of Object.entries(INLINE_VIDEO_ATTRIBUTES)) {
        expect(video.getAttribute(name)).toBe(value);
      }
    }
  });

  it('inside WeChat, starts the slot swiped to from the bridge callback', async () => {
    const weixin = fakeWeixinPage();
    const { Hls, play, swipeTo } = renderFeed(null, undefined, weixin.page);
    await settle();
    expect(play).not.toHaveBeenCalled();
    weixin.answer();
    await settle();
    expect(play).toHaveBeenCalledOnce();

    await swipeTo(1);
    expect(play).toHaveBeenCalledOnce();
    weixin.answer();

    expect(play).toHaveBeenCalledTimes(2);
    expect(play.mock.contexts.at(-1)).toBe(
      Hls.instances.find((instance) => instance.source === items[1])?.media,
    );
  });

  it('recycles one slot per swipe and keeps the neighbours loaded', async () => {
    const { Hls, swipeTo, sources, play } = renderFeed();
    await settle();

    await swipeTo(1);

    expect(sources()).toEqual([items[0], items[1], items[2]]);
    expect(Hls.instances).toHaveLength(3);
    expect(play.mock.contexts.at(-1)).toBe(
      Hls.instances.find((instance) => instance.source === items[1])?.media,
    );
  });

  it('starts a new item from its beginning even on the stream its slot already has', async () => {
    // Three streams for every item: each slot keeps getting the stream it already has.
    const { Hls, swipeTo, play } = renderFeed(null, (index) => items[index % 3] ?? '');
    await settle();
    await swipeTo(1);
    expect(Hls.instances).toHaveLength(3);

    await swipeTo(2); // item 3 goes into slot 0, which held item 0: the same stream, loaded anew
    expect(Hls.instances).toHaveLength(4);
    expect(Hls.instances[0]?.destroyed).toBe(true);
    await swipeTo(3); // item 3 on screen
    expect(play.mock.contexts.at(-1)).toBe(Hls.instances[3]?.media);
  });

  it('keeps the neighbours on standby and wakes the one swiped to', async () => {
    const { Hls, swipeTo } = renderFeed();
    const bufferAhead = (item: number) =>
      Hls.instances.find((instance) => !instance.destroyed && instance.source === items[item])
        ?.config.maxMaxBufferLength;
    await settle();
    await swipeTo(1);

    expect([bufferAhead(0), bufferAhead(1), bufferAhead(2)]).toEqual([
      STANDBY_BUFFER_SECONDS,
      DEFAULT_HLS_CONFIG.maxMaxBufferLength,
      STANDBY_BUFFER_SECONDS,
    ]);

    await swipeTo(2);
    expect([bufferAhead(1), bufferAhead(2), bufferAhead(3)]).toEqual([
      STANDBY_BUFFER_SECONDS,
      DEFAULT_HLS_CONFIG.maxMaxBufferLength,
      STANDBY_BUFFER_SECONDS,
    ]);
  });

  it('keeps 3 videos, 3 cores and no leaked listeners after 100 swipes', async () => {
    const { container, Hls, swipeTo, sources } = renderFeed();
    await settle();
    await swipeTo(1);
    const videos = [...container.querySelectorAll('video')];
    const steady = activeListeners();
    expect(steady).toBeGreaterThan(0);

    for (let step = 2; step <= 101; step++) await swipeTo(step % 2 === 0 ? step : step - 2);
    await swipeTo(150);

    expect([...container.querySelectorAll('video')]).toEqual(videos);
    expect(activeListeners()).toBe(steady);
    expect(sources()).toEqual([items[149], items[150], items[151]].sort());
    const alive = Hls.instances.filter((instance) => !instance.destroyed);
    expect(alive).toHaveLength(3);
    // Each its own three: errors, level switches, the playlist read.
    expect(alive.every((instance) => instance.listenerCount() === 3)).toBe(true);
  });

  it('names the playing video on the lock screen', async () => {
    vi.stubGlobal(
      'MediaMetadata',
      class {
        readonly title: string;
        constructor(init: MediaMetadataInit) {
          this.title = init.title ?? '';
        }
      },
    );
    const session = { metadata: null, setActionHandler: vi.fn() };
    const { Hls, swipeTo } = renderFeed(session as unknown as MediaSession);
    await settle();
    await swipeTo(1);

    Hls.instances
      .find((instance) => instance.source === items[1])
      ?.media?.dispatchEvent(new Event('playing'));

    expect(session.metadata).toMatchObject({ title: titles[1] });
  });

  it('releases everything when the feed unmounts', async () => {
    const { Hls, swipeTo, unmount } = renderFeed();
    await settle();
    await swipeTo(5);

    unmount();

    expect(spies.size).toBe(3);
    expect(activeListeners()).toBe(0);
    expect(Hls.instances.every((instance) => instance.destroyed)).toBe(true);
  });
});
