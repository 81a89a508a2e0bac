import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbedEngine, waitFor } from './engine';
import { launchFirefox } from './firefox';
import { APP_URL, ENGINES_PORT, HOST_URL } from './servers';
import { launchWebKit } from './webkit';

/** A message of the player's API as the host page kept it (`window.events`). */
interface EmbedMessage {
  readonly event: string;
  readonly id?: number;
  readonly title?: string;
  readonly locked?: boolean;
  readonly currentTime?: number;
  readonly duration?: number;
}

interface Film {
  readonly id: number;
  readonly title: string;
}

/** A button of the player by the words a person sees on it or hears for it. */
const button = (name: string) => `//button[normalize-space()="${name}" or @aria-label="${name}"]`;

/** What the player's video element is doing. */
const MEDIA = `(() => {
  const video = document.querySelector('video');
  return video && { paused: video.paused, muted: video.muted, time: video.currentTime };
})()`;

interface Media {
  readonly paused: boolean;
  readonly muted: boolean;
  readonly time: number;
}

/** The first film of the demo's first category. */
async function firstFilm(): Promise<Film> {
  const reply = await fetch(`${APP_URL}/api/videosort/1?page=1`);
  const { rescont } = (await reply.json()) as { rescont: { data: Film[] } };
  const [film] = rescont.data;
  if (!film) throw new Error('no film in the demo catalogue');
  return film;
}

/** Every engine, or those named in ENGINES (e.g. `ENGINES=webkit`). */
const engines = (
  [
    ['webkit', () => launchWebKit(ENGINES_PORT + 10)],
    ['firefox', () => launchFirefox(APP_URL)],
  ] as const
).filter(([name]) => (process.env['ENGINES'] ?? name).split(',').includes(name));

describe.each(engines)('in %s', (_name, launch) => {
  let engine: EmbedEngine;
  let film: Film;
  beforeAll(async () => {
    [engine, film] = await Promise.all([launch(), firstFilm()]);
  });
  afterAll(() => engine?.close());

  /** The messages the host page took, from the `after`-th on. */
  const events = async (after = 0) =>
    (await engine.evaluate<EmbedMessage[]>('window.events')).slice(after);
  /** The first message from the `after`-th on that `accept` accepts. */
  const nextEvent = (accept: (message: EmbedMessage) => boolean, what: string, after = 0) =>
    waitFor(engine, async () => (await events(after)).find(accept), what);
  const send = (command: Record<string, unknown>) =>
    engine.evaluate(`window.send(${JSON.stringify(command)})`);

  it('another site’s page shows the player and hears it is ready with the film', async () => {
    await engine.goto(`${HOST_URL}/host.html?film=/embed/${film.id}`);
    const ready = await nextEvent((message) => message.event === 'ready', 'ready');
    expect(ready).toMatchObject({ id: film.id, title: film.title, locked: false });
    const shown = await waitFor(
      engine,
      () =>
        engine.evaluateInPlayer<string | null>(
          `document.querySelector('button[aria-label="播放"]') && document.querySelector('h1')?.textContent`,
        ),
      'the cover with 播放',
    );
    expect(shown).toBe(film.title);
  });

  it('mute and play from the page start the pre-roll; after a tap on 关闭 the film plays muted and says play and time', async () => {
    await send({ command: 'mute', muted: true });
    await send({ command: 'play' });
    // The countdown's five seconds, then the visitor's tap (a page cannot close the ad).
    await engine.tapInPlayer(button('关闭'));
    await nextEvent((message) => message.event === 'play', 'play');
    const time = await nextEvent(
      (message) => message.event === 'time' && (message.currentTime ?? 0) > 0,
      'time',
    );
    expect(time.duration).toBeGreaterThan(8);
    const media = await waitFor(
      engine,
      () => engine.evaluateInPlayer<Media | null>(`(${MEDIA})?.paused === false && ${MEDIA}`),
      'the film playing',
    );
    expect(media.muted).toBe(true);
  });

  it('seek from the page moves the film, and pause stops it', async () => {
    let seen = (await events()).length;
    await send({ command: 'seek', time: 5 });
    await nextEvent(
      (message) =>
        message.event === 'time' &&
        (message.currentTime ?? 0) >= 5 &&
        (message.currentTime ?? 0) < 7,
      'time near 5 s',
      seen,
    );
    seen = (await events()).length;
    await send({ command: 'pause' });
    const paused = await nextEvent((message) => message.event === 'pause', 'pause', seen);
    expect(paused.currentTime).toBeGreaterThanOrEqual(5);
    const media = await waitFor(
      engine,
      () => engine.evaluateInPlayer<Media | null>(`(${MEDIA})?.paused === true && ${MEDIA}`),
      'the film paused',
    );
    expect(media.time).toBeGreaterThanOrEqual(5);
  });
});
