import { useState } from 'react';
import { shareCheckApi } from '@video/api-client/react';
import { format } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useTapGuard } from '@video/ui';
import { useBasePath } from '../../core/base-path';
import { useServices } from '../../core/services';
import { useAppDispatch } from '../../core/store/hooks';
import { copyText, isShareDismissed, webShare } from '../../shared/share';
import { errorText } from './error-text';
import { pageLocation } from './page-location';
import { storeShareCount } from './share-entries';
import { shareText } from './share-text';
import { unlockLink } from './unlock-link';

/** The share video the actions are for. */
export interface UnlockTarget {
  readonly id: number;
  readonly title: string;
}

/** What the lock's buttons do for the current share video. */
export interface UnlockActions {
  /** The link was copied or shared in this visit: 刷新 is offered. */
  readonly copied: boolean;
  /** A copy, share or refresh is running; further taps are ignored until it ends. */
  readonly busy: boolean;
  /** 复制解锁链接: copy, toast, then fetch and store the count. */
  readonly copyLink: () => void;
  /** 刷新: fetch and store the count again. */
  readonly refresh: () => void;
  /** 分享 through the Web Share API; undefined where the browser has none. */
  readonly share: (() => void) | undefined;
}

/**
 * The share lock's actions for `target`. Copying (or sharing) the unlock link marks the video
 * copied and fetches its count from the share service (`share/check`), which is stored in
 * `shareVideos`: the stored count is what unlocks it. The buttons share the tap rule: one action
 * at a time, and none within 1000 ms of the last (a double tap sends one request).
 */
export function useUnlockActions(target: UnlockTarget): UnlockActions {
  const { config, storage, snackbar } = useServices();
  // Where the app lives on its host (e.g. `/m`): the unlock link opens the share player there too.
  const basename = useBasePath();
  const dispatch = useAppDispatch();
  const [copiedIds, setCopiedIds] = useState<ReadonlySet<number>>(() => new Set());
  const { id, title } = target;

  async function fetchCount(): Promise<void> {
    const uuid = storage.get(storageKeys.uuid);
    const request = shareCheckApi.endpoints.getShareCount.initiate(
      { id, uuid },
      { subscribe: false, forceRefetch: true },
    );
    storeShareCount(storage, id, await dispatch(request).unwrap());
  }

  /** Runs an action under the tap rule; a failed count fetch is toasted. */
  const [exclusive, busy] = useTapGuard((action: () => Promise<void>) =>
    action().catch((error: unknown) => snackbar.show(errorText(error))),
  );

  async function linkSent(): Promise<void> {
    setCopiedIds((ids) => new Set(ids).add(id));
    await fetchCount();
  }

  const link = () => unlockLink(id, config.shareHosts, pageLocation.address(), basename);
  const share = webShare();

  return {
    copied: copiedIds.has(id),
    busy,
    copyLink: () =>
      exclusive(async () => {
        // Straight from the tap: browsers allow copying only during the gesture.
        const copied = await copyText(link());
        snackbar.show(format(copied ? 'copy.done' : 'copy.failed'));
        if (copied) await linkSent();
      }),
    refresh: () =>
      exclusive(async () => {
        await fetchCount();
        snackbar.show(format('refresh.success'));
      }),
    share:
      share &&
      (() =>
        exclusive(async () => {
          try {
            await share({ title, text: shareText.shareMessage(title), url: link() });
          } catch (error) {
            if (!isShareDismissed(error)) {
              snackbar.show(shareText.shareFailed);
            }
            return;
          }
          await linkSent();
        })),
  };
}
