import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Engine, waitFor } from './engine';
import { launchFirefox } from './firefox';
import { BASE_URL, ENGINES_PORT } from './servers';
import { launchWebKit } from './webkit';

/** A button by the words a person sees on it or hears for it. */
const button = (name: string) => `//button[normalize-space()="${name}" or @aria-label="${name}"]`;

/** The card titles of a home block (a section named by its heading), in order. */
const blockTitles = (name: string) => `[...document.querySelectorAll('section')]
  .find((section) => section.querySelector('h2')?.textContent === ${JSON.stringify(name)})
  ?.querySelectorAll('[id$="-title"]') ?? []`;

/** What the page's first video element is doing. */
const MEDIA = `(() => {
  const video = document.querySelector('video');
  return video && { paused: video.paused, muted: video.muted, time: video.currentTime };
})()`;

interface Media {
  readonly paused: boolean;
  readonly muted: boolean;
  readonly time: number;
}

/** A film on the demo's 40 s stream (ids 1, 4, 7 … play it), long enough to stop and resume. */
const LONG_FILM = 4;

/** Every engine, or those named in ENGINES (e.g. `ENGINES=webkit`). */
const engines = (
  [
    ['webkit', () => launchWebKit(BASE_URL, ENGINES_PORT + 10)],
    ['firefox', () => launchFirefox(BASE_URL)],
  ] as const
).filter(([name]) => (process.env['ENGINES'] ?? name).split(',').includes(name));

