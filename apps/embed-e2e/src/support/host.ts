import { type APIRequestContext, expect, type Frame, type Page } from '@playwright/test';
import { APP_URL } from './servers';

/** A message of the player's API as the host page kept it (`window.events`). */
export interface EmbedMessage {
  readonly channel: 'video-embed';
  readonly event: 'ready' | 'play' | 'pause' | 'time' | 'ended' | 'error';
  readonly id?: number;
  readonly title?: string;
  readonly locked?: boolean;
  readonly currentTime?: number;
  readonly duration?: number;
  readonly message?: string;
}

/** A command of the API, without its channel (the host page's `send` adds it). */
export type EmbedCommand =
  | { readonly command: 'play' | 'pause' }
  | { readonly command: 'seek'; readonly time: number }
  | { readonly command: 'mute'; readonly muted: boolean };

/** What the host page (host/host-site.ts) offers its tests. */
interface HostWindow {
  events: EmbedMessage[];
  send(command: EmbedCommand): void;
  post(message: unknown): void;
}

/** What the third site's frame offers. */
interface IntruderWindow {
  received: unknown[];
  attack(command: EmbedCommand): void;
}

/** A film of the demo catalogue, as its API lists it. */
export interface Film {
  readonly id: number;
  readonly title: string;
}

/** The films of a category's first page (type 60: share films), from the demo API. */
export async function films(request: APIRequestContext, type: number): Promise<Film[]> {
  const response = await request.get(`${APP_URL}/api/videosort/${type}?page=1`);
  const { rescont } = (await response.json()) as { rescont: { data: Film[] } };
  expect(rescont.data.length).toBeGreaterThan(0);
  return rescont.data;
}

/** The first film of the demo's first category. */
export async function firstFilm(request: APIRequestContext): Promise<Film> {
  const [film] = await films(request, 1);
  if (!film) throw new Error('no film in the demo catalogue');
  return film;
}

/** The demo's share films: played behind the share lock. */
const SHARE_TYPE = 60;

/** A share film whose unlock link nobody opened yet (the share service counts 0 helpers). */
export async function unhelpedShareFilm(request: APIRequestContext): Promise<Film> {
  for (const film of await films(request, SHARE_TYPE)) {
    const reply = await request.get(`${APP_URL}/share-api/share/check?id=${film.id}`);
    const { rescont } = (await reply.json()) as { rescont: { ip_count: number } };
    if (rescont.ip_count === 0) return film;
  }
  throw new Error('no share film without helpers in the demo catalogue');
}

/** The share player's id of a film: base64url of `v1:<id>`, as the web app writes it. */
export const shareId = (id: number) => Buffer.from(`v1:${id}`).toString('base64url');

/** Opens the host page with the player of `film` (`/embed/<id>`) in its iframe. */
export async function openHost(page: Page, film: string, { intruder = false } = {}) {
  await page.goto(`/host.html?film=${encodeURIComponent(film)}${intruder ? '&intruder=1' : ''}`);
  return page.frameLocator('#player');
}

/** The player's frame, once it is there. */
export async function playerFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => isPlayer(frame))).toBe(true);
  return page.frames().find((frame) => isPlayer(frame)) as Frame;
}

const isPlayer = (frame: Frame) => frame.url().startsWith(`${APP_URL}/embed`);

/** Every message of the API the host page took, in order. */
export const events = (page: Page) => page.evaluate(() => (window as unknown as HostWindow).events);

/** Sends the player `command` from the host page, as its script does. */
export const send = (page: Page, command: EmbedCommand) =>
  page.evaluate((sent) => (window as unknown as HostWindow).send(sent), command);

/** Posts `message` to the player from the host page as it is, whatever it holds. */
export const post = (page: Page, message: unknown) =>
  page.evaluate((sent) => (window as unknown as HostWindow).post(sent), message);

/** The first message the host took after the `after`-th that `accept` accepts. */
export async function waitForEvent(
  page: Page,
  accept: (message: EmbedMessage) => boolean,
  what: string,
  { after = 0, timeout = 15_000 } = {},
): Promise<EmbedMessage> {
  let found: EmbedMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await events(page)).slice(after).find(accept);
        return found !== undefined;
      },
      { message: `the player's ${what}`, timeout },
    )
    .toBe(true);
  return found as EmbedMessage;
}

/** The third site's frame beside the player. */
export function intruder(page: Page) {
  const frame = () => {
    const found = page.frames().find((candidate) => candidate.url().endsWith('/intruder.html'));
    if (!found) throw new Error('no intruder frame on the page');
    return found;
  };
  return {
    attack: (command: EmbedCommand) =>
      frame().evaluate((sent) => (window as unknown as IntruderWindow).attack(sent), command),
    received: () => frame().evaluate(() => (window as unknown as IntruderWindow).received),
  };
}
