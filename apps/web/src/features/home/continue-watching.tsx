import { useCallback, useId, useMemo } from 'react';
import {
  forgetPosition,
  timeLeftText,
  type UnfinishedVideo,
  unfinishedVideos,
} from '@video/domain';
import { routes } from '@video/routes';
import { storageKeys } from '@video/storage';
import { useStoredValue } from '@video/storage/react';
import { VideoCard, type VideoCardItem } from '@video/ui';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../../core/services';
import styles from './continue-watching.module.css';

const TITLE = '继续观看';

/** A card of the row: the watched video, with how far the visitor got. */
interface UnfinishedCard extends VideoCardItem {
  readonly unfinished: UnfinishedVideo;
}

function cardOf(unfinished: UnfinishedVideo): UnfinishedCard {
  const { video } = unfinished;
  return { id: video.id, title: video.title, cover: video.coverbase64, unfinished };
}

/**
 * 继续观看: the videos the visitor stopped part of the way through, the most recent first, each
 * with a progress bar and the time left. A tap plays it from where it stopped (the player resumes
 * at the remembered position); × forgets the position, so the video leaves the row but stays in
 * the watch history. Nothing shows while nothing is unfinished.
 */
export function ContinueWatching() {
  const { storage, loadImage } = useServices();
  const navigate = useNavigate();
  const titleId = useId();
  const history = useStoredValue(storage, storageKeys.history);
  const positions = useStoredValue(storage, storageKeys.resumePositions);
  const cards = useMemo(
    () => unfinishedVideos(history, positions).map(cardOf),
    [history, positions],
  );
  const open = useCallback(
    (card: UnfinishedCard) => navigate(routes.playVideo.href(card)),
    [navigate],
  );
  const forget = useCallback(
    (card: UnfinishedCard) =>
      storage.set(
        storageKeys.resumePositions,
        forgetPosition(storage.get(storageKeys.resumePositions), String(card.id)),
      ),
    [storage],
  );

  if (cards.length === 0) return null;
  return (
    <section className={styles.row} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {TITLE}
      </h2>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.id} className={styles.card}>
            <VideoCard
              video={card}
              load={loadImage}
              progress={{
                watched: card.unfinished.watched,
                text: timeLeftText(card.unfinished.seconds, card.unfinished.duration),
              }}
              onOpen={open}
              onRemove={forget}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