describe.each(engines)('in %s', (_name, launch) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await launch();
  });
  afterAll(() => engine?.close());
  afterEach(async () => {
    // Nothing a visitor did threw or left a promise rejected.
    expect(await engine.pageErrors()).toEqual([]);
  });

  it('home shows decrypted covers, and 换一批 brings other recommendations', async () => {
    await engine.goto('/home');
    await waitFor(
      engine,
      `[...document.images].some((image) =>
        image.src.startsWith('blob:') && image.complete && image.naturalWidth > 0)`,
      'a decrypted cover',
    );
    const titles = `[...${blockTitles('推荐')}].map((title) => title.textContent).join('|')`;
    const before = await waitFor<string>(engine, titles, 'the recommended block');
    await engine.tap(button('换一批'));
    await waitFor(engine, `${titles} !== ${JSON.stringify(before)}`, 'another batch');
  });

  it('a list sorts by 最热 in the address and loads more as it scrolls', async () => {
    await engine.goto('/list?typeId=1&orderby=new');
    const cards = `document.querySelectorAll('main [id$="-title"]').length`;
    await waitFor(engine, `${cards} > 0`, 'the first page');
    await engine.tap(`//label[normalize-space()="最热"]`);
    await waitFor(engine, `location.search.includes('orderby=hot')`, 'the sort in the address');
    const first = await waitFor<number>(engine, cards, 'the hot list');
    await waitFor(
      engine,
      `(window.scrollTo(0, document.documentElement.scrollHeight), ${cards} > ${first})`,
      'the next page',
    );
  });

  it('search remembers the keyword in its history', async () => {
    await engine.goto('/search');
    await engine.type(`//input[@type="search"]`, '电影');
    await engine.tap(`//button[normalize-space()="搜索"]`);
    await waitFor(engine, `location.pathname === '/searchList'`, 'the results');
    await engine.goto('/search');
    await waitFor(
      engine,
      `[...document.querySelectorAll('button')].some((chip) => chip.textContent.trim() === '电影')`,
      'the keyword under the history',
    );
  });

  it('the film plays with sound after the pre-roll is closed by a tap, and 快进10秒 seeks', async () => {
    await engine.goto(`/playVideo?id=${LONG_FILM}`);
    await engine.tap(button('关闭'));
    const playing = await waitFor<Media>(
      engine,
      `(${MEDIA})?.paused === false && (${MEDIA}).time > 0.5 && ${MEDIA}`,
      'the film playing',
    );
    expect(playing.muted).toBe(false);
    await engine.tap(button('快进10秒'));
    await waitFor(engine, `(${MEDIA}).time > ${playing.time + 8}`, 'the seek forward');
  });

  it('继续观看 on home picks the film up where it was left', async () => {
    // The previous flow left the film some 10 s in; 返回 saves where it stopped.
    await engine.tap(button('返回'));
    await waitFor(engine, `location.pathname === '/home'`, 'home');
    const saved = await engine.evaluate<number>(
      `JSON.parse(localStorage.getItem('resumePositions')).find(([key]) => key === '${LONG_FILM}')[1]`,
    );
    expect(saved).toBeGreaterThan(8);
    await engine.tap(`//section[h2="继续观看"]//li[1]//button`);
    await engine.tap(button('关闭'));
    const resumed = await waitFor<Media>(
      engine,
      `(${MEDIA})?.paused === false && (${MEDIA}).time > 0 && ${MEDIA}`,
      'the film playing again',
    );
    expect(resumed.time).toBeGreaterThan(saved - 1);
  });

  it('the short-video feed plays each clip as the keys move it on, with at most 3 video elements', async () => {
    await engine.goto('/shortVideo');
    const active = `document.querySelector('[data-slot][data-active] video')`;
    const playing = `(${active})?.paused === false && (${active}).currentTime > 0.2`;
    // Where the engine refuses to start a clip with sound before any tap (WebKit), the clip
    // waits under its play button, and the visitor's first tap starts it.
    const refused = await waitFor<string>(
      engine,
      `(${playing} && 'playing') ||
        (document.querySelector('[data-slot][data-active] button[aria-label="播放"] svg') && 'refused')`,
      'the first clip playing or offering to play',
    );
    if (refused === 'refused') await engine.tap(`//*[@data-active]//button[@aria-label="播放"]`);
    await waitFor(engine, playing, 'the first clip playing');
    const first = await engine.evaluate<string>(`location.search`);
    await engine.press('ArrowDown');
    await waitFor(engine, `location.search !== ${JSON.stringify(first)}`, 'the next clip');
    await waitFor(engine, playing, 'the next clip playing');
    expect(
      await engine.evaluate<number>(`document.querySelectorAll('video').length`),
    ).toBeLessThanOrEqual(3);
  });

  it('the watch history removes a film with its X', async () => {
    await engine.goto('/collectVideo?type=history');
    const cards = `document.querySelectorAll('main [id$="-title"]').length`;
    const before = await waitFor<number>(engine, cards, 'the watched films');
    await engine.tap(`//button[starts-with(@aria-label, "删除 ")]`);
    await waitFor(engine, `${cards} === ${before - 1}`, 'one film fewer');
  });

  it('feedback says what is missing instead of sending nothing', async () => {
    await engine.goto('/mine');
    await engine.tap(button('意见反馈'));
    await engine.tap(`//dialog//button[normalize-space()="提交"]`);
    await waitFor(
      engine,
      `document.querySelector('dialog [role="alert"]')?.textContent === '详细描述不能为空'`,
      'the message',
    );
  });

  it('back from a film restores where the list was scrolled to', async () => {
    await engine.goto('/list?typeId=1&orderby=new');
    const cards = `document.querySelectorAll('main [id$="-title"]').length`;
    await waitFor(engine, `${cards} > 4`, 'the list');
    await waitFor(engine, `(window.scrollTo(0, 600), window.scrollY >= 600)`, 'the list scrolled');
    // Where the list is the moment the card is tapped (the engine may scroll it into view first).
    await engine.evaluate(`document.addEventListener('click', () => (window.scrollAtTap = window.scrollY),
      { capture: true, once: true })`);
    // A card well inside the screen, as a thumb would pick, clear of the bars at either edge.
    const inView = await engine.evaluate<number>(
      `[...document.querySelectorAll('main [id$="-title"]')].findIndex((title) => {
        const box = title.getBoundingClientRect();
        return box.top > 150 && box.bottom < innerHeight - 150;
      })`,
    );
    await engine.tap(
      `(//main//span[substring(@id, string-length(@id) - 5) = "-title"]/ancestor::button)[${inView + 1}]`,
    );
    await waitFor(engine, `location.pathname === '/playVideo'`, 'the film');
    await engine.evaluate(`history.back()`);
    await waitFor(engine, `location.pathname === '/list'`, 'the list again');
    await waitFor(
      engine,
      `window.scrollAtTap > 0 && Math.abs(window.scrollY - window.scrollAtTap) < 2`,
      'the scroll restored',
    );
  });
});
