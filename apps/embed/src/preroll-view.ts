import {
  type Ad,
  format,
  initialPrerollState,
  prerollButtonLabel,
  prerollReducer,
  prerollSeconds,
  type PrerollState,
} from '@video/domain';
import { createPlayer } from '@video/player';
import { button, element } from './dom';
import { embedText } from './embed-text';

export interface PrerollViewOptions {
  readonly ad: Ad;
  /** The ad's image as an object URL (covers and ad images are encrypted). */
  readonly loadImage: (ad: Ad) => Promise<string>;
  /** The countdown ended and the visitor closed the ad. */
  readonly onClose: () => void;
}

export interface PrerollView {
  readonly element: HTMLElement;
  destroy(): void;
}

/**
 * The pre-roll ad before the film: its clip playing muted (or its image), and a button counting
 * down `5s` … `1s` that then reads 关闭 and, tapped, reveals the film. Tapping the ad opens it
 * in a new tab.
 */
export function createPrerollView({ ad, loadImage, onClose }: PrerollViewOptions): PrerollView {
  let state: PrerollState = initialPrerollState(prerollSeconds(ad));
  const open = element('a', {
    class: 'ad',
    // Only a web address opens: a `javascript:` URL from the server never runs.
    href: /^https?:\/\//i.test(ad.url) ? ad.url : '#',
    target: '_blank',
    rel: 'noopener noreferrer',
    'aria-label': [embedText.ad, ad.title].filter(Boolean).join(' '),
  });
  const close = button('close', '', () => dispatch({ type: 'closeRequested' }));
  const box = element('div', { class: 'preroll' }, open, close);

  let clip: ReturnType<typeof createPlayer> | null = null;
  if (ad.videoPath) {
    const video = element('video', { 'aria-hidden': 'true' });
    video.muted = true;
    video.loop = true;
    open.append(video);
    clip = createPlayer({ video, mediaSession: null });
    clip.load(ad.videoPath);
    void clip.play();
  } else {
    const image = element('img', { alt: '' });
    open.append(image);
    loadImage(ad).then(
      (url) => (image.src = url),
      () => undefined,
    );
  }

  const render = () => {
    const label = prerollButtonLabel(state);
    close.textContent = format(label.key, label.params);
    close.disabled = state.status !== 'closable';
  };
  const dispatch = (event: Parameters<typeof prerollReducer>[1]) => {
    state = prerollReducer(state, event);
    render();
    if (state.status === 'closed') {
      destroy();
      onClose();
    }
  };
  const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
  const destroy = () => {
    clearInterval(timer);
    clip?.destroy();
    clip = null;
    box.remove();
  };

  render();
  return { element: box, destroy };
}
