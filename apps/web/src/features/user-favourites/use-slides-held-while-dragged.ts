import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Swiper } from 'swiper';

/** What the hold needs of `<Swiper>`: spread it onto the element. */
export interface DragHoldProps {
  /** Off: the hold watches the swiper's width itself (see below). */
  readonly resizeObserver: false;
  readonly onInit: (swiper: Swiper) => void;
  readonly onDestroy: () => void;
  readonly onTouchStart: () => void;
  readonly onTouchEnd: (swiper: Swiper) => void;
  readonly onTransitionEnd: () => void;
}

/**
 * How long past Swiper's own transition a hold may last if the transition's end never comes
 * (an interrupted transition sends no `transitionend`): new slides are late, never lost.
 */
const RELEASE_GRACE_MS = 500;

/**
 * The slides to give a horizontal Swiper: the latest ones, except from the moment a finger
 * touches the swiper until the slide it let go of stops moving, when the slides of that moment
 * stay.
 *
 * Swiper measures itself again whenever its slides or its size change, and doing so puts the
 * wrapper back at the slide on screen. A page of users, or a user's favourites making the
 * swiper taller, that arrives while the finger rests at the end of a drag would pull the slide
 * back from under it, and the swipe would come to nothing; one that arrives while the slide
 * glides home would cut the glide short. So the new slides join a moment later, and Swiper hears
 * only of changes to its width (its height means nothing to a horizontal swiper), after the
 * drag too.
 */
export function useSlidesHeldWhileDragged<T>(latest: T): readonly [T, DragHoldProps] {
  const [held, setHeld] = useState<{ readonly slides: T } | null>(null);
  const shown = held ? held.slides : latest;
  const committed = useRef(shown);
  useLayoutEffect(() => {
    committed.current = shown;
  });
  const holding = useRef(false);
  const awaitingGlide = useRef(false);
  const resizeMissed = useRef<Swiper | null>(null);
  const fallback = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const widthWatch = useRef<ResizeObserver | null>(null);

  const release = useCallback(() => {
    holding.current = false;
    awaitingGlide.current = false;
    clearTimeout(fallback.current);
    setHeld(null);
    const swiper = resizeMissed.current;
    resizeMissed.current = null;
    if (swiper && !swiper.destroyed) swiper.emit('resize');
  }, []);

  const stopWatching = useCallback(() => {
    clearTimeout(fallback.current);
    widthWatch.current?.disconnect();
    widthWatch.current = null;
  }, []);
  useEffect(() => stopWatching, [stopWatching]);

  const onInit = useCallback((swiper: Swiper) => {
    if (typeof ResizeObserver === 'undefined') return; // Swiper's window `resize` still applies
    let width = swiper.el.clientWidth;
    widthWatch.current?.disconnect();
    // A frame later, as Swiper's own watch does: measuring inside the observer's callback
    // would lay the page out again within the same frame.
    widthWatch.current = new ResizeObserver(() =>
      requestAnimationFrame(() => {
        if (swiper.destroyed || swiper.el.clientWidth === width) return;
        width = swiper.el.clientWidth;
        if (holding.current) resizeMissed.current = swiper;
        else swiper.emit('resize');
      }),
    );
    widthWatch.current.observe(swiper.el);
  }, []);

  const onTouchStart = useCallback(() => {
    holding.current = true;
    awaitingGlide.current = false;
    clearTimeout(fallback.current);
    setHeld((current) => current ?? { slides: committed.current });
  }, []);

  const onTouchEnd = useCallback(
    (swiper: Swiper) => {
      // Swiper reports the lift before it decides where the slide goes: look once it has.
      queueMicrotask(() => {
        if (swiper.destroyed || !swiper.animating) {
          release();
          return;
        }
        awaitingGlide.current = true;
        fallback.current = setTimeout(release, (swiper.params.speed ?? 0) + RELEASE_GRACE_MS);
      });
    },
    [release],
  );

  const onTransitionEnd = useCallback(() => {
    if (awaitingGlide.current) release();
  }, [release]);

  return [
    shown,
    {
      resizeObserver: false,
      onInit,
      onDestroy: stopWatching,
      onTouchStart,
      onTouchEnd,
      onTransitionEnd,
    },
  ] as const;
}
