import { SEEK_SECONDS } from '@video/domain';
import {
  createPlayer,
  formatTime,
  type LoadOptions,
  type Player,
  type PlayerState,
} from '@video/player';
import { button, element } from './dom';
import { embedText } from './embed-text';
import { bindFilmGestures } from './film-gestures';
import type { SeekFrame } from './seek-frame';

/** How long the controls stay after the last touch while the film plays. */
export const CONTROLS_HIDE_MS = 3000;

export interface FilmViewOptions {
  readonly src: string;
  readonly load: LoadOptions;
  /** Starts muted (the embedding page asked, or the browser refused sound). */
  readonly muted: boolean;
  /** Every change of the player's state. */
  readonly onState: (state: PlayerState, video: HTMLVideoElement) => void;
}

export interface FilmView {
  readonly element: HTMLElement;
  readonly player: Player;
  readonly video: HTMLVideoElement;
  setMuted(muted: boolean): void;
  destroy(): void;
}

/**
 * The film: one `<video>` on the player core, with a bar of controls (play, time, a draggable
 * progress bar, sound, full screen), the gestures, and the keyboard (space plays or pauses, the
 * arrows seek 10 s).
 */
export function createFilmView({ src, load, muted, onState }: FilmViewOptions): FilmView {
  const video = element('video');
  video.muted = muted;
  const box = element('div', { class: 'film', 'data-controls': 'shown', tabindex: '-1' });
  const player = createPlayer({ video, container: box });

  const dim = element('div', { class: 'dim', 'aria-hidden': 'true' });
  const label = element('span');
  const bubble = element('div', { class: 'bubble', hidden: '' }, label);
  const held = element('div', { class: 'held', role: 'status', hidden: '' });
  const message = element('div', { class: 'message', role: 'alert', hidden: '' });
  const retry = button('retry', embedText.retry, () => player.retry());
  message.append(element('p'), retry);

  const toggle = button('toggle', embedText.play, () => togglePlay(), { visible: false });
  const elapsed = element('span', { class: 'time' }, '00:00');
  const total = element('span', { class: 'time' }, '00:00');
  const bar = element('input', {
    type: 'range',
    class: 'progress',
    min: '0',
    max: '0',
    step: '0.1',
    value: '0',
    'aria-label': embedText.progress,
  });
  // The seek frame's code loads on the first drag of the film or the bar, and is kept for the next.
  let seekFrame: Promise<SeekFrame | null> | null = null;
  /** The bubble over the film with `text`, and the frame of `seconds` above it when given. */
  const showBubble = (text: string | null | undefined, seconds: number | null = null) => {
    bubble.hidden = !text;
    label.textContent = text ?? '';
    if (seconds !== null)
      seekFrame ??= import('./seek-frame').then(
        ({ createSeekFrame }) => {
          const created = createSeekFrame(src);
          bubble.prepend(created.element);
          return created;
        },
        // Not loaded (offline, a new deploy): the bubble shows the time alone.
        () => null,
      );
    void seekFrame?.then((frame) => (seconds === null ? frame?.hide() : frame?.show(seconds)));
  };
  let dragging = false;
  bar.addEventListener('input', () => {
    dragging = true;
    const seconds = Number(bar.value);
    elapsed.textContent = formatTime(seconds);
    showBubble(formatTime(seconds), seconds);
  });
  bar.addEventListener('change', () => {
    dragging = false;
    showBubble(null);
    player.seekTo(Number(bar.value));
  });
  const sound = button('sound', '', () => setMuted(!video.muted), { visible: false });
  const fullscreen = button('fullscreen', embedText.fullscreen, () => player.requestFullscreen(), {
    visible: false,
  });
  const controls = element('div', { class: 'bar' }, toggle, elapsed, bar, total, sound, fullscreen);
  box.append(video, dim, bubble, held, message, controls);

  const togglePlay = () => {
    const { status } = player.getState();
    if (status === 'playing' || status === 'waiting') player.pause();
    else void player.play();
  };

  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  const showControls = (shown: boolean) => {
    box.dataset['controls'] = shown ? 'shown' : 'hidden';
    if (hideTimer !== null) clearTimeout(hideTimer);
    hideTimer = null;
    if (shown && player.getState().status === 'playing')
      hideTimer = setTimeout(() => showControls(false), CONTROLS_HIDE_MS);
  };

  const setMuted = (next: boolean) => {
    video.muted = next;
    renderSound();
  };
  const renderSound = () => {
    sound.setAttribute('aria-label', video.muted ? embedText.unmute : embedText.mute);
    sound.dataset['muted'] = String(video.muted);
  };

  const render = (state: PlayerState) => {
    const playing = state.status === 'playing' || state.status === 'waiting';
    toggle.setAttribute('aria-label', playing ? embedText.pause : embedText.play);
    toggle.dataset['playing'] = String(playing);
    const duration = Number.isFinite(state.duration) ? state.duration : 0;
    bar.max = String(duration);
    total.textContent = formatTime(duration);
    if (!dragging) {
      bar.value = String(state.currentTime);
      elapsed.textContent = formatTime(state.currentTime);
    }
    message.hidden = state.error === null;
    const text = message.querySelector('p');
    if (text) text.textContent = state.error?.message ?? '';
    box.dataset['status'] = state.status;
    if (!playing) showControls(true);
  };

  const unsubscribe = player.subscribe(() => {
    const state = player.getState();
    render(state);
    onState(state, video);
  });
  const unbindGestures = bindFilmGestures({
    player,
    surface: box,
    onView: (view) => {
      held.hidden = !view.held;
      held.textContent = view.held ? embedText.heldRate : '';
      const level = view.levelPreview && `${Math.round(view.levelPreview.level * 100)}%`;
      const seek = view.seekPreview && `${view.seekPreview.time}  ${view.seekPreview.delta}`;
      // A run of double taps on a side shows its total ('-20秒') where the seek drag shows its own.
      showBubble(seek ?? level ?? view.ripple?.text, view.seekPreview?.target);
      dim.style.opacity = String(1 - view.brightness);
    },
    onTap: () => showControls(box.dataset['controls'] !== 'shown'),
    onDoubleTap: togglePlay,
  });
  const onKey = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLButtonElement) {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.target === bar) return;
    }
    if (event.key === ' ') togglePlay();
    else if (event.key === 'ArrowLeft') player.seekBy(-SEEK_SECONDS);
    else if (event.key === 'ArrowRight') player.seekBy(SEEK_SECONDS);
    else return;
    event.preventDefault();
    showControls(true);
  };
  box.addEventListener('keydown', onKey);

  renderSound();
  render(player.getState());
  player.load(src, load);
  return {
    element: box,
    player,
    video,
    setMuted,
    destroy: () => {
      if (hideTimer !== null) clearTimeout(hideTimer);
      unbindGestures();
      void seekFrame?.then((frame) => frame?.destroy());
      unsubscribe();
      box.removeEventListener('keydown', onKey);
      player.destroy();
      box.remove();
    },
  };
}
