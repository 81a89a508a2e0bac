import { createCatalogue, createReferenceApi, testConfig } from '@video/api-client/testing';
import { encodeShareId, SHARE_VIDEO_TYPE } from '@video/domain';
import type { EmbedEvent } from './embed-protocol';
import { NO_AD_DELAY_MS, startEmbedPage } from './embed-page';
import type { EmbedTarget } from './embed-target';

const catalogue = createCatalogue();
const film = catalogue.videos.find(({ typeId, title }) => typeId === 1 && !title.startsWith('★'));
const shareFilms = catalogue.videos.filter(
  ({ typeId, title }) => typeId === SHARE_VIDEO_TYPE && !title.startsWith('★'),
);

/** How many helpers the reference share service has seeded for share film `id`. */
async function seededCount(id: number): Promise<number> {
  const reply = await createReferenceApi({ catalogue }).fetch(
    new Request(
      `${testConfig.shareApiBaseUrl}/share/check?id=${id}&uuid=probe&site=${testConfig.site}`,
    ),
  );
  return ((await reply.json()) as { rescont: { ip_count: number } }).rescont.ip_count;
}
const counts = await Promise.all(shareFilms.map((video) => seededCount(video.id)));
const shareFilm = shareFilms.find((_video, index) => counts[index] === 0);
const unlockedFilm = shareFilms.find((_video, index) => (counts[index] ?? 0) >= 2);
if (!film || !shareFilm || !unlockedFilm) {
  throw new Error('the catalogue lacks a film, a locked share film or an unlocked one');
}

/** The embed's page on the reference server, with what it tells the embedding page. */
function open(target: EmbedTarget | null, { fails = 0, ads = false } = {}) {
  const server = createReferenceApi({ catalogue });
  let failures = fails;
  const fetchFn: typeof fetch = (input, init) => {
    if (failures-- > 0) return Promise.reject(new TypeError('offline'));
    return Promise.resolve(server.fetch(new Request(input, init)));
  };
  const root = document.createElement('main');
  document.body.replaceChildren(root);
  const events: EmbedEvent[] = [];
  const page = startEmbedPage({
    root,
    config: { ...testConfig, isShowAd: ads },
    target,
    siteOrigin: 'https://video.test',
    visitorCode: 'embed123',
    post: (event) => events.push(event),
    fetch: fetchFn,
  });
  onTestFinished(() => page.destroy());
  const text = () => root.textContent ?? '';
  return { root, events, page, text };
}

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 3000 });

describe('the embed page', () => {
  beforeEach(() => {
    // jsdom plays no media: the browser's own HLS, as on an iPhone.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the film’s cover, title, 播放 and 去网站观看, and says it is ready', async () => {
    const { root, events } = open({ kind: 'film', id: film.id });

    await eventually(() =>
      expect(events).toContainEqual(expect.objectContaining({ event: 'ready' })),
    );
    expect(events[0]).toEqual({ event: 'ready', id: film.id, title: film.title, locked: false });
    expect(root.querySelector('h1')?.textContent).toBe(film.title);
    expect(root.querySelector('button[aria-label="播放"]')).not.toBeNull();
    const site = root.querySelector<HTMLAnchorElement>('a.site');
    expect(site?.textContent).toBe('去网站观看');
    expect(site?.href).toBe(`https://video.test/playVideo?id=${film.id}`);
    expect(site?.rel).toBe('noopener');
  });

  it('says the film is missing for an unknown address or id, with an error event', async () => {
    const unknown = open(null);
    expect(unknown.text()).toContain('视频不存在或已下架');
    expect(unknown.events).toEqual([{ event: 'error', message: '视频不存在或已下架' }]);

    const gone = open({ kind: 'film', id: 987_654 });
    await eventually(() => expect(gone.text()).toContain('视频不存在或已下架'));
  });

  it('says 网络错误 with 重新加载 when the call fails, and loads on the retry', async () => {
    const { root, events, text } = open({ kind: 'film', id: film.id }, { fails: 1 });

    await eventually(() => expect(text()).toContain('网络错误，请稍后重试'));
    root.querySelector<HTMLButtonElement>('button.retry')?.click();

    await eventually(() =>
      expect(events).toContainEqual(expect.objectContaining({ event: 'ready', id: film.id })),
    );
  });

  it('keeps a share film behind its lock: 还差2人解锁, ready as locked, and no film on play', async () => {
    const shareId = encodeShareId(shareFilm.id);
    const { root, events, page, text } = open({ kind: 'share', id: shareFilm.id, shareId });

    await eventually(() => expect(text()).toContain('还差2人解锁'));
    expect(events[0]).toEqual({
      event: 'ready',
      id: shareFilm.id,
      title: shareFilm.title,
      locked: true,
    });
    expect(root.querySelector<HTMLAnchorElement>('a.site')?.href).toBe(
      `https://video.test/playVideoShare?id=${shareId}`,
    );
    page.command({ command: 'play' });
    expect(root.querySelector('video')).toBeNull();
  });

  it('offers an unlocked share film as any other', async () => {
    const shareId = encodeShareId(unlockedFilm.id);
    const { root, events } = open({ kind: 'share', id: unlockedFilm.id, shareId });

    await eventually(() =>
      expect(events).toContainEqual(expect.objectContaining({ event: 'ready', locked: false })),
    );
    expect(root.querySelector('button[aria-label="播放"]')).not.toBeNull();
  });

  it('plays the film a second after play with ads off, muted and at the time asked for', async () => {
    const { root, events, page } = open({ kind: 'film', id: film.id });
    await eventually(() =>
      expect(events).toContainEqual(expect.objectContaining({ event: 'ready' })),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    page.command({ command: 'mute', muted: true });
    page.command({ command: 'seek', time: 12 });
    page.command({ command: 'play' });
    expect(root.querySelector('video')).toBeNull();
    vi.advanceTimersByTime(NO_AD_DELAY_MS);

    const video = root.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });
});
