import { INTERSECTION_THROTTLE_MS } from '@video/domain';

/** Whether `node` lies within `marginPx` of the viewport. */
function isNear(node: Element, marginPx: number): boolean {
  const rect = node.getBoundingClientRect();
  return (
    rect.bottom >= -marginPx &&
    rect.top <= window.innerHeight + marginPx &&
    rect.right >= -marginPx &&
    rect.left <= window.innerWidth + marginPx
  );
}

/**
 * What IntersectionObserver does, for browsers without it (old WebViews): the element's distance
 * to the viewport, measured at once and then on scroll (of the page or any scrolling ancestor) and
 * resize, at most every {@link INTERSECTION_THROTTLE_MS}. Calls `onNear` each time the element
 * comes within `rootMargin` (its first length, in px). Returns the function that stops watching.
 */
export function watchNearness(node: Element, rootMargin: string, onNear: () => void): () => void {
  const marginPx = Number.parseFloat(rootMargin) || 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wasNear = false;
  const measure = () => {
    timer = undefined;
    const near = isNear(node, marginPx);
    if (near && !wasNear) onNear();
    wasNear = near;
  };
  const schedule = () => {
    timer ??= setTimeout(measure, INTERSECTION_THROTTLE_MS);
  };
  const listening = { capture: true, passive: true } as const;
  window.addEventListener('scroll', schedule, listening);
  window.addEventListener('resize', schedule, listening);
  measure();
  return () => {
    clearTimeout(timer);
    window.removeEventListener('scroll', schedule, listening);
    window.removeEventListener('resize', schedule, listening);
  };
}
