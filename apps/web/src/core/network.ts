/**
 * What the browser says of the visitor's link. Chromium alone tells (the Network Information API,
 * with the link's type on Android); elsewhere nothing is known and nothing is assumed.
 */
export interface NetworkHints {
  /** The visitor asked the browser to save data (Save-Data). */
  savesData(): boolean;
  /** A 2G link, on which nothing is worth loading ahead of a tap. */
  slow(): boolean;
  /**
   * The link's type as the browser names it (`cellular`, `wifi`…; `connectionKind` reads it),
   * undefined where it does not say.
   */
  connectionType(): string | undefined;
}

/** `navigator.connection`, where the browser has it. */
interface ConnectionInfo {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
  readonly type?: string;
}

/** The hints of this browser, read afresh each time (the link changes under a visit). */
export function browserNetwork(navigator: Navigator): NetworkHints {
  const info = () => (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  return {
    savesData: () => info()?.saveData === true,
    slow: () => /^(slow-)?2g$/.test(info()?.effectiveType ?? ''),
    connectionType: () => info()?.type,
  };
}
