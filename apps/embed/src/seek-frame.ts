import { createSeekThumbnails, seekFrameStyle } from '@video/player/thumbnails';

/** The frame of where a seek would go, shown in the seek bubble above its time. */
export interface SeekFrame {
  readonly element: HTMLElement;
  /** Shows the tile of `seconds` once its sheet has loaded; hidden for a film without any. */
  show(seconds: number): void;
  hide(): void;
  /** Aborts what loads and lets go of the sheets. */
  destroy(): void;
}

/**
 * The seek frames of the film at `src` (its master playlist): loaded with this module on the
 * first seek drag or scrub of the bar, which then reads the film's image playlist and each sheet
 * as it is first needed. The last moment asked for wins over a slower earlier one.
 */
export function createSeekFrame(src: string): SeekFrame {
  const thumbnails = createSeekThumbnails({ src });
  // Made here rather than by the page's `element`: the chunk imports nothing of the page's.
  const frame = document.createElement('span');
  frame.className = 'frame';
  frame.ariaHidden = 'true';
  frame.dataset['seekFrame'] = '';
  frame.hidden = true;
  let asked = 0;
  return {
    element: frame,
    show(seconds) {
      const mine = ++asked;
      void thumbnails.frameAt(seconds).then((tile) => {
        if (mine !== asked) return;
        frame.hidden = tile === null;
        if (tile) Object.assign(frame.style, seekFrameStyle(tile));
      });
    },
    hide() {
      asked += 1;
      frame.hidden = true;
    },
    destroy() {
      asked += 1;
      thumbnails.destroy();
      frame.remove();
    },
  };
}
