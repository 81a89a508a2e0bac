import { type KeptFilm, type KeptFilmState, masterRenditions } from '@video/domain';
import type { FilmBytes } from './film-bytes';
import { type FilmFile, masterWithOnly, mediaPlaylistFiles } from './hls-files';

export type { KeptFilm, KeptFilmState };

/** Where the list of kept films is remembered (the app's storage), so that a reload goes on. */
export interface KeptFilmsRecord<Details> {
  read(): readonly KeptFilm<Details>[];
  write(films: readonly KeptFilm<Details>[]): void;
}

/** Whether the network can be reached, and when that may have changed. */
export interface OnlineState {
  isOnline(): boolean;
  subscribe(onChange: () => void): () => void;
}

export interface DownloadsOptions<Details> {
  readonly bytes: FilmBytes;
  readonly record: KeptFilmsRecord<Details>;
  readonly fetch: typeof fetch;
  readonly online: OnlineState;
  readonly now: () => number;
  /**
   * Files kept with a film beside its stream, named by its details (its cover): kept last, and a
   * film is kept whole without one the server refuses.
   */
  readonly detailFiles?: (details: Details) => readonly string[];
  /**
   * How long a download waits before trying again after a fetch that could not be made while the
   * browser said it was online (a flaky link; the page leaving cancels its fetches too).
   */
  readonly retryAfterMs?: number;
}

const RETRY_AFTER_MS = 10_000;

/** What the visitor asks to keep. */
export interface KeepRequest<Details> {
  readonly id: number;
  readonly details: Details;
  readonly masterUrl: string;
  readonly height: number;
  readonly bytesExpected: number;
}

/**
 * The films kept for offline viewing and their downloads: one at a time, file by file, each file
 * kept as it arrives, so that a pause, a reload or a lost connection loses nothing; the download
 * goes on from the first file missing (after a reload, once `start()` is called; offline, once the
 * browser is back online; after a fetch that failed online, a little later). A full disk stops
 * the download and keeps what it has (`full`); a file the server refuses stops it too
 * (`failed`); `resume` tries again either.
 */
export interface Downloads<Details> {
  list(): readonly KeptFilm<Details>[];
  /** Calls `listener` after every change of the list; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Adds a film to the queue (a film kept already is left as it is). */
  keep(request: KeepRequest<Details>): void;
  pause(id: number): void;
  resume(id: number): void;
  /** Forgets the film and every byte of it. */
  remove(id: number): Promise<void>;
  /** Goes on with what a reload left unfinished. */
  start(): void;
  /** Stops the download under way (its files kept) and every listener. */
  destroy(): void;
}

