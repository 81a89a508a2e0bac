import { type RefObject, useEffect, useEffectEvent } from 'react';
import type { Player } from '../core/player-types';
import { usePlayer, type UsePlayerOptions } from './use-player';

/** Options of {@link usePlayerSlot}. */
export interface UsePlayerSlotOptions extends UsePlayerOptions {
  /** The stream this slot shows now; none leaves the slot as it is. */
  readonly src: string | null | undefined;
  /** The slot on screen plays; its neighbours stay paused, on standby, their start buffered. */
  readonly active: boolean;
  /** The video's title for the lock screen (Media Session), read when a source loads. */
  readonly title?: string;
  /**
   * Which item the slot holds (a video's id), where two items may share a stream: a new item
   * starts from its beginning even on the stream the slot already has.
   */
  readonly item?: string | number;
}

/**
 * One recycled slot of the short-video feed: a persistent player core on a persistent `<video>`
 * that loads whatever source the slot is given, so swiping never creates an element or a core.
 * iOS lets an element that once played after a tap play again with sound, even on a new source.
 */
export function usePlayerSlot(
  videoRef: RefObject<HTMLVideoElement | null>,
  { src, active, title, item, ...options }: UsePlayerSlotOptions,
): Player | null {
  const player = usePlayer(videoRef, options);
  const load = useEffectEvent((target: Player, source: string) => target.load(source, { title }));

  useEffect(() => {
    if (player && src) load(player, src);
  }, [player, src, item]);

  // Also on a new source: load() leaves a source paused until told to play.
  useEffect(() => {
    if (player === null) return;
    player.setStandby(!active);
    if (active) void player.play();
    else player.pause();
  }, [player, active, src, item]);

  return player;
}
