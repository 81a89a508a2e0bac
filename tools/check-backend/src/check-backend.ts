import { randomBytes } from 'node:crypto';
import { type AppConfig, type ApiName, parseConfig } from '@video/api-client';
import { type AppCalls, type FoundImage, runAppCalls } from './app-calls';
import type { CallCheck } from './call-check';
import { type CoverCheck, checkCovers } from './covers';
import { needsPreflight, preflightHeaders } from './cors';
import { type PlaylistCheck, checkPlaylists } from './playlists';
import { createRecorder, type Exchange } from './recorder';

export interface CheckOptions {
  /** The own API's base URL (`apiBaseUrl`). */
  readonly apiBaseUrl: string;
  /** The share service's base URL; default the config's, relative to the own API. */
  readonly shareApiBaseUrl?: string;
  /** The app's origin; none: the app is taken to be on each server's own origin (no CORS). */
  readonly origin?: string;
  /** The app's `config.json`, parsed. */
  readonly config: unknown;
  /** Sent as the bearer token when the config's `authRequired`. */
  readonly token?: string;
  readonly readOnly?: boolean;
}

/** What a browser on the app's origin needs from one kind of server. */
export interface CorsNeed {
  readonly server: string;
  /** The app sends cookies: the answers must name the origin and allow credentials. */
  readonly credentials: boolean;
  /** Methods and headers an OPTIONS preflight must allow. */
  readonly preflightMethods: readonly string[];
  readonly preflightHeaders: readonly string[];
  readonly answers: number;
  /** Answers (and preflights) a browser would keep from the app. */
  readonly refused: number;
}

export interface CheckReport {
  readonly config: AppConfig;
  readonly origin?: string;
  readonly visitorCode: string;
  /** A bearer token was given (sent when the config's `authRequired`). */
  readonly withToken: boolean;
  readonly calls: readonly CallCheck[];
  readonly covers: readonly CoverCheck[];
  readonly playlists: readonly PlaylistCheck[];
  readonly cors: readonly CorsNeed[];
  readonly shareCounts: readonly number[];
  readonly favouriteTotal?: number;
  /** How many calls, covers and playlists the app could not use. */
  readonly unreadable: number;
}

/** The config could not be read: what is wrong with it. */
export class ConfigError extends Error {}

/** The most covers decrypted: one of each kind (video, ad, icon) and a few more. */
const MAX_COVERS = 6;

/**
 * Runs every call the app makes against a live backend, with the app's own requests and
 * decoders, then decrypts covers and follows playlists; never throws for what the backend does.
 */
export async function checkBackend(options: CheckOptions): Promise<CheckReport> {
  const config = configFor(options);
  const recorder = createRecorder(options.origin);
  // A code of the app's form (6 to 12 lower-case letters and digits), new on every run.
  const visitorCode = `chk${randomBytes(8).toString('hex').slice(0, 9)}`;
  const context = { config, recorder, token: options.token ?? null, visitorCode };
  const answers: AppCalls = await runAppCalls(context, { readOnly: options.readOnly });
  const images = varied(answers.images, MAX_COVERS);
  const covers = await checkCovers(images, config.imageCipher, recorder);
  const playlists = await checkPlaylists(answers.streams, recorder);
  const unreadable =
    answers.calls.filter(({ verdict }) => verdict === 'unreadable').length +
    covers.filter(({ ok }) => !ok).length +
    playlists.filter(({ ok }) => !ok).length;
  return {
    config,
    origin: options.origin,
    visitorCode,
    withToken: options.token !== undefined,
    calls: answers.calls,
    covers,
    playlists,
    cors: corsNeeds(answers.calls, covers, playlists),
    shareCounts: answers.shareCounts,
    favouriteTotal: answers.favouriteTotal,
    unreadable,
  };
}

function configFor(options: CheckOptions): AppConfig {
  // Relative URLs of the config (the share service's `/share-api`) are taken on the own API's host.
  const parsed = parseConfig(options.config, options.apiBaseUrl);
  if (!parsed.ok) throw new ConfigError(`config.json: ${parsed.problems.join('; ')}`);
  return {
    ...parsed.config,
    apiBaseUrl: options.apiBaseUrl,
    shareApiBaseUrl: options.shareApiBaseUrl ?? parsed.config.shareApiBaseUrl,
  };
}

const SERVERS: Readonly<Record<ApiName, string>> = {
  own: 'own API',
  share: 'share service',
};

function corsNeeds(
  calls: readonly CallCheck[],
  covers: readonly CoverCheck[],
  playlists: readonly PlaylistCheck[],
): CorsNeed[] {
  const groups = new Map<string, Exchange[]>();
  const add = (server: string, exchanges: readonly Exchange[]) => {
    const group = groups.get(server) ?? [];
    group.push(...exchanges.filter(({ crossOrigin }) => crossOrigin));
    groups.set(server, group);
  };
  for (const call of calls) add(SERVERS[call.api], call.exchanges);
  for (const cover of covers) add('covers', cover.exchanges);
  for (const playlist of playlists) add('playlists and segments', playlist.exchanges);
  return [...groups].flatMap(([server, exchanges]) => {
    if (exchanges.length === 0) return [];
    const refused = exchanges.filter(({ corsProblems }) => corsProblems.length > 0).length;
    const preflighted = exchanges.filter(({ request }) => needsPreflight(request));
    return [
      {
        server,
        credentials: exchanges.some(({ request }) => request.credentials === 'include'),
        preflightMethods: unique(preflighted.map(({ method }) => method)),
        preflightHeaders: unique(preflighted.flatMap(({ request }) => preflightHeaders(request))),
        answers: exchanges.length,
        refused,
      },
    ];
  });
}

/** Up to `max` images, taking the kinds (icon, cover, ad) in turn. */
function varied(images: readonly FoundImage[], max: number): FoundImage[] {
  const queues = (['cover', 'ad', 'icon'] as const).map((kind) =>
    images.filter((found) => found.kind === kind),
  );
  const picked: FoundImage[] = [];
  while (picked.length < max && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next !== undefined && picked.length < max) picked.push(next);
    }
  }
  return picked;
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)].sort();
}
