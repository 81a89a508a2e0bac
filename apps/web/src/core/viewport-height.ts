/** The custom property full-screen layouts take their height from (declared in styles.css). */
export const VIEWPORT_HEIGHT_PROPERTY = '--app-viewport-height';

/** The parts of `window` the height comes from: tests hand in a fake. */
export interface ViewportWindow extends Pick<Window, 'addEventListener' | 'removeEventListener'> {
  readonly innerHeight: number;
}

export interface ViewportHeightOptions {
  readonly window: ViewportWindow;
  /** Where the property is written: the document's root element. */
  readonly root: HTMLElement;
  /** The browser sizes by `dvh` itself: nothing to write. */
  readonly supportsDvh: boolean;
}

/**
 * Where `dvh` is missing (iOS Safari before 15.4, older Android WebViews and X5), keeps
 * `--app-viewport-height` at the window's inner height, which, unlike `100vh`, leaves out what
 * Safari's toolbars cover, and follows them as they collapse and come back (each fires `resize`).
 * Not `visualViewport.height`: that also shrinks under the on-screen keyboard and a pinch zoom,
 * which `dvh` ignores, and the full-screen feed would jump with them.
 * Returns the function that stops following (tests; the app follows for its lifetime).
 */
export function followViewportHeight({
  window,
  root,
  supportsDvh,
}: ViewportHeightOptions): () => void {
  if (supportsDvh) return () => undefined;
  const write = () => root.style.setProperty(VIEWPORT_HEIGHT_PROPERTY, `${window.innerHeight}px`);
  write();
  window.addEventListener('resize', write);
  return () => {
    window.removeEventListener('resize', write);
    root.style.removeProperty(VIEWPORT_HEIGHT_PROPERTY);
  };
}

/** The part of the `CSS` namespace asked; missing in the oldest browsers. */
export interface CssSupports {
  readonly supports?: (property: string, value: string) => boolean;
}

/** Whether the browser knows the dynamic viewport units (`dvh`): asks `CSS.supports`. */
export function supportsDynamicViewportUnits(css: CssSupports = globalThis.CSS): boolean {
  return typeof css?.supports === 'function' && css.supports('height', '100dvh');
}
