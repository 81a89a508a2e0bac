import { printable } from './printable';
import type { Exchange, Recorder } from './recorder';
import type { Stream } from './app-calls';

/** Whether a stream resolves from its master playlist to a first segment the player can load. */
export interface PlaylistCheck {
  readonly what: string;
  readonly url: string;
  readonly ok: boolean;
  /** Each step: `master 200`, `variant 200`, `segment 200` … or where it broke. */
  readonly steps: readonly string[];
  readonly cors: readonly string[];
  readonly exchanges: readonly Exchange[];
}

/**
 * The URI after the first tag `tag` (the next line that is not a comment or blank), or that tag's
 * `URI="…"` attribute.
 */
function uriAfter(lines: readonly string[], tag: string): string | undefined {
  const index = lines.findIndex((line) => line.startsWith(tag));
  if (index === -1) return undefined;
  return lines.slice(index + 1).find((line) => line !== '' && !line.startsWith('#'));
}

function mapUri(lines: readonly string[]): string | undefined {
  const map = lines.find((line) => line.startsWith('#EXT-X-MAP:'));
  return map === undefined ? undefined : /URI="([^"]*)"/.exec(map)?.[1];
}

/**
 * Fetches each stream's master playlist, its first variant playlist and that one's first
 * segment (and its init segment, when fMP4), relative URIs resolved as the player does, with no
 * credentials, as hls.js sends them.
 */
export async function checkPlaylists(
  streams: readonly Stream[],
  recorder: Recorder,
): Promise<PlaylistCheck[]> {
  const checks: PlaylistCheck[] = [];
  for (const stream of streams) {
    const trace: Trace = { steps: [], exchanges: [], recorder };
    const ok = await resolve(stream.url, trace);
    const cors = trace.exchanges.flatMap((exchange) => exchange.corsProblems);
    checks.push({
      ...stream,
      ok: ok && cors.length === 0,
      steps: trace.steps,
      cors,
      exchanges: trace.exchanges,
    });
  }
  return checks;
}

/** The steps taken for one stream, and the exchanges they made. */
interface Trace {
  readonly steps: string[];
  readonly exchanges: Exchange[];
  readonly recorder: Recorder;
}

async function resolve(master: string, trace: Trace): Promise<boolean> {
  const { steps } = trace;
  const top = await load('master playlist', master, trace);
  if (top === null) return false;
  let media = top;
  const variant = uriAfter(top.lines, '#EXT-X-STREAM-INF');
  if (variant !== undefined) {
    const next = await load('variant playlist', new URL(variant, top.url).href, trace);
    if (next === null) return false;
    media = next;
  } else if (!top.lines.some((line) => line.startsWith('#EXTINF'))) {
    steps.push('master playlist: no #EXT-X-STREAM-INF variant and no #EXTINF segment');
    return false;
  }
  const init = mapUri(media.lines);
  if (init !== undefined && !(await fetchOk('init segment', media.url, init, trace))) {
    return false;
  }
  const segment = uriAfter(media.lines, '#EXTINF');
  if (segment === undefined) {
    steps.push('variant playlist: no #EXTINF segment');
    return false;
  }
  return fetchOk('first segment', media.url, segment, trace);
}

interface Playlist {
  readonly url: string;
  readonly lines: readonly string[];
}

async function load(what: string, url: string, trace: Trace): Promise<Playlist | null> {
  const { steps } = trace;
  const exchange = await get(url, trace);
  if (!answered(what, url, exchange, steps)) return null;
  const text = new TextDecoder().decode(exchange?.bytes);
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines[0] !== '#EXTM3U') {
    steps.push(`${what} ${printable(url)}: not a playlist (no #EXTM3U)`);
    return null;
  }
  return { url, lines };
}

async function fetchOk(what: string, base: string, uri: string, trace: Trace): Promise<boolean> {
  const { steps } = trace;
  let url: string;
  try {
    url = new URL(uri, base).href;
  } catch {
    steps.push(`${what}: "${printable(uri)}" is no URL`);
    return false;
  }
  const exchange = await get(url, trace);
  if (!answered(what, url, exchange, steps)) return false;
  if ((exchange?.bytes?.length ?? 0) === 0) {
    steps.push(`${what} ${printable(url)}: empty`);
    return false;
  }
  return true;
}

async function get(url: string, trace: Trace): Promise<Exchange | undefined> {
  try {
    await trace.recorder.fetch(url, { credentials: 'omit' });
  } catch {
    // The exchange says why.
  }
  const exchanges = trace.recorder.take();
  trace.exchanges.push(...exchanges);
  return exchanges.at(-1);
}

function answered(what: string, url: string, exchange: Exchange | undefined, steps: string[]) {
  const where = `${what} ${printable(url)}`;
  if (exchange?.status === undefined) {
    steps.push(
      `${where}: no answer${exchange?.failure ? ` (${printable(exchange.failure)})` : ''}`,
    );
    return false;
  }
  const type = exchange.headers?.get('content-type');
  steps.push(`${where}: HTTP ${exchange.status}${type ? `, ${printable(type, 40)}` : ''}`);
  return exchange.status >= 200 && exchange.status <= 299;
}
