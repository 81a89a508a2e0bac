import { type KeptFilm, type KeptFilmState, keptPercent } from '@video/domain';

/** Where a kept film is, as the visitor reads it. */
const STATE_TEXT: Readonly<Record<KeptFilmState, string>> = {
  queued: '等待中',
  downloading: '下载中',
  paused: '已暂停',
  waiting: '等待网络',
  full: '空间不足，已停止',
  failed: '下载失败',
  done: '已缓存',
};

/**
 * `bytes` in megabytes (10^6 bytes, as a phone's data plan and the 缓存 sheet count): one decimal
 * under 10 MB, so that a film's first segments show, whole numbers above.
 */
export function megabytes(bytes: number): string {
  const value = Math.max(0, bytes) / 1_000_000;
  const tenths = Math.round(value * 10) / 10;
  return tenths < 10 ? tenths.toFixed(1) : String(Math.round(value));
}

/** What a kept film's row says of it: its state, its size, and how far it is while not whole. */
export function keptFilmText(film: KeptFilm) {
  const done = film.state === 'done';
  return {
    state: STATE_TEXT[film.state],
    size: done
      ? `${megabytes(film.bytesDone)} MB`
      : `已缓存 ${megabytes(film.bytesDone)} MB / 约 ${megabytes(film.bytesExpected)} MB`,
    percent: done ? null : keptPercent(film),
  };
}

/** The space line: what the page's storage holds and has left, per the browser's estimate. */
export function spaceText(estimate: StorageEstimate | null): string {
  if (estimate?.quota === undefined) return '剩余空间未知';
  const used = estimate.usage ?? 0;
  return `已用 ${megabytes(used)} MB，剩余 ${megabytes(estimate.quota - used)} MB`;
}
