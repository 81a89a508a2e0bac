import { WAIT_MS } from '@video/browser/engines';

/** How long a flow waits for what a person would wait for (covers, a film starting). */
export { WAIT_MS };

/**
 * True once the app has taken over from the outline index.html paints first. The outline is
 * drawn with the screens' own parts (inert and hidden from assistive technology, but found by an
 * XPath), so a flow acts on the page only once the app has rendered, as a person's tap can.
 */
export const APP_RENDERED = '!document.querySelector(".outline")';
/**
 * One browser engine driven over WebDriver, as the cross-engine flows see it: the same few
 * actions whatever client speaks to the engine. Elements are found by XPath, so that flows name
 * them by the Chinese text or label a visitor sees.
 */
export interface Engine {
  readonly name: 'webkit' | 'firefox';
  /** Opens an address of the app (a path under the base URL). */
  goto(path: string): Promise<void>;
  /** A real click by the driver (a user gesture), on the first element the XPath finds. */
  tap(xpath: string): Promise<void>;
  /** Types into the first element the XPath finds, as a keyboard would. */
  type(xpath: string, text: string): Promise<void>;
  /**
   * Replaces what the text field the XPath finds holds, as a person does: selects it all with
   * the keyboard and types over it (WebDriver's own clear sets the value without the input
   * events a React field listens to).
   */
  fill(xpath: string, text: string): Promise<void>;
  /** Presses a key of the keyboard on whatever has the focus (an arrow, or a letter). */
  press(key: PressedKey): Promise<void>;
  /**
   * A finger dragged from one point of the viewport to another (CSS px), in a few even steps.
   * Firefox gets touch input (touch events and `pointerType` touch); WebKitGTK, which has no
   * touch events on a desktop, turns the driver's touch pointer into mouse pointer events.
   */
  swipe(from: Point, to: Point): Promise<void>;
  /**
   * Puts a finger down at `at` and keeps it there until {@link Engine.touchUp}, moving it on
   * through the `then` points first, in the same breath (the film would take a finger that stays
   * put for half a second as a hold). The same pointer as {@link Engine.swipe}: touch in Firefox,
   * the mouse's pointer events in WebKitGTK.
   */
  touchDown(at: Point, ...then: Point[]): Promise<void>;
  /** Moves the finger that is down through these points, one move each. */
  touchMove(...through: Point[]): Promise<void>;
  /** Lifts the finger that is down. */
  touchUp(): Promise<void>;
  /** Two quick taps of one finger at a point, a double tap's worth apart (well under 300 ms). */
  doubleTap(at: Point): Promise<void>;
  /** The value of a JavaScript expression evaluated in the page. */
  evaluate<T>(expression: string): Promise<T>;
  /**
   * Errors the page threw or promises it left rejected since the last call (or since it was
   * opened), which the call forgets: each flow, and a retry of it, answers for its own.
   */
  pageErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** The keys the flows press: the arrows, and the letters of the film player's keys. */
export type PressedKey = 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' | 'k' | 'l' | 'm';

/** A point of the viewport, in CSS px from its top left corner. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** How many moves a {@link Engine.swipe} makes between its two points. */
export const SWIPE_STEPS = 5;

/**
 * Collects uncaught errors and unhandled rejections in `window.engineErrors`; installed by each
 * engine as early as it can (before the page's scripts in Firefox, after load in WebKit).
 */
export const COLLECT_ERRORS = `
  if (!window.engineErrors) {
    window.engineErrors = [];
    window.addEventListener('error', (event) => window.engineErrors.push(String(event.message)));
    window.addEventListener('unhandledrejection', (event) =>
      window.engineErrors.push('unhandled rejection: ' + String(event.reason)));
  }`;

/** Polls `expression` in the page until it is truthy; returns its value. */
export async function waitFor<T>(
  engine: Engine,
  expression: string,
  what: string,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await engine.evaluate<T>(expression).catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`${engine.name}: waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