/** The reasons a download stops before its film is whole. */
class Stopped extends Error {
  constructor(readonly state: 'paused' | 'full' | 'failed' | 'removed') {
    super(state);
  }
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

export function createDownloads<Details>({
  bytes,
  record,
  fetch: fetchFn,
  online,
  now,
  detailFiles = () => [],
  retryAfterMs = RETRY_AFTER_MS,
}: DownloadsOptions<Details>): Downloads<Details> {
  let films: readonly KeptFilm<Details>[] = record
    .read()
    // A download a reload cut short waits its turn again.
    .map((film) => (film.state === 'downloading' ? { ...film, state: 'queued' } : film));
  const listeners = new Set<() => void>();
  let running: { id: number; abort: AbortController } | null = null;
  let destroyed = false;
  let unwatchOnline: (() => void) | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const find = (id: number) => films.find((film) => film.id === id);
  function update(id: number, change: Partial<KeptFilm<Details>>): void {
    films = films.map((film) => (film.id === id ? { ...film, ...change } : film));
    record.write(films);
    listeners.forEach((listener) => listener());
  }

  /** Fetches `url` for keeping: the server's reply, or a stop (paused, removed, refused). */
  async function download(url: string, signal: AbortSignal): Promise<Response> {
    let reply: Response;
    try {
      reply = await fetchFn(url, { signal, cache: 'no-store' });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw error;
    }
    if (!reply.ok) throw new Stopped('failed');
    return reply;
  }

  /**
   * Keeps the body of `reply` as the file at `url`, with its type alone: the other headers (its
   * length, an encoding the browser already undid) would not describe the bytes kept.
   */
  async function keepFile(url: string, reply: Response): Promise<number> {
    const body = await reply.arrayBuffer();
    const type = reply.headers.get('content-type');
    try {
      await bytes.put(url, new Response(body, { headers: type ? { 'content-type': type } : {} }));
    } catch (error) {
      throw isQuotaError(error) ? new Stopped('full') : error;
    }
    return body.byteLength;
  }

  /** The film's files: its playlists read (and kept) the first time, from what was kept after. */
  async function filesOf(film: KeptFilm<Details>, signal: AbortSignal): Promise<FilmFile[]> {
    if (film.mediaUrl !== null) {
      const kept = await bytes.read(film.mediaUrl);
      if (kept) return mediaPlaylistFiles(await kept.text(), film.mediaUrl);
    }
    const master = await (await download(film.masterUrl, signal)).text();
    const rendition = masterRenditions(master).find(({ height }) => height === film.height);
    if (!rendition) throw new Stopped('failed');
    const mediaUrl = new URL(rendition.uri, film.masterUrl).href;
    const media = await download(mediaUrl, signal);
    const playlist = await media.clone().text();
    const size =
      (await keepFile(
        film.masterUrl,
        new Response(masterWithOnly(master, rendition), { headers: media.headers }),
      )) + (await keepFile(mediaUrl, media));
    if (!find(film.id)) {
      await bytes.remove([film.masterUrl, mediaUrl]);
      throw new Stopped('removed');
    }
    const files = mediaPlaylistFiles(playlist, mediaUrl);
    update(film.id, {
      mediaUrl,
      filesTotal: files.length + 2 + detailFiles(film.details).length,
      filesDone: 2,
      bytesDone: size,
    });
    return files;
  }

  /** A detail file as the server gives it; null when it refuses (the film is whole without it). */
  async function downloadDetail(url: string, signal: AbortSignal): Promise<Response | null> {
    try {
      return await download(url, signal);
    } catch (error) {
      if (error instanceof Stopped && error.state === 'failed') return null;
      throw error;
    }
  }

  async function run(film: KeptFilm<Details>, signal: AbortSignal): Promise<void> {
    const details = new Set(detailFiles(film.details));
    const files = [...(await filesOf(film, signal)).map(({ url }) => url), ...details];
    const kept = await bytes.kept(files);
    for (const url of files) {
      if (kept.has(url)) continue;
      const reply = details.has(url)
        ? await downloadDetail(url, signal)
        : await download(url, signal);
      const size = reply ? await keepFile(url, reply) : 0;
      const now = find(film.id);
      if (!now) {
        // Removed while this file was on its way: it goes too.
        await bytes.remove([url]);
        throw new Stopped('removed');
      }
      update(film.id, { filesDone: now.filesDone + 1, bytesDone: now.bytesDone + size });
    }
    const whole = find(film.id);
    if (whole) update(film.id, { state: 'done', bytesExpected: whole.bytesDone });
  }

  /** Starts the next download where none runs: the first film queued, in the list's order. */
  function next(): void {
    // While a retry is due, the downloads wait for it (the link is what failed, not a film).
    if (destroyed || running !== null || retry !== undefined) return;
    const film = films.find(({ state }) => state === 'queued' || state === 'waiting');
    if (!film) return;
    if (!online.isOnline()) {
      if (film.state !== 'waiting') update(film.id, { state: 'waiting' });
      return;
    }
    const abort = new AbortController();
    running = { id: film.id, abort };
    update(film.id, { state: 'downloading' });
    void run(film, abort.signal)
      .catch((error: unknown) => {
        // A pause or a removal has said where the film is already (and a resume may follow).
        if (find(film.id)?.state !== 'downloading') return;
        const stopped = error instanceof Stopped ? error : abort.signal.reason;
        if (stopped instanceof Stopped) {
          if (stopped.state === 'full' || stopped.state === 'failed') {
            update(film.id, { state: stopped.state });
          }
        } else {
          // A fetch that could not be made: the network went, or it is flaky, or the page is
          // leaving (which cancels its fetches before `pagehide` says so). None of these is the
          // film's fault: it waits for the network, and tries again soon if the browser says
          // it is online. Written down as waiting, a reload goes on with it.
          update(film.id, { state: 'waiting' });
          if (online.isOnline()) retryLater();
        }
      })
      .finally(() => {
        running = null;
        next();
      });
  }

  /** Every file kept for `film` (or on its way): playlists, segments, keys and details. */
  async function keptFilesOf(film: KeptFilm<Details>): Promise<string[]> {
    const { masterUrl, mediaUrl } = film;
    const media = mediaUrl ? await bytes.read(mediaUrl) : undefined;
    const files = media && mediaUrl ? mediaPlaylistFiles(await media.text(), mediaUrl) : [];
    return [
      masterUrl,
      ...(mediaUrl ? [mediaUrl] : []),
      ...files.map(({ url }) => url),
      ...detailFiles(film.details),
    ];
  }

  function retryLater(): void {
    clearTimeout(retry);
    retry = setTimeout(retryNow, retryAfterMs);
  }

  function retryNow(): void {
    clearTimeout(retry);
    retry = undefined;
    next();
  }

  function stop(id: number, reason: 'paused' | 'removed'): void {
    if (running?.id === id) running.abort.abort(new Stopped(reason));
  }

  return {
    list: () => films,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    keep({ id, details, masterUrl, height, bytesExpected }) {
      if (destroyed || find(id)) return;
      films = [
        ...films,
        {
          id,
          details,
          masterUrl,
          height,
          mediaUrl: null,
          filesTotal: 0,
          filesDone: 0,
          bytesDone: 0,
          bytesExpected,
          state: 'queued',
          keptAt: now(),
        },
      ];
      record.write(films);
      listeners.forEach((listener) => listener());
      next();
    },
    pause(id) {
      const film = find(id);
      if (!film || film.state === 'done') return;
      stop(id, 'paused');
      update(id, { state: 'paused' });
    },
    resume(id) {
      const film = find(id);
      if (!film || film.state === 'done' || film.state === 'downloading') return;
      update(id, { state: 'queued' });
      retryNow();
    },
    async remove(id) {
      const film = find(id);
      if (!film) return;
      stop(id, 'removed');
      films = films.filter((kept) => kept.id !== id);
      record.write(films);
      listeners.forEach((listener) => listener());
      // Films on one stream share its files: those another kept film still plays stay.
      const stillKept = new Set((await Promise.all(films.map(keptFilesOf))).flat());
      const files = await keptFilesOf(film);
      await bytes.remove(files.filter((url) => !stillKept.has(url)));
    },
    start() {
      if (destroyed) return;
      unwatchOnline ??= online.subscribe(() => {
        if (online.isOnline()) retryNow();
      });
      next();
    },
    destroy() {
      destroyed = true;
      unwatchOnline?.();
      clearTimeout(retry);
      if (running) running.abort.abort(new Stopped('paused'));
      listeners.clear();
    },
  };
}
