import {
  type AppConfig,
  createImageCodec,
  arrivalRequests,
  inlineDecryptor,
  sendRequest,
  shareCountRequest,
} from '@video/api-client';
import { type Ad, format, isLocked, pickRandom, shortBy, type Video } from '@video/domain';
import type { PlayerState } from '@video/player';
import { button, element } from './dom';
import type { EmbedCommand, EmbedEvent } from './embed-protocol';
import { type EmbedTarget, siteAddress } from './embed-target';
import { embedText } from './embed-text';
import { createFilmView, type FilmView } from './film-view';
import { createPrerollView, type PrerollView } from './preroll-view';

/** With ads off, the film loads this long after the tap, as in the web app's player. */
export const NO_AD_DELAY_MS = 1000;
/** `time` events at most this often. */
export const TIME_EVENT_MS = 250;

export interface EmbedPageOptions {
  readonly root: HTMLElement;
  readonly config: AppConfig;
  readonly target: EmbedTarget | null;
  /** The web app's origin, for 去网站观看. */
  readonly siteOrigin: string;
  /** The visitor's identification code, for the share service's unlock count. */
  readonly visitorCode: string;
  readonly post: (event: EmbedEvent) => void;
  readonly fetch?: typeof fetch;
  readonly random?: () => number;
}

export interface EmbedPage {
  /** A command of the embedding page. */
  command(command: EmbedCommand): void;
  destroy(): void;
}

/**
 * The embed's one page: the film's cover and title with a play button and 去网站观看; a share
 * film behind its lock (还差N人解锁, unlocked on the site); on play, the pre-roll ad, then the
 * film with its controls. Failures read as the web app's (网络错误 with 重新加载, 视频不存在或已下架).
 */
