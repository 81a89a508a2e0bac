import { WAIT_MS } from '@video/browser/engines';

/** How long a flow waits for what a person would wait for (covers, a film starting). */
export { WAIT_MS };
/**
 * One browser engine driven over WebDriver, as the embed's flows see it: a page of another site
 * (the host) with the player in an iframe. Scripts run in the host page or in the player's frame;
 * taps are the driver's real clicks (a user gesture) on an element of the player's frame, found by
 * XPath, so that flows name it by the Chinese text or label a visitor sees.
 */
export interface EmbedEngine {
  readonly name: 'webkit' | 'firefox';
  /** Opens the host page at `url` (absolute). */
  goto(url: string): Promise<void>;
  /** The value of a JavaScript expression evaluated in the host page. */
  evaluate<T>(expression: string): Promise<T>;
  /** The value of a JavaScript expression evaluated in the player's frame (`#player`). */
  evaluateInPlayer<T>(expression: string): Promise<T>;
  /** A real click by the driver on the first element of the player's frame the XPath finds. */
  tapInPlayer(xpath: string): Promise<void>;
  close(): Promise<void>;
}

/** Polls `read` until it answers something truthy; returns that. */
export async function waitFor<T>(
  engine: EmbedEngine,
  read: () => Promise<T>,
  what: string,
  timeoutMs = WAIT_MS,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline)
      throw new Error(`${engine.name}: waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
