import type { NetworkHints } from '../core/network';

/**
 * What a test's browser says of its link: by default nothing (no Save-Data, no type);
 * `connectionType` as the browser names it (`cellular`, `wifi`).
 */
export function fakeNetwork(
  hints: { savesData?: boolean; slow?: boolean; connectionType?: string } = {},
): NetworkHints {
  return {
    savesData: () => hints.savesData ?? false,
    slow: () => hints.slow ?? false,
    connectionType: () => hints.connectionType,
  };
}