export function startEmbedPage({
  root,
  config,
  target,
  siteOrigin,
  visitorCode,
  post,
  fetch: fetchFn = fetch,
  random = Math.random,
}: EmbedPageOptions): EmbedPage {
  const codec = createImageCodec({
    fetch: fetchFn,
    cipher: config.imageCipher,
    decryptor: inlineDecryptor,
  });
  const own = { config, fetch: fetchFn };
  let video: Video | null = null;
  let locked = true;
  let unlockCount = 0;
  let started = false;
  let preroll: PrerollView | null = null;
  let film: FilmView | null = null;
  let startTimer: ReturnType<typeof setTimeout> | null = null;
  /** What the embedding page asked before the film existed. */
  let wanted: { muted: boolean; time: number | null; playing: boolean } = {
    muted: false,
    time: null,
    playing: false,
  };
  let lastTimeEvent = 0;
  let lastStatus: PlayerState['status'] | null = null;

  const show = (...children: (Node | string)[]) => root.replaceChildren(...children);
  const siteLink = (label: string) =>
    element(
      'a',
      {
        class: 'site',
        href: target === null ? siteOrigin : siteAddress(target, siteOrigin),
        target: '_blank',
        rel: 'noopener',
      },
      label,
    );
  const note = (text: string, ...rest: Node[]) =>
    element('div', { class: 'note', role: 'status' }, element('p', {}, text), ...rest);

  const fail = (message: string, retry: (() => void) | null) => {
    show(
      element(
        'div',
        { class: 'note', role: 'alert' },
        element('p', {}, message),
        ...(retry === null ? [] : [button('retry', embedText.retry, retry)]),
        siteLink(embedText.watchOnSite),
      ),
    );
    post({ event: 'error', message });
  };

  const load = async () => {
    show(note(embedText.loading));
    if (target === null) return fail(embedText.missing, null);
    const reply = await sendRequest(arrivalRequests.getVideo(target.id), own);
    if ('error' in reply) {
      return reply.error.kind === 'notFound'
        ? fail(embedText.missing, null)
        : fail(reply.error.message, () => void load());
    }
    video = reply.data;
    if (target.kind === 'share') unlockCount = await shareCount(target.id);
    locked = target.kind === 'share' && isLocked(unlockCount);
    showCover(video);
    post({ event: 'ready', id: video.id, title: video.title, locked });
    if (wanted.playing) begin();
  };

  /** How many people opened the share film's unlock link; 0 (locked) when the service fails. */
  const shareCount = async (id: number): Promise<number> => {
    const reply = await sendRequest(shareCountRequest({ id, uuid: visitorCode }), {
      config,
      fetch: fetchFn,
      visitorCode,
    });
    return 'error' in reply ? 0 : reply.data;
  };

  const showCover = (film: Video) => {
    const cover = element('img', { class: 'cover', alt: '' });
    if (film.cover !== null)
      codec.load(film.cover).then(
        (url) => (cover.src = url),
        () => cover.remove(),
      );
    const title = element('h1', { class: 'title' }, film.title);
    if (locked) {
      const lock = element(
        'div',
        { class: 'lock', role: 'status' },
        element('p', {}, format('share.shortBy', { n: shortBy(unlockCount) })),
        siteLink(embedText.unlockOnSite),
      );
      show(cover, title, lock);
      return;
    }
    const play = button('big-play', embedText.play, () => begin(), { visible: false });
    show(cover, title, play, siteLink(embedText.watchOnSite));
  };

  /** The visitor (or the embedding page) asked to play: the pre-roll first, then the film. */
  const begin = () => {
    if (started || video === null || locked) return;
    started = true;
    const film = video;
    if (!config.isShowAd) {
      show(note(embedText.loading));
      startTimer = setTimeout(() => startFilm(film), NO_AD_DELAY_MS);
      return;
    }
    void sendRequest(arrivalRequests.getAds('PLAYBEFORE'), own).then((reply) => {
      const ads = 'error' in reply ? [] : reply.data;
      const ad = ads.length > 0 ? pickRandom(ads, random) : undefined;
      if (ad === undefined) return startFilm(film);
      preroll = createPrerollView({
        ad,
        loadImage: (shown: Ad) =>
          shown.image === null ? Promise.reject(new Error('no image')) : codec.load(shown.image),
        onClose: () => {
          preroll = null;
          startFilm(film);
        },
      });
      show(preroll.element, element('h1', { class: 'title' }, film.title));
    });
  };

  const startFilm = (source: Video) => {
    film = createFilmView({
      src: source.videoPath,
      load: { title: source.title, startPosition: wanted.time ?? undefined },
      muted: wanted.muted,
      onState: tell,
    });
    show(film.element, siteLink(embedText.watchOnSite));
    film.element.focus({ preventScroll: true });
    void film.player.play();
  };

  /** The player's state as the API's events. */
  const tell = (state: PlayerState) => {
    if (state.status !== lastStatus) {
      if (state.status === 'playing') post({ event: 'play', currentTime: state.currentTime });
      else if (state.status === 'paused' && lastStatus !== null)
        post({ event: 'pause', currentTime: state.currentTime });
      else if (state.status === 'ended') post({ event: 'ended', currentTime: state.currentTime });
      else if (state.status === 'error' && state.error !== null)
        post({ event: 'error', message: state.error.message });
      lastStatus = state.status;
    }
    const now = Date.now();
    if (state.status === 'playing' && now - lastTimeEvent >= TIME_EVENT_MS) {
      lastTimeEvent = now;
      post({ event: 'time', currentTime: state.currentTime, duration: state.duration });
    }
  };

  void load();
  return {
    command(command) {
      switch (command.command) {
        case 'play':
          if (film !== null) void film.player.play();
          else {
            wanted = { ...wanted, playing: true };
            begin();
          }
          return;
        case 'pause':
          if (film !== null) film.player.pause();
          else wanted = { ...wanted, playing: false };
          return;
        case 'seek':
          if (film !== null) film.player.seekTo(command.time);
          else wanted = { ...wanted, time: command.time };
          return;
        case 'mute':
          if (film !== null) film.setMuted(command.muted);
          wanted = { ...wanted, muted: command.muted };
          return;
      }
    },
    destroy() {
      if (startTimer !== null) clearTimeout(startTimer);
      preroll?.destroy();
      film?.destroy();
      codec.destroy();
    },
  };
}
