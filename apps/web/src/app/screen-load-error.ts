/**
 * A screen's code could not be loaded (offline, a flaky network, a deploy that replaced the
 * chunk): a network failure the visitor can retry, not a bug in the screen.
 */
export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';

  /** `prepareRetry` makes the next render load the screen afresh. */
  constructor(
    cause: unknown,
    readonly prepareRetry: () => void,
  ) {
    super('The screen could not be loaded.', { cause });
  }
}
