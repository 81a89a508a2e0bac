import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  durationSeconds,
  filmMegabytes,
  type KeptFilm,
  type Rendition,
  type Video,
} from '@video/domain';
import { routes } from '@video/routes';
import { Dialog, Spinner } from '@video/ui';
import { Link } from 'react-router-dom';
import { useServices } from '../../core/services';
import type { KeptFilms } from '../../shared/kept-films/open-kept-films';
import { useMasterRenditions } from '../../shared/player/use-master-renditions';
import styles from './keep-film-sheet.module.css';

/** Bytes in the MB the sheet counts in (10^6, as a phone's storage and data plan count). */
const MB = 1_000_000;

export interface KeepFilmSheetProps {
  readonly open: boolean;
  readonly video: Video;
  readonly keptFilms: () => Promise<KeptFilms>;
  readonly onClose: () => void;
}

/**
 * 缓存: the film's renditions, each with its size, and the space the browser leaves the app; a
 * choice keeps the film for offline viewing (离线缓存), one larger than the space left is refused
 * with the figures.
 */
export function KeepFilmSheet({ open, video, keptFilms, onClose }: KeepFilmSheetProps) {
  return (
    <Dialog open={open} title="缓存" onClose={onClose}>
      <KeepChoices video={video} keptFilms={keptFilms} onKept={onClose} />
    </Dialog>
  );
}

/** One rendition offered, with what keeping it costs. */
interface KeepChoice {
  readonly rendition: Rendition;
  readonly megabytes: number;
}

function KeepChoices({
  video,
  keptFilms,
  onKept,
}: {
  readonly video: Video;
  readonly keptFilms: () => Promise<KeptFilms>;
  readonly onKept: () => void;
}) {
  const { snackbar } = useServices();
  const downloads = useLoaded(keptFilms);
  const renditions = useMasterRenditions(video.videoPath);
  const spaceLeft = useSpaceLeft();
  const [refusal, setRefusal] = useState<string | null>(null);
  const kept = useKeptFilm(downloads, video.id);

  if (downloads === 'unavailable') return <p className={styles.note}>离线缓存暂不可用</p>;
  if (kept) return <AlreadyKept film={kept} />;
  if (downloads === null || renditions === null || spaceLeft === undefined) return <Spinner />;
  const length = durationSeconds(video.duration);
  if (renditions.length === 0 || length === null) {
    return <p className={styles.note}>暂时无法读取这部影片的清晰度，请稍后再试</p>;
  }
  const choices: KeepChoice[] = [...renditions]
    .sort((a, b) => b.height - a.height)
    .map((rendition) => ({
      rendition,
      megabytes: filmMegabytes({
        rendition,
        durationSeconds: length,
        startSeconds: 0,
        prerollSeconds: 0,
      }),
    }));

  const keep = async ({ rendition, megabytes }: KeepChoice) => {
    if (spaceLeft !== null && megabytes * MB > spaceLeft) {
      setRefusal(`空间不足：需要约 ${megabytes} MB，仅剩 ${Math.floor(spaceLeft / MB)} MB`);
      return;
    }
    // The first film kept asks that the browser not clear the kept films under pressure.
    const lasting = downloads.list().length === 0 ? await askToLast() : true;
    downloads.keep({
      id: video.id,
      details: { title: video.title, duration: video.duration, cover: video.cover },
      masterUrl: video.videoPath,
      height: rendition.height,
      bytesExpected: megabytes * MB,
    });
    snackbar.show(
      lasting ? '已加入离线缓存' : '已加入离线缓存。浏览器未允许长期保存，空间紧张时缓存可能被清除',
    );
    onKept();
  };

  return (
    <div className={styles.sheet}>
      <p className={styles.note}>
        {spaceLeft === null ? '剩余空间未知' : `剩余空间 ${Math.floor(spaceLeft / MB)} MB`}
      </p>
      <ul className={styles.choices} aria-label="清晰度">
        {choices.map((choice) => (
          <li key={choice.rendition.uri}>
            <button type="button" className={styles.choice} onClick={() => void keep(choice)}>
              <span>{choice.rendition.height}P</span>{' '}
              <span className={styles.size}>约 {choice.megabytes} MB</span>
            </button>
          </li>
        ))}
      </ul>
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}

/** The film is kept or on its way: where to see it. */
function AlreadyKept({ film }: { readonly film: KeptFilm }) {
  return (
    <p className={styles.note}>
      {film.state === 'done' ? '已缓存' : '正在缓存'}（{film.height}P）·{' '}
      <Link to={routes.keptFilms.href()}>查看离线缓存</Link>
    </p>
  );
}

/** The kept films' service once loaded; `unavailable` where the browser refused its storage. */
function useLoaded(load: () => Promise<KeptFilms>): KeptFilms | 'unavailable' | null {
  const [loaded, setLoaded] = useState<KeptFilms | 'unavailable' | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (downloads) => current && setLoaded(downloads),
      () => current && setLoaded('unavailable'),
    );
    return () => {
      current = false;
    };
  }, [load]);
  return loaded;
}

const noDownloads = () => () => undefined;

/** Film `id` among the kept films, following their changes. */
function useKeptFilm(downloads: KeptFilms | 'unavailable' | null, id: number) {
  const service = typeof downloads === 'object' ? downloads : null;
  const list = useSyncExternalStore(
    service ? service.subscribe : noDownloads,
    () => service?.list() ?? null,
  );
  return list?.find((film) => film.id === id);
}

/**
 * The bytes the browser leaves the app (`navigator.storage.estimate()`): undefined while asked,
 * null where the browser does not say.
 */
function useSpaceLeft(): number | null | undefined {
  const [left, setLeft] = useState<number | null | undefined>(() =>
    canEstimate() ? undefined : null,
  );
  useEffect(() => {
    if (!canEstimate()) return;
    let current = true;
    navigator.storage.estimate().then(
      ({ quota, usage }) => current && setLeft(quota === undefined ? null : quota - (usage ?? 0)),
      () => current && setLeft(null),
    );
    return () => {
      current = false;
    };
  }, []);
  return left;
}

/** Whether the browser tells how much it leaves the app (`navigator.storage.estimate`). */
const canEstimate = () => typeof navigator.storage?.estimate === 'function';

/** Asks the browser to keep the app's storage under pressure; false where it refuses. */
async function askToLast(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return false;
  }
}
