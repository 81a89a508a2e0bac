import type { HlsClass } from './player-types';

/**
 * The default `loadHls`: hls.js's light build, a separate chunk fetched on first use. It resolves
 * a task after the one that evaluated hls.js, so that evaluating it and starting a stream are two
 * tasks on a slow phone rather than one long one.
 */
export async function importHlsLight(): Promise<HlsClass> {
  const hls = await import('hls.js/light');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return hls.default;
}

/** MSE, or Safari 17.1+'s ManagedMediaSource: without either, hls.js cannot run, so skip its download. */
export function hasMediaSource(): boolean {
  return typeof globalThis.MediaSource === 'function' || 'ManagedMediaSource' in globalThis;
}

/**
 * Starts downloading hls.js before the first `load()` needs it, e.g. while a screen waits to
 * load its stream; the later `load()` finds it ready. Nothing where hls.js would not be used.
 */
export function preloadHls(loadHls: () => Promise<HlsClass> = importHlsLight): void {
  if (hasMediaSource()) loadHls().catch(() => undefined); // load() reports a failure itself
}
