import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { type KeptFilm, LIST_COVER_RATIO } from '@video/domain';
import { KEPT_FILMS_TITLE, routes } from '@video/routes';
import { EmptyState, LazyImage, NavBar, Spinner } from '@video/ui';
import { useServices } from '../../core/services';
import type { KeptFilms } from '../../shared/kept-films/open-kept-films';
import { useGoBack } from '../../shared/use-go-back';
import { ConfirmBar } from './confirm-bar';
import { keptFilmText, spaceText } from './kept-film-text';
import styles from './kept-films-screen.module.css';

/**
 * `/offline` (离线缓存): the films kept for offline viewing, newest first, with their downloads
 * as they go, the space the page's storage has used and has left, and a way to delete one or
 * all; a film kept whole opens in the film player.
 */
export function KeptFilmsScreen() {
  const back = useGoBack(routes.mine.href());
  return (
    <main className={styles.page}>
      <NavBar title={KEPT_FILMS_TITLE} onBack={back} />
      <KeptFilmsBody />
    </main>
  );
}

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly downloads: KeptFilms };

/** The kept films once their code has loaded; what stands in their place until then. */
function KeptFilmsBody() {
  const { keptFilms } = useServices();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    if (keptFilms === null) return;
    let shown = true;
    keptFilms().then(
      (downloads) => shown && setLoaded({ status: 'ready', downloads }),
      // A private window may refuse the storage: the visitor learns it is unavailable, no more.
      () => shown && setLoaded({ status: 'failed' }),
    );
    return () => {
      shown = false;
    };
  }, [keptFilms]);

  if (keptFilms === null) return <EmptyState text="当前浏览器不支持离线缓存" />;
  if (loaded.status === 'loading') return <Spinner />;
  if (loaded.status === 'failed') return <EmptyState text="离线缓存暂不可用" />;
  return <KeptFilmList downloads={loaded.downloads} />;
}

/**
 * The browser's estimate of the page's storage, asked again as the kept bytes change by a
 * megabyte (`kept`); null where the browser gives none, undefined until it has answered.
 */
function useStorageEstimate(kept: number): StorageEstimate | null | undefined {
  const [estimate, setEstimate] = useState<StorageEstimate | null>();
  useEffect(() => {
    let shown = true;
    // Not every browser has `navigator.storage` (a plain-http page, older engines).
    const storage = navigator.storage as StorageManager | undefined;
    (async () => (storage?.estimate ? storage.estimate() : null))().then(
      (value) => shown && setEstimate(value),
      () => shown && setEstimate(null),
    );
    return () => {
      shown = false;
    };
  }, [kept]);
  return estimate;
}

/** Newest first, as the visitor kept them. */
const newestFirst = (films: readonly KeptFilm[]) => [...films].sort((a, b) => b.keptAt - a.keptAt);

function KeptFilmList({ downloads }: { downloads: KeptFilms }) {
  const films = useSyncExternalStore(downloads.subscribe, downloads.list);
  const sorted = useMemo(() => newestFirst(films), [films]);
  const keptMegabytes = Math.floor(films.reduce((sum, film) => sum + film.bytesDone, 0) / 1e6);
  const estimate = useStorageEstimate(keptMegabytes);
  const [askingAll, setAskingAll] = useState(false);
  const removeAll = () => {
    setAskingAll(false);
    for (const film of films) removeFilm(downloads, film.id);
  };

  return (
    <>
      <section className={styles.space} aria-label="存储空间">
        {askingAll && films.length > 0 ? (
          <ConfirmBar
            label="全部删除"
            question="确定删除全部缓存的影片吗？"
            onCancel={() => setAskingAll(false)}
            onConfirm={removeAll}
          />
        ) : (
          <>
            <p className={styles.spaceText}>{estimate !== undefined && spaceText(estimate)}</p>
            {films.length > 0 && (
              <button type="button" className={styles.action} onClick={() => setAskingAll(true)}>
                全部删除
              </button>
            )}
          </>
        )}
      </section>
      {sorted.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState text="还没有缓存的影片" />
          <p className={styles.hint}>在播放页点「缓存」即可离线观看</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {sorted.map((film) => (
            <KeptFilmRow key={film.id} film={film} downloads={downloads} />
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Forgets a film and its bytes. The list drops it at once; should the storage fail to let go of
 * some files, nothing the visitor could do about them remains, so the failure is not shown.
 */
function removeFilm(downloads: KeptFilms, id: number): void {
  downloads.remove(id).catch(() => undefined);
}

/** What a film's button does to its download, by where it is. */
function downloadAction(film: KeptFilm, downloads: KeptFilms) {
  switch (film.state) {
    case 'queued':
    case 'downloading':
    case 'waiting':
      return { label: '暂停', run: () => downloads.pause(film.id) };
    case 'paused':
      return { label: '继续', run: () => downloads.resume(film.id) };
    case 'full':
    case 'failed':
      return { label: '重试', run: () => downloads.resume(film.id) };
    case 'done':
      return null;
  }
}

function KeptFilmRow({ film, downloads }: { film: KeptFilm; downloads: KeptFilms }) {
  const { loadImage } = useServices();
  const [asking, setAsking] = useState(false);
  const { title, cover, duration } = film.details;
  const text = keptFilmText(film);
  const action = downloadAction(film, downloads);

  return (
    <li className={styles.film}>
      <span className={styles.cover}>
        {cover ? (
          <LazyImage image={cover} load={loadImage} ratio={LIST_COVER_RATIO} alt="" />
        ) : (
          <span className={styles.noCover} />
        )}
      </span>
      <div className={styles.body}>
        {film.state === 'done' ? (
          // Stretched over the row: a tap anywhere but on its buttons plays the film.
          <Link className={styles.open} to={routes.playVideo.href({ id: film.id })}>
            {title}
          </Link>
        ) : (
          <span className={styles.title}>{title}</span>
        )}
        <span className={styles.figures}>
          <span className={styles.rendition}>{film.height}P</span>
          {duration && <span>{duration}</span>}
          <span className={styles.state} data-state={film.state}>
            {text.state}
          </span>
          <span>{text.size}</span>
        </span>
        {text.percent !== null && (
          <progress
            className={styles.progress}
            max={100}
            value={text.percent}
            aria-label={`${title} 缓存进度`}
          />
        )}
        {asking ? (
          <ConfirmBar
            label={`删除 ${title}`}
            question="确定删除这部影片的缓存吗？"
            onCancel={() => setAsking(false)}
            onConfirm={() => removeFilm(downloads, film.id)}
          />
        ) : (
          <span className={styles.actions}>
            {action && (
              <button
                type="button"
                className={styles.action}
                aria-label={`${action.label} ${title}`}
                onClick={action.run}
              >
                {action.label}
              </button>
            )}
            <button
              type="button"
              className={styles.action}
              aria-label={`删除 ${title}`}
              onClick={() => setAsking(true)}
            >
              删除
            </button>
          </span>
        )}
      </div>
    </li>
  );
}
