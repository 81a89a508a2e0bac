import { type ReactNode, useState } from 'react';
import { AD_DISABLED_STREAM_DELAY_MS, format, prerollSeconds, type Video } from '@video/domain';
import { PlayerFrame, PrerollOverlay } from '@video/player/react';
import { useOnline } from '../../core/online-status';
import { useServices } from '../../core/services';
import {
  MobileDataGate,
  PlayerBox,
  useCoverUrl,
  useFilmPlayerOptions,
  usePlayerErrorReport,
} from '../../shared/player';
import { type Preroll, usePreroll } from './use-preroll';

/** How long the pre-roll's clip plays before the film: 0 for none or an image; null while unknown. */
function prerollClipSeconds({ phase, ad }: Preroll): number | null {
  if (phase === 'waiting') return null;
  return phase === 'showing' && ad?.videoPath ? prerollSeconds(ad) : 0;
}

export interface VideoPlayerProps {
  readonly video: Video;
  readonly adsEnabled: boolean;
  /** When the visitor asked for the video (`now()` clock): without ads the stream loads a second after. */
  readonly openedAt: number;
  /** The stream has started or the player gave up on it (see `PlayerFrame`'s `onSettled`). */
  readonly onSettled?: () => void;
  /** The film played to its end; `autoNext` false when 定时关闭 stops the watching there. */
  readonly onEnded?: (ending: { readonly autoNext: boolean }) => void;
  /** Drawn over the film once it ended (自动连播). */
  readonly endOverlay?: ReactNode;
}

/**
 * The video's player with its pre-roll ad. The stream loads at once under the ad, its start only,
 * so that it plays the moment the ad closes; without ads it loads {@link AD_DISABLED_STREAM_DELAY_MS} after
 * the visitor asked for the video (the wait stands in for the ad, so loading the screen's code
 * and details counts towards it).
 * Playback that starts while the ad still shows (an ad blocker, a script) disposes the player.
 */
export function VideoPlayer({
  video,
  adsEnabled,
  openedAt,
  onSettled,
  onEnded,
  endOverlay,
}: VideoPlayerProps) {
  const { snackbar, loadImage, openExternal, now } = useServices();
  const online = useOnline();
  const [waitLeft] = useState(() => Math.max(0, AD_DISABLED_STREAM_DELAY_MS - (now() - openedAt)));
  const { options, seekHint, rate, qualityNote } = useFilmPlayerOptions(String(video.id));
  // Offline (a kept film), there is no ad to load: the film plays at once. Decided as it opens.
  const [withAd] = useState(adsEnabled && online);
  const preroll = usePreroll(withAd);
  const cover = useCoverUrl(video.cover);
  const reportPlayerError = usePlayerErrorReport();
  const [disposed, setDisposed] = useState(false);

  const checkStart = () => {
    if (preroll.phase === 'done') return;
    snackbar.show(format('player.tryOtherBrowser'));
    setDisposed(true);
  };

  if (disposed) return <PlayerBox>{format('player.tryOtherBrowser')}</PlayerBox>;
  return (
    <MobileDataGate video={video} prerollSeconds={prerollClipSeconds(preroll)} poster={cover}>
      <PlayerFrame
        src={video.videoPath}
        loadDelayMs={withAd ? 0 : waitLeft}
        autoPlay={preroll.phase === 'done'}
        standby={preroll.phase !== 'done'}
        poster={cover}
        resumeKey={String(video.id)}
        title={video.title}
        cover={cover}
        options={options}
        seekHintStore={seekHint}
        rateStore={rate}
        qualityNote={qualityNote}
        // Nothing to tap until it is known whether an ad comes first.
        controls={preroll.phase !== 'waiting'}
        onPlayStarted={checkStart}
        onError={reportPlayerError}
        onSettled={onSettled}
        onEnded={onEnded}
      >
        {preroll.phase === 'showing' && preroll.ad && (
          <PrerollOverlay
            ad={preroll.ad}
            loadImage={loadImage}
            onClose={preroll.close}
            onOpenAd={(ad) => openExternal(ad.url)}
          />
        )}
        {endOverlay}
      </PlayerFrame>
    </MobileDataGate>
  );
}
