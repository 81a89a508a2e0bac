import type { ConnectionKind } from '@video/domain';
import type { NetworkHints } from '../core/network';

/** What a test's browser says of its link: by default nothing (no Save-Data, an unknown link). */
export function fakeNetwork(
  hints: { savesData?: boolean; slow?: boolean; connection?: ConnectionKind } = {},
): NetworkHints {
  return {
    savesData: () => hints.savesData ?? false,
    slow: () => hints.slow ?? false,
    connection: () => hints.connection ?? 'unknown',
  };
}
