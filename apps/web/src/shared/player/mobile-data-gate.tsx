import { lazy, type ReactNode, Suspense, useState } from 'react';
import { connectionKind, mobileDataNoticeDue, type Video } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useServices } from '../../core/services';
import { useAppSelector } from '../../core/store/hooks';
import { selectMobileDataTold } from '../../core/store/session-slice';
import { PlayerBox } from './player-box';

/** The notice and its figure: loaded only where the notice shows. */
const MobileDataNotice = lazy(async () => ({
  default: (await import('./mobile-data-notice')).MobileDataNotice,
}));

export interface MobileDataGateProps {
  readonly video: Video;
  /**
   * The seconds of the pre-roll ad's clip that plays first (0 for none, or an image), counted in
   * the figure; null while not known yet.
   */
  readonly prerollSeconds: number | null;
  /** The film's cover, under the notice. */
  readonly poster?: string;
  /** The player, rendered once the visitor answered, or at once where no notice is due. */
  readonly children: ReactNode;
}

/**
 * Holds a film's player, and with it the stream and the pre-roll ad, behind 当前为非WiFi网络… on
 * the first film of a visit on a cellular link, until the visitor answers. Decided once, when
 * the film opens: the notice does not vanish under the finger when the link changes.
 */
export function MobileDataGate({ video, prerollSeconds, poster, children }: MobileDataGateProps) {
  const { network, storage } = useServices();
  const told = useAppSelector(selectMobileDataTold).film;
  const [due] = useState(() =>
    mobileDataNoticeDue({
      connection: connectionKind(network.connectionType()),
      shownThisVisit: told,
      dismissedForGood: storage.get(storageKeys.mobileDataNoticeOff),
      embedded: false,
    }),
  );
  if (!due || told) return children;
  return (
    <Suspense fallback={<PlayerBox poster={poster} />}>
      <MobileDataNotice video={video} prerollSeconds={prerollSeconds} poster={poster} />
    </Suspense>
  );
}
