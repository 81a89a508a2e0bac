import { useId } from 'react';
import type { Video } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useServices } from '../../core/services';
import { useAppDispatch } from '../../core/store/hooks';
import { mobileDataTold } from '../../core/store/session-slice';
import styles from './mobile-data-notice.module.css';
import { PlayerBox } from './player-box';
import { useFilmMegabytes } from './use-film-megabytes';

/** The notice's line: with the film's size once it is known. */
export function mobileDataText(megabytes: number | null): string {
  return megabytes === null
    ? '当前为非WiFi网络，播放将消耗流量'
    : `当前为非WiFi网络，播放将消耗约 ${megabytes} MB 流量`;
}

export interface MobileDataNoticeProps {
  readonly video: Video;
  readonly prerollSeconds: number | null;
  readonly poster?: string;
}

/**
 * In the player's place: what the film will cost on mobile data, with 继续播放, 开启省流 (the film
 * then starts on its lowest rendition) and 不再提示 (never asked again on this device). Each
 * answer lets the player in, and the notice does not come again this visit.
 */
export function MobileDataNotice({ video, prerollSeconds, poster }: MobileDataNoticeProps) {
  const { storage } = useServices();
  const dispatch = useAppDispatch();
  const megabytes = useFilmMegabytes(video, prerollSeconds);
  const textId = useId();
  const answer = (remember?: () => void) => {
    remember?.();
    dispatch(mobileDataTold('film'));
  };
  return (
    <PlayerBox poster={poster}>
      <div className={styles.notice} role="group" aria-labelledby={textId}>
        <p id={textId} className={styles.text}>
          {mobileDataText(megabytes)}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => answer()}>
            继续播放
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => answer(() => storage.set(storageKeys.dataSaver, 'on'))}
          >
            开启省流
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => answer(() => storage.set(storageKeys.mobileDataNoticeOff, true))}
          >
            不再提示
          </button>
        </div>
      </div>
    </PlayerBox>
  );
}
