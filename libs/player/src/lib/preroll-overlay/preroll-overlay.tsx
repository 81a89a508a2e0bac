import { type Ad, format, PLAYER_RATIO, prerollButtonLabel, prerollSeconds } from '@video/domain';
import { type ImageLoader, LazyImage } from '@video/ui';
import { useEffect, useRef } from 'react';
import type { PlayerOptions } from '../core/player-types';
import { playerText } from '../player-text';
import { usePlayer } from '../react/use-player';
import { usePrerollCountdown } from '../react/use-preroll-countdown';
import styles from './preroll-overlay.module.css';

export interface PrerollOverlayProps {
  ad: Ad;
  /** The api-client image codec (the ad image is encrypted). */
  loadImage: ImageLoader;
  /** Countdown length; the ad's own `durationSeconds`, else the domain's `PREROLL_DEFAULT_SECONDS` (5). */
  seconds?: number;
  /** Core options for the ad clip's player (tests inject a fake hls.js). */
  playerOptions?: PlayerOptions;
  /** The user closed the ad after the countdown: reveal the player. */
  onClose: () => void;
  /** The ad was tapped; the app decides how to open `ad.url`. */
  onOpenAd: (ad: Ad) => void;
}

/**
 * The pre-roll ad over the player: the image, or the clip playing muted in a second
 * `<video>`, and a button counting down `5s` … `1s` that then reads 关闭.
 */
export function PrerollOverlay({
  ad,
  loadImage,
  seconds,
  playerOptions,
  onClose,
  onOpenAd,
}: PrerollOverlayProps) {
  const countdown = usePrerollCountdown(seconds ?? prerollSeconds(ad), onClose);
  const label = prerollButtonLabel(countdown.state);

  return (
    <div className={styles.overlay}>
      <button
        type="button"
        className={styles.ad}
        aria-label={[playerText.ad, ad.title].filter(Boolean).join(' ')}
        onClick={() => onOpenAd(ad)}
      >
        {ad.videoPath ? (
          <AdClip src={ad.videoPath} options={playerOptions} />
        ) : (
          <LazyImage
            image={ad.image}
            load={loadImage}
            ratio={PLAYER_RATIO}
            alt=""
            priority
            className={styles.image}
          />
        )}
      </button>
      <button
        type="button"
        className={styles.close}
        disabled={countdown.state.status !== 'closable'}
        onClick={countdown.requestClose}
      >
        {format(label.key, label.params)}
      </button>
    </div>
  );
}

/** The ad clip: muted (so browsers let it autoplay), looping, on its own lightweight core. */
function AdClip({ src, options }: { src: string; options?: PlayerOptions }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const player = usePlayer(videoRef, { ...options, mediaSession: null });

  useEffect(() => {
    if (player === null) return;
    player.load(src);
    void player.play();
  }, [player, src]);

  return <video ref={videoRef} className={styles.clip} muted loop playsInline />;
}
