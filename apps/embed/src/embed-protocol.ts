/*
 * The embed's postMessage API. The page that shows the player in an <iframe> sends commands,
 * and the player answers with events; every message of either side carries `channel`, so that
 * other messages a page receives (extensions, its other frames) are left alone.
 */

/** The `channel` of every message of the API. */
export const EMBED_CHANNEL = 'video-embed';

/** What the embedding page can ask. `seek` takes seconds from the start; `mute` true or false. */
export type EmbedCommand =
  | { readonly command: 'play' }
  | { readonly command: 'pause' }
  | { readonly command: 'seek'; readonly time: number }
  | { readonly command: 'mute'; readonly muted: boolean };

/**
 * What the player tells the embedding page: `ready` once the film is known (before it plays),
 * `play`, `pause`, `time` (about four times a second while playing, as the video's `timeupdate`),
 * `ended`, and `error` with the Chinese message the player shows.
 */
export type EmbedEvent =
  | {
      readonly event: 'ready';
      readonly id: number;
      readonly title: string;
      readonly locked: boolean;
    }
  | { readonly event: 'play' | 'pause' | 'ended'; readonly currentTime: number }
  | { readonly event: 'time'; readonly currentTime: number; readonly duration: number }
  | { readonly event: 'error'; readonly message: string };

/** An event as posted: the event with the channel. */
export type EmbedEventMessage = EmbedEvent & { readonly channel: typeof EMBED_CHANNEL };

/** `event` as the message the player posts. */
export function eventMessage(event: EmbedEvent): EmbedEventMessage {
  return { channel: EMBED_CHANNEL, ...event };
}

/** The command `data` carries, or null for anything else (another channel, a bad value). */
export function parseCommand(data: unknown): EmbedCommand | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message['channel'] !== EMBED_CHANNEL) return null;
  switch (message['command']) {
    case 'play':
      return { command: 'play' };
    case 'pause':
      return { command: 'pause' };
    case 'seek': {
      const time = message['time'];
      return typeof time === 'number' && Number.isFinite(time) && time >= 0
        ? { command: 'seek', time }
        : null;
    }
    case 'mute': {
      const muted = message['muted'];
      return typeof muted === 'boolean' ? { command: 'mute', muted } : null;
    }
    default:
      return null;
  }
}

/** `origin` is one of `allowed` (`*` any web origin); an opaque origin (`null`) never is. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  if (!/^https?:\/\//.test(origin)) return false;
  return allowed.includes('*') || allowed.includes(origin);
}

/** What the page knows of the one that shows it. */
export interface FramedPage {
  readonly location: {
    readonly ancestorOrigins?: { readonly [index: number]: string; readonly length: number };
  };
  readonly document: { readonly referrer: string };
}

/**
 * The origin of the page that shows the player, as the browser tells it: `ancestorOrigins`
 * (Chromium, WebKit), else the referrer's origin (Firefox; the referrer policy of a page leaves at
 * least its origin), else null.
 */
export function framingOrigin({ location, document }: FramedPage): string | null {
  const ancestors = location.ancestorOrigins;
  if (ancestors !== undefined && ancestors.length > 0) return ancestors[0] ?? null;
  if (document.referrer === '') return null;
  try {
    return new URL(document.referrer).origin;
  } catch {
    return null;
  }
}
